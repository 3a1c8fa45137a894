import Foundation

/// Synthesises a realistic corpus: screens shaped like the example specs (an MV list, a store with
/// two loads, a navigation owner with routes and sheets, a participant), every feature present,
/// each screen with its own names.
enum Corpus {
    static func spec(_ index: Int) -> String {
        let name = "Screen\(index)"
        switch index % 4 {
        case 0:
            return """
                screen: \(name)
                summary: Timeline \(index) with search and pull to refresh.
                title: Feed \(index)
                environment:
                  - name: client
                    type: FeedClient
                    preview: { loaded: FeedClient.preview, loading: FeedClient.loading, empty: FeedClient.empty, error: FeedClient.failing }
                  - { name: dismiss, key: dismiss }
                inputs:
                  - { name: author, type: Author, preview: Author.sample }
                  - { name: isCompact, type: Bool, ownership: binding, preview: "false" }
                state:
                  - { name: searchText, type: String, initial: '""' }
                loads:
                  - name: posts
                    type: "[Post]"
                    call: "client.posts(by: author.id, matching: searchText)"
                    dependsOn: [searchText, author]
                    refreshable: true
                    empty: { title: No posts yet, systemImage: tray, description: Posts you follow appear here. }
                content:
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)" }

                """
        case 1:
            return """
                screen: \(name)
                summary: A profile header and recent posts, screen \(index).
                architecture: { style: viewModel, reason: The module uses view models. }
                store:
                  dependencies:
                    - { name: userID, type: User.ID, preview: User.sample.id }
                    - name: repository
                      type: any ProfileRepository
                      preview: { loaded: PreviewProfileRepository(), loading: "PreviewProfileRepository(mode: .loading)", empty: "PreviewProfileRepository(mode: .empty)", error: "PreviewProfileRepository(mode: .failing)" }
                  properties:
                    - { name: showsReplies, type: Bool, initial: "false" }
                loads:
                  - { name: profile, type: Profile, call: "repository.profile(for: userID)" }
                  - name: posts
                    type: "[Post]"
                    call: "repository.posts(for: userID, includingReplies: showsReplies)"
                    dependsOn: [showsReplies]
                    refreshable: true
                    empty: { title: No Posts }
                content:
                  container: lazyVStack
                  sections:
                    - { load: profile, row: "ProfileHeader(profile: profile)" }
                    - { load: posts, element: post, row: "PostRow(post: post)", title: Recent Posts }

                """
        case 2:
            return """
                screen: \(name)
                summary: Books on shelf \(index).
                title: Library \(index)
                navigation: owner
                store:
                  dependencies:
                    - { name: shelf, type: BookShelf, preview: { loaded: BookShelf.preview, loading: BookShelf.loading, empty: BookShelf.empty, error: BookShelf.failing } }
                  properties:
                    - { name: sortOrder, type: SortOrder, initial: .title }
                loads:
                  - name: books
                    type: "[Book]"
                    call: "shelf.books(sortedBy: sortOrder)"
                    dependsOn: [sortOrder]
                    empty: { title: Your Shelf Is Empty, systemImage: books.vertical }
                content:
                  sections:
                    - { load: books, element: book, row: "BookRow(book: book)" }
                routes:
                  - { case: book, value: Book.ID, destination: "BookDetailView(bookID: value)", path: "/books/{value}" }
                  - { case: settings, destination: LibrarySettingsView(), path: /settings }
                sheets:
                  - { case: edit, item: Book, destination: "EditBookView(book: item)" }
                  - { case: scanner, destination: ScannerView(), style: fullScreenCover }
                alerts:
                  - case: shelfUnavailable
                    item: any Error
                    title: The Shelf Is Unavailable
                    message: \\(item.localizedDescription)
                    actions: [{ label: Try Again, action: await store.loadBooks() }, { label: Cancel, role: cancel }]

                """
        default:
            return """
                screen: \(name)
                summary: One book of flow \(index).
                navigation: participant
                flow: Screen\(index - 1)
                environment:
                  - { name: shelf, type: BookShelf, preview: { loaded: BookShelf.preview, loading: BookShelf.loading, error: BookShelf.failing } }
                inputs:
                  - { name: bookID, type: Book.ID, preview: Book.sample.id }
                loads:
                  - name: book
                    type: Book
                    call: "shelf.book(id: bookID)"
                    dependsOn: [bookID]
                content:
                  sections:
                    - { load: book, row: "BookSummary(book: book)" }
                confirmationDialogs:
                  - case: remove
                    item: Book
                    title: Remove “\\(item.title)”?
                    titleVisibility: visible
                    actions: [{ label: Remove, role: destructive, action: await shelf.remove(item) }]

                """
        }
    }

    /// Writes `count` specs and a screengen.yml into `directory`; returns the spec texts' bytes.
    static func write(count: Int, to directory: String) throws -> [[UInt8]] {
        let specs = directory + "/Specs"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        var all: [[UInt8]] = []
        for index in 0..<count {
            let bytes = Array(spec(index).utf8)
            all.append(bytes)
            try Data(bytes).write(to: URL(fileURLWithPath: "\(specs)/Screen\(index).yaml"))
        }
        try Data("specs: [Specs]\noutput: Generated\n".utf8).write(
            to: URL(fileURLWithPath: directory + "/screengen.yml"))
        return all
    }
}
