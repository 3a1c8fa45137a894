// Fixture types the golden cases refer to: one set for every case in Tests/Golden.
//
// Platform-neutral on purpose (no SwiftUI): the Linux tests compile it once as a module of its own
// (FixtureModels in ScreenGenCoreTests' Support) that every generated store, driver and generated
// test suite they build imports, and Tests/Fixtures/typecheck-goldens.sh type-checks every golden view
// with this file and Views.swift against the iOS SDK. Keep type names stable: the specs use them.
//
// No `import Foundation`: ios-typecheck's `-module-alias FoundationEssentials=Foundation` rejects
// it. The `SortComparator` a shaped list sorts by comes from `FoundationEssentials` on Linux, and
// from Foundation through SwiftUI on iOS.

#if canImport(FoundationEssentials)
    import FoundationEssentials
    /// Foundation's sort direction, which the fixtures' own `SortOrder` shadows.
    typealias SortDirection = FoundationEssentials.SortOrder
#else
    import SwiftUI
    /// Foundation's sort direction, which the fixtures' own `SortOrder` shadows.
    typealias SortDirection = Foundation.SortOrder
#endif
import Observation

// MARK: - Models

struct Author: Identifiable, Hashable, Sendable {
    var id: String
    var name: String

    static let sample = Author(id: "ada", name: "Ada Lovelace")
    static let other = Author(id: "grace", name: "Grace Hopper")
}

struct Post: Identifiable, Hashable, Sendable {
    var id: Int
    var title: String
    var authorID: Author.ID

    static let samples: [Post] = [
        Post(id: 1, title: "Notes on the Analytical Engine", authorID: Author.sample.id),
        Post(id: 2, title: "On Compilers", authorID: Author.other.id),
    ]

    /// A post shaped like a real one, for the redacted rows shown while posts load
    /// (Tests/Golden/placeholders-*, Specs/Feed.yaml).
    static let placeholder = Post(id: 0, title: "A post title of a usual length", authorID: Author.sample.id)
}

struct Tag: Identifiable, Hashable, Sendable {
    var id: String { name }
    var name: String

    static let samples: [Tag] = [Tag(name: "swift"), Tag(name: "design")]
}

enum Topic: String, Hashable, Sendable, CaseIterable {
    case swift, design, history
}

struct AuthorStats: Hashable, Sendable {
    var postCount: Int
    var followerCount: Int

    static let sample = AuthorStats(postCount: 42, followerCount: 1_843)
}

struct User: Identifiable, Hashable, Sendable {
    var id: String
    var name: String

    static let sample = User(id: "u1", name: "Ada")
    static let other = User(id: "u2", name: "Grace")
}

struct Profile: Hashable, Sendable {
    var user: User
    var bio: String

    static let sample = Profile(user: .sample, bio: "Mathematician.")
}

enum Folder: String, Hashable, Sendable, CaseIterable {
    case inbox, archive, sent
}

struct Message: Identifiable, Hashable, Sendable {
    var id: Int
    var subject: String
    var folder: Folder

    static let samples: [Message] = [
        Message(id: 1, subject: "Hello", folder: .inbox),
        Message(id: 2, subject: "Re: Hello", folder: .inbox),
    ]
}

struct MailboxSummary: Hashable, Sendable {
    var unreadCount: Int

    static let sample = MailboxSummary(unreadCount: 3)
}

struct Notice: Identifiable, Hashable, Sendable {
    var id: Int
    var text: String

    static let samples: [Notice] = [Notice(id: 1, text: "Maintenance on Sunday")]
}

struct Account: Hashable, Sendable {
    var email: String

    static let sample = Account(email: "ada@example.com")
}

/// A draft being written: a received `@Observable` object edited through bindings.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class Draft {
    var title: String
    var text: String
    var isSensitive = false
    var visibility: Visibility = .everyone
    var pollOptionCount = 2
    var tags: [Tag] = []

    init(title: String = "", text: String = "") {
        self.title = title
        self.text = text
    }

    static let sample = Draft(title: "Hello", text: "A first post.")
}

// MARK: - Deterministic behaviour shared by the preview dependencies

/// What a preview dependency does: answer, never answer (a load stays `.loading`), answer with
/// nothing, or fail.
enum PreviewMode: Sendable {
    case loaded, loading, empty, failing
}

struct PreviewFailure: Error, CustomStringConvertible, Sendable {
    var description: String { "The preview service is set to fail." }
}

extension PreviewMode {
    /// `values` in `.loaded`, `[]` in `.empty`; suspends until cancelled in `.loading`; throws in
    /// `.failing`.
    func answer<Element: Sendable>(_ values: [Element]) async throws -> [Element] {
        try await answer(values, empty: [])
    }

    func answer<Value: Sendable>(_ value: Value, empty: Value) async throws -> Value {
        switch self {
        case .loaded: return value
        case .empty: return empty
        case .failing: throw PreviewFailure()
        case .loading:
            try await Task.sleep(nanoseconds: 365 * 24 * 3600 * 1_000_000_000)
            throw CancellationError()
        }
    }
}

// MARK: - Services

/// An `@Observable` service the views read from the environment by type.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class FeedClient {
    let mode: PreviewMode

    init(mode: PreviewMode) {
        self.mode = mode
    }

    /// The client an app creates at its root (Tests/Golden/app-social-tabs).
    convenience init() {
        self.init(mode: .loaded)
    }

    static let preview = FeedClient(mode: .loaded)
    static let loading = FeedClient(mode: .loading)
    static let empty = FeedClient(mode: .empty)
    static let failing = FeedClient(mode: .failing)

    /// The mentions not read yet: the Mentions tab's badge (Tests/Golden/app-social-tabs).
    var unreadMentionCount: Int { mode == .loaded ? 2 : 0 }

    /// Whether an account is signed in: the Mentions tab shows only then (Tests/Golden/app-social-tabs).
    var isSignedIn: Bool { mode != .failing }

    func trendingPosts() async throws -> [Post] {
        try await mode.answer(Post.samples)
    }

    /// The trending posts in an order (Tests/Golden/toolbar-menu-principal-edit).
    func trendingPosts(sortedBy order: SortOrder) async throws -> [Post] {
        try await mode.answer(
            Post.samples.sorted { order == .title ? $0.title < $1.title : $0.authorID < $1.authorID })
    }

    func posts(matching text: String) async throws -> [Post] {
        try await mode.answer(Post.samples.filter { text.isEmpty || $0.title.contains(text) })
    }

    /// The page of matching posts after `cursor` (Tests/Golden/search-mv-explore).
    func posts(matching text: String, after cursor: Post.ID) async throws -> [Post] {
        try await mode.answer(Post.samples.filter { $0.id > cursor && (text.isEmpty || $0.title.contains(text)) })
    }

    /// The tags trending now (Tests/Golden/search-mv-explore).
    func trendingTags() async throws -> [Tag] {
        try await mode.answer(Tag.samples)
    }

    func posts(by authorID: Author.ID, matching text: String) async throws -> [Post] {
        try await mode.answer(
            Post.samples.filter { $0.authorID == authorID && (text.isEmpty || $0.title.contains(text)) })
    }

    func highlights(by authorID: Author.ID) async throws -> [Post] {
        try await mode.answer(Post.samples.filter { $0.authorID == authorID })
    }

    func stats(for authorID: Author.ID) async throws -> AuthorStats {
        try await mode.answer(AuthorStats.sample, empty: AuthorStats(postCount: 0, followerCount: 0))
    }

    func tags(by authorID: Author.ID, in topic: Topic, matching text: String) async throws -> [Tag] {
        try await mode.answer(Tag.samples.filter { text.isEmpty || $0.name.contains(text) })
    }
}

/// A protocol dependency that stores are initialised with (`any PostsClient`).
protocol PostsClient: Sendable {
    func posts(matching query: String) async throws -> [Post]
    func posts(matching query: String, in topic: Topic) async throws -> [Post]
    func posts(by authorID: Author.ID) async throws -> [Post]
}

extension PostsClient {
    func posts(matching query: String, in topic: Topic) async throws -> [Post] {
        try await posts(matching: query)
    }

    func posts(by authorID: Author.ID) async throws -> [Post] {
        try await posts(matching: "").filter { $0.authorID == authorID }
    }
}

struct PreviewPostsClient: PostsClient {
    var mode: PreviewMode = .loaded

    func posts(matching query: String) async throws -> [Post] {
        try await mode.answer(Post.samples.filter { query.isEmpty || $0.title.contains(query) })
    }
}

/// A cursor-paged timeline (the paging goldens, PagingDriver): the first page, then the page of
/// posts after a cursor; an empty page ends it.
protocol TimelineClient: Sendable {
    func timeline() async throws -> [Post]
    func timeline(after cursor: Post.ID) async throws -> [Post]
}

/// One post a page. `nextPages` answers the pages after the first, for a paged load's generated
/// tests (`.failing`: the first page loads, the next fails); without it, `mode` answers them too.
/// `gate`, the `gated` value's, is what each call awaits first: a generated test holds the call
/// there and lets it answer, or fail, when it chooses.
struct PreviewTimelineClient: TimelineClient {
    var mode: PreviewMode = .loaded
    var nextPages: PreviewMode?
    var gate: (@Sendable () async throws -> Void)? = nil

    func timeline() async throws -> [Post] {
        if let gate { try await gate() }
        return try await mode.answer(Array(Post.samples.prefix(1)))
    }

    func timeline(after cursor: Post.ID) async throws -> [Post] {
        if let gate { try await gate() }
        return try await (nextPages ?? mode).answer(Array(Post.samples.filter { $0.id > cursor }.prefix(1)))
    }
}

/// A repository found by a search (paging-search-store-repos, PagingDriver), as StarCat's
/// `Repo` is.
struct Repo: Identifiable, Hashable, Sendable {
    var id: Int
    var fullName: String
    var stars: Int

    static let samples: [Repo] = [
        Repo(id: 1, fullName: "apple/swift", stars: 67_000),
        Repo(id: 2, fullName: "apple/swift-format", stars: 2_500),
        Repo(id: 3, fullName: "swiftlang/swift-syntax", stars: 3_300),
    ]
}

/// A repository search a page at a time: the repositories whose name contains the query, then the
/// page after a repository's id; an empty page ends it.
protocol RepoSearchClient: Sendable {
    func repos(matching query: String) async throws -> [Repo]
    func repos(matching query: String, after cursor: Repo.ID) async throws -> [Repo]
}

/// One repository a page. `nextPages` answers the pages after the first, as
/// `PreviewTimelineClient`'s does.
struct PreviewRepoSearchClient: RepoSearchClient {
    var mode: PreviewMode = .loaded
    var nextPages: PreviewMode?

    func repos(matching query: String) async throws -> [Repo] {
        try await mode.answer(Array(Self.matching(query).prefix(1)))
    }

    func repos(matching query: String, after cursor: Repo.ID) async throws -> [Repo] {
        try await (nextPages ?? mode).answer(Array(Self.matching(query).filter { $0.id > cursor }.prefix(1)))
    }

    private static func matching(_ query: String) -> [Repo] {
        Repo.samples.filter { query.isEmpty || $0.fullName.contains(query) }
    }
}

// MARK: - Pages in envelopes (Tests/Golden/paging-envelope-*, PagingDriver)

/// A Pixelfed notification, as Impressia's `PixelfedKit.Notification` is: its id a string, as every
/// Mastodon API id is.
struct PixelfedNotification: Identifiable, Hashable, Sendable {
    var id: String
    var account: String

    static let samples: [PixelfedNotification] = [
        PixelfedNotification(id: "n3", account: "ada"),
        PixelfedNotification(id: "n2", account: "grace"),
        PixelfedNotification(id: "n1", account: "lin"),
    ]
}

/// A Pixelfed status (paging-envelope-mv-statuses), and the model a row shows, as Impressia maps
/// each `Status` of a page to a `StatusModel`.
struct PixelfedStatus: Identifiable, Hashable, Sendable {
    var id: String
    var text: String

    static let samples: [PixelfedStatus] = [
        PixelfedStatus(id: "s3", text: "Morning light"),
        PixelfedStatus(id: "s2", text: "Harbour at dusk"),
        PixelfedStatus(id: "s1", text: "First frost"),
    ]
}

struct StatusModel: Identifiable, Hashable, Sendable {
    var id: String
    var text: String

    init(status: PixelfedStatus) {
        id = status.id
        text = status.text
    }
}

/// Which timeline Impressia's StatusesView shows.
enum StatusListType: Hashable, Sendable {
    case home, local, federated
}

/// The cursors of a Link header, as Impressia's `Link` holds them: `maxID` starts the page after
/// this one, nil on the last page.
struct PageLink: Hashable, Sendable {
    var maxID: String?
}

/// An answer's body with its Link header beside it, as Impressia's `Linkable<T>` is: the next
/// page's cursor is not the last row's id, it comes with the rows.
struct Linkable<T: Sendable>: Sendable {
    var data: T
    var link: PageLink?

    /// One element of `all` a page, after the element whose id is `maxID` (from the first without
    /// one); the link names the page's last element while one follows it. The ids are given, not
    /// read through `Identifiable`: a main-actor app target isolates that conformance.
    static func page<Element: Sendable>(of all: [Element], ids: [String], after maxID: String?) -> Linkable<T>
    where T == [Element] {
        let start = maxID.flatMap { id in ids.firstIndex(of: id).map { $0 + 1 } } ?? 0
        let data = Array(all.dropFirst(start).prefix(1))
        let more = start + data.count < all.count
        return Linkable(data: data, link: more ? PageLink(maxID: ids[start + data.count - 1]) : nil)
    }
}

/// Pixelfed's notifications a page at a time (paging-envelope-store-notifications).
protocol PixelfedNotificationsClient: Sendable {
    func notifications() async throws -> Linkable<[PixelfedNotification]>
    func notifications(maxID: String) async throws -> Linkable<[PixelfedNotification]>
}

/// One notification a page. `nextPages` answers the pages after the first, as
/// `PreviewTimelineClient`'s does.
struct PreviewPixelfedNotificationsClient: PixelfedNotificationsClient {
    var mode: PreviewMode = .loaded
    var nextPages: PreviewMode?

    func notifications() async throws -> Linkable<[PixelfedNotification]> {
        try await mode.answer(
            .page(of: PixelfedNotification.samples, ids: PixelfedNotification.samples.map(\.id), after: nil),
            empty: Linkable(data: []))
    }

    func notifications(maxID: String) async throws -> Linkable<[PixelfedNotification]> {
        try await (nextPages ?? mode).answer(
            .page(of: PixelfedNotification.samples, ids: PixelfedNotification.samples.map(\.id), after: maxID),
            empty: Linkable(data: []))
    }
}

/// The Pixelfed client, read from the environment by type: its timelines a page at a time
/// (paging-envelope-mv-statuses), and an account and its relationship (failure-ignore-mv-profile).
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class PixelfedClient {
    let mode: PreviewMode

    init(mode: PreviewMode) {
        self.mode = mode
    }

    static let preview = PixelfedClient(mode: .loaded)
    static let loading = PixelfedClient(mode: .loading)
    static let empty = PixelfedClient(mode: .empty)
    static let failing = PixelfedClient(mode: .failing)

    func statuses(of list: StatusListType, maxID: String? = nil) async throws -> Linkable<[PixelfedStatus]> {
        try await mode.answer(
            .page(of: PixelfedStatus.samples, ids: PixelfedStatus.samples.map(\.id), after: maxID),
            empty: Linkable(data: []))
    }
}

protocol ProfileRepository: Sendable {
    func profile(for userID: User.ID) async throws -> Profile
    func posts(for userID: User.ID, includingReplies: Bool) async throws -> [Post]
    func followers(of userID: User.ID) async throws -> [User]
}

struct PreviewProfileRepository: ProfileRepository {
    var mode: PreviewMode = .loaded

    func profile(for userID: User.ID) async throws -> Profile {
        try await mode.answer(Profile.sample, empty: Profile.sample)
    }

    func posts(for userID: User.ID, includingReplies: Bool) async throws -> [Post] {
        try await mode.answer(Post.samples)
    }

    func followers(of userID: User.ID) async throws -> [User] {
        try await mode.answer([User.other])
    }
}

/// A value-type service passed to stores by value.
struct Mailbox: Sendable {
    var mode: PreviewMode

    static let preview = Mailbox(mode: .loaded)
    static let loading = Mailbox(mode: .loading)
    static let empty = Mailbox(mode: .empty)
    static let failing = Mailbox(mode: .failing)

    func messages(in folder: Folder, matching query: String) async throws -> [Message] {
        try await mode.answer(
            Message.samples.filter { $0.folder == folder && (query.isEmpty || $0.subject.contains(query)) })
    }

    func summary() async throws -> MailboxSummary {
        try await mode.answer(MailboxSummary.sample, empty: MailboxSummary(unreadCount: 0))
    }
}

/// Global entry points for screens whose store has no dependencies.
enum Catalog {
    static func featuredPosts(in topic: Topic) async throws -> [Post] { Post.samples }
    static func notices() async throws -> [Notice] { Notice.samples }
    static func currentAccount() async throws -> Account { Account.sample }
}

// MARK: - The Library flow (Specs/Library.yaml, Specs/BookDetail.yaml)

struct Book: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
    var author: String

    static let samples = [
        Book(id: 1, title: "The Swift Programming Language", author: "Apple"),
        Book(id: 2, title: "Thinking in SwiftUI", author: "objc.io"),
    ]
    static let sample = samples[0]
}

enum SortOrder: String, Hashable, Sendable {
    case title, author
}

/// The shelf: a store dependency of the owner and an environment service of the participant.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class BookShelf {
    let mode: PreviewMode

    init(mode: PreviewMode) {
        self.mode = mode
    }

    static let preview = BookShelf(mode: .loaded)
    static let loading = BookShelf(mode: .loading)
    static let empty = BookShelf(mode: .empty)
    static let failing = BookShelf(mode: .failing)

    func books(sortedBy order: SortOrder) async throws -> [Book] {
        let books = try await mode.answer(Book.samples)
        return order == .title ? books.sorted { $0.title < $1.title } : books.sorted { $0.author < $1.author }
    }

    func book(id: Book.ID) async throws -> Book {
        try await mode.answer(Book.samples.first { $0.id == id } ?? Book.sample, empty: Book.sample)
    }

    /// What a confirmation dialog's destructive button awaits (Specs/BookDetail.yaml).
    func remove(_ book: Book) async {
        removed.append(book.id)
    }

    func remove(id: Book.ID) async {
        removed.append(id)
    }

    /// What a list's swipe to delete runs (Specs/Library.yaml's onDelete).
    func remove(_ books: [Book]) async throws {
        _ = try await mode.answer(books.map(\.id))
        removed += books.map(\.id)
    }

    private(set) var removed: [Book.ID] = []
}

// MARK: - Scrumdinger (Tests/Golden/scrumdinger-detail-edit)

/// The scrum Apple's Scrumdinger sample edits, reduced to what its edit screen shows.
struct DailyScrum: Identifiable, Hashable, Sendable {
    var id: Int
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var theme: ScrumTheme = .bubblegum

    /// What the length slider edits: a `Slider` takes a floating-point value.
    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }

    static let sampleData = [
        DailyScrum(id: 1, title: "Design", attendees: ["Cathy", "Daisy"].map { Attendee(name: $0) }, lengthInMinutes: 10),
        DailyScrum(id: 2, title: "App Dev", attendees: ["Katie", "Gray"].map { Attendee(name: $0) }, lengthInMinutes: 5),
    ]

    /// One attendee, as Scrumdinger's: a new one gets a new id, so two of one name are two rows
    /// (Tests/Golden/edits-mv-scrum-attendees).
    struct Attendee: Identifiable, Hashable, Sendable {
        let id: UUID
        var name: String

        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }
}

// MARK: - Naver Shopping Cart (Tests/Golden/spec-keyword-list)

/// A product keyword the shopping search looks for, as Naver_Shopping_Cart-iOS's keyword list
/// holds them (there plain strings; here Identifiable, so that two of one text are two rows).
struct ShoppingKeyword: Identifiable, Hashable, Sendable {
    let id: UUID
    var text: String

    init(id: UUID = UUID(), text: String) {
        self.id = id
        self.text = text
    }

    static let samples = ["keyboard", "mouse"].map { ShoppingKeyword(text: $0) }
}

/// A scrum's color theme, which Scrumdinger's own `ThemePicker` chooses (Tests/Golden/form-custom-control-scrum).
enum ScrumTheme: String, Hashable, Sendable, CaseIterable, Identifiable {
    case bubblegum, buttercup, indigo, lavender

    var id: Self { self }
    var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

// MARK: - Custom environment values (Specs/Feed.yaml)

/// A value-type theme read through a custom environment value.
struct FeedTheme: Sendable, Equatable {
    var rowSpacing: Double

    static let standard = FeedTheme(rowSpacing: 8)
    static let compact = FeedTheme(rowSpacing: 4)
}

@available(iOS 17.0, macOS 14.0, *)
extension FeedClient {
    /// The people who follow an author (Tests/Golden/store-environment-dependency).
    func followers(of authorID: Author.ID) async throws -> [User] {
        try await mode.answer([User.sample, User.other])
    }
}

// MARK: - Streams (Specs/Notifications.yaml, Tests/Golden/stream-*)

/// An `@Observable` service that pushes updates, read from the environment by type: the notices
/// of the signed-in account as they change (a sequence that can fail), and where syncing stands
/// (one that cannot). A driver chooses what `notices()` yields by passing `updates`.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class NoticeCenter {
    let mode: PreviewMode
    private let updates: AsyncThrowingStream<[Notice], any Error>?

    init(mode: PreviewMode) {
        self.mode = mode
        updates = nil
    }

    init(updates: AsyncThrowingStream<[Notice], any Error>) {
        mode = .loaded
        self.updates = updates
    }

    static let preview = NoticeCenter(mode: .loaded)
    static let loading = NoticeCenter(mode: .loading)
    static let empty = NoticeCenter(mode: .empty)
    static let failing = NoticeCenter(mode: .failing)

    /// The notices not read yet: the Notifications tab's badge (Specs/Social.yaml).
    var unreadCount: Int { mode == .loaded ? Notice.samples.count : 0 }

    /// Whether an account is signed in: the Notifications tab shows only then (Specs/Social.yaml).
    var isSignedIn: Bool { mode != .failing }

    /// The current notices first, then the list again whenever it changes; open until cancelled.
    func notices() -> AsyncThrowingStream<[Notice], any Error> {
        if let updates { return updates }
        let mode = mode
        return AsyncThrowingStream { continuation in
            switch mode {
            case .loaded: continuation.yield(Notice.samples)
            case .empty: continuation.yield([])
            case .failing: continuation.finish(throwing: PreviewFailure())
            case .loading: break
            }
        }
    }

    /// Where syncing stands: now, then at each change; open until cancelled.
    func syncStatuses() -> AsyncStream<SyncStatus> {
        let mode = mode
        return AsyncStream { continuation in
            if mode != .loading { continuation.yield(mode == .empty ? .upToDate : SyncStatus(pendingChanges: 2)) }
        }
    }
}

/// What a sync-status stream yields.
struct SyncStatus: Hashable, Sendable {
    var pendingChanges: Int

    static let upToDate = SyncStatus(pendingChanges: 0)
}

// MARK: - Settings forms

/// When a timeline expands media.
enum AutoExpandMedia: String, Hashable, Sendable, CaseIterable, Identifiable {
    case showAll, hideSensitive, hideAll

    var id: Self { self }

    var title: String {
        switch self {
        case .showAll: "Show All"
        case .hideSensitive: "Hide Sensitive"
        case .hideAll: "Hide All"
        }
    }
}

/// Who sees a post.
enum Visibility: String, Hashable, Sendable, CaseIterable, Identifiable {
    case everyone, followers, mentioned

    var id: Self { self }

    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    var systemImage: String {
        switch self {
        case .everyone: "globe"
        case .followers: "person.2"
        case .mentioned: "at"
        }
    }
}

/// What the share button shares.
enum ShareButtonBehavior: String, Hashable, Sendable, CaseIterable, Identifiable {
    case linkOnly, linkAndText

    var id: Self { self }

    var title: String { self == .linkOnly ? "Link" : "Link and Text" }
}

/// Reading and posting preferences: an `@Observable` object a settings form edits through bindings.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class UserPreferences {
    var autoPlayVideo = true
    var muteVideo = true
    var showAltTextForMedia = false
    var autoExpandSpoilers = false
    var autoExpandMedia: AutoExpandMedia = .hideSensitive
    var collapseLongPosts = true
    var collapsedLineCount = 4
    var defaultVisibility: Visibility = .everyone
    var shareButtonBehavior: ShareButtonBehavior = .linkOnly
    var signature = ""
    var suppressDupeReblogs = false
    /// The server's reading and posting settings win while this is on: the app's own are disabled.
    var useInstanceContentSettings = false
    /// The instance's own posting settings, which the app's adopt while `useInstanceContentSettings` is on.
    var postIsSensitive = false
    var postVisibility: Visibility = .everyone
    /// The app's own reading and posting settings, as IceCubes names them.
    var appAutoExpandSpoilers = false
    var appAutoExpandMedia: AutoExpandMedia = .hideSensitive
    var appDefaultPostsSensitive = false
    var appDefaultPostVisibility: Visibility = .everyone
    let appVersion = "2.4 (118)"

    func reset() {
        autoPlayVideo = true
        muteVideo = true
        collapsedLineCount = 4
        signature = ""
    }

    static let preview = UserPreferences()
}

// MARK: - Orders

enum OrderStatus: String, Hashable, Sendable, CaseIterable, Comparable {
    case placed, preparing, ready, completed

    /// A grouped list's header for the orders of this status.
    var title: String {
        switch self {
        case .placed: "New"
        case .preparing: "Preparing"
        case .ready: "Ready"
        case .completed: "Completed"
        }
    }

    /// In the kitchen's order: a list grouped by status shows new orders first.
    static func < (lhs: OrderStatus, rhs: OrderStatus) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

struct Order: Identifiable, Hashable, Sendable {
    var id: Int
    var status: OrderStatus
    var total: Int

    static let samples = [
        Order(id: 1, status: .placed, total: 12), Order(id: 2, status: .preparing, total: 8),
        Order(id: 3, status: .ready, total: 20),
    ]
}

/// The truck's orders, read from the environment: a screen shows them grouped by status.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class OrderBook {
    var orders: [Order]

    init(orders: [Order] = Order.samples) {
        self.orders = orders
    }

    func orders(with status: OrderStatus) -> [Order] { orders.filter { $0.status == status } }

    static let preview = OrderBook()
}

// MARK: - Actions (issue #15): an account edited in a sheet, posts deleted from a timeline

/// The editable fields of the signed-in account, compared with the saved ones to know whether
/// there are changes to lose.
struct AccountDraft: Equatable, Sendable {
    var displayName: String
    var note: String
    var hasAvatar: Bool
    var isLocked = false
    var isBot = false

    static let sample = AccountDraft(displayName: "Ada", note: "Writes about compilers.", hasAvatar: true)
}

/// What saving an account does; the stores with actions are initialised with it.
protocol AccountClient: Sendable {
    func update(_ draft: AccountDraft) async throws
    func removeAvatar() async throws
}

struct PreviewAccountClient: AccountClient {
    var mode: PreviewMode = .loaded

    func update(_ draft: AccountDraft) async throws {
        _ = try await mode.answer([draft])
    }

    func removeAvatar() async throws {
        _ = try await mode.answer([true])
    }
}

/// Changing the signed-in account's password: an `@Observable` service read from the environment
/// by type, as SwiftUI-WorkoutApp's change-password screen reaches its network layer.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class PasswordService {
    let mode: PreviewMode

    init(mode: PreviewMode) {
        self.mode = mode
    }

    static let preview = PasswordService(mode: .loaded)

    func changePassword(current: String, new: String) async throws {
        _ = try await mode.answer([current, new])
    }
}

/// The accounts the app is signed in to: an `@Observable` object read from the environment by type,
/// as IceCubesApp's `AppAccountsManager` is.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class AppAccounts {
    let mode: PreviewMode
    private(set) var instances: [String] = []

    init(mode: PreviewMode) {
        self.mode = mode
    }

    static let preview = AppAccounts(mode: .loaded)

    func signIn(instance: String) async throws {
        instances = try await mode.answer(instances + [instance])
    }
}

/// A Jellyfin server the app is connected to, as Swiftfin keeps its current login's server.
struct ServerConnection: Hashable, Sendable {
    var address: String

    static let sample = ServerConnection(address: "https://jellyfin.example.com")
}

/// Jellyfin's public system information (`/System/Info/Public`).
struct PublicSystemInfo: Hashable, Sendable {
    var serverName: String
    var version: String
    var operatingSystem: String
    var localAddress: String

    static let sample = PublicSystemInfo(
        serverName: "Living Room", version: "10.9.11", operatingSystem: "Linux", localAddress: "")
}

/// The Jellyfin API client: an `@Observable` object read from the environment by type.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class JellyfinClient {
    let mode: PreviewMode

    init(mode: PreviewMode) {
        self.mode = mode
    }

    static let preview = JellyfinClient(mode: .loaded)

    func publicSystemInfo(at address: String) async throws -> PublicSystemInfo {
        try await mode.answer(PublicSystemInfo.sample, empty: PublicSystemInfo.sample)
    }
}

/// A service read from the environment that deletes posts (an MV screen's action).
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class PostsService {
    let mode: PreviewMode
    /// The signed-in account's author: only its own posts offer Delete (Specs/PostTimeline.yaml).
    var signedInAuthorID: Author.ID = Author.sample.id

    init(mode: PreviewMode) {
        self.mode = mode
    }

    static let preview = PostsService(mode: .loaded)

    func timeline() async throws -> [Post] {
        try await mode.answer(Post.samples)
    }

    /// The posts after `cursor` (the next page of spec-post-timeline's paged timeline).
    func timeline(after cursor: Post.ID) async throws -> [Post] {
        try await mode.answer(Post.samples.filter { $0.id > cursor })
    }

    func delete(_ post: Post) async throws {
        _ = try await mode.answer([post.id])
    }
}

/// Saves the note the signed-in user keeps on another account (an MV sheet's action).
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class NoteService {
    let mode: PreviewMode

    init(mode: PreviewMode) {
        self.mode = mode
    }

    static let preview = NoteService(mode: .loaded)

    func save(_ note: String, for accountID: String) async throws {
        _ = try await mode.answer([note])
    }
}

// MARK: - Profiles (Tests/Golden/author-profile-loaded-title)

/// A store dependency that loads a profile: the author, then their highlighted posts.
protocol AuthorsClient: Sendable {
    func author(id: Author.ID) async throws -> Author
    func highlights(by authorID: Author.ID) async throws -> [Post]
}

struct PreviewAuthorsClient: AuthorsClient {
    var mode: PreviewMode = .loaded

    func author(id: Author.ID) async throws -> Author {
        try await mode.answer(Author.sample, empty: Author.sample)
    }

    func highlights(by authorID: Author.ID) async throws -> [Post] {
        try await mode.answer(Post.samples.filter { $0.authorID == authorID })
    }
}

// MARK: - Editing a list (Tests/Golden/toolbar-menu-principal-edit)

@available(iOS 17.0, macOS 14.0, *)
extension FeedClient {
    /// Removes the posts with these ids; the preview client forgets nothing.
    func remove(_ ids: Set<Post.ID>) async throws {
        if mode == .failing { throw PreviewFailure() }
    }
}

// MARK: - Grouped sections and parts of one load (issue #16, point 7)

/// The truck's order queue (Tests/Golden/orders-grouped-store): today's orders, one marked ready,
/// several cancelled by a swipe to delete. Not observable, so iOS 16 screens use it too.
@MainActor
final class OrderService {
    let mode: PreviewMode
    let orders: [Order]

    init(mode: PreviewMode, orders: [Order] = Order.samples) {
        self.mode = mode
        self.orders = orders
    }

    /// The `gated` value of the generated tests: the sample orders, each call waiting at `gate` first.
    convenience init(gate: @escaping @Sendable () async throws -> Void) {
        self.init(mode: .loaded)
        self.gate = { _ in try await gate() }
    }

    static let preview = OrderService(mode: .loaded)
    static let loading = OrderService(mode: .loading)
    static let empty = OrderService(mode: .empty)
    static let failing = OrderService(mode: .failing)

    func todaysOrders() async throws -> [Order] {
        if let gate { try await gate([]) }
        return try await mode.answer(orders)
    }

    func markReady(_ order: Order) async throws {
        if let gate { try await gate([order.id]) }
        _ = try await mode.answer([order.id])
    }

    func cancel(_ orders: [Order]) async throws {
        if let gate { try await gate(orders.map(\.id)) }
        _ = try await mode.answer(orders.map(\.id))
        cancelled += orders.map(\.id)
    }

    private(set) var cancelled: [Order.ID] = []
    /// What a call waits for first, with the ids it acts on (none for a load): a driver holds calls
    /// there so that they overlap (Tests/Fixtures/GroupDriver). Nil answers at once.
    var gate: (@MainActor ([Order.ID]) async throws -> Void)? = nil
}

/// A post with the thread around it, as one load returns it (Mastodon's status context:
/// ancestors and descendants): Tests/Golden/mv-parts-of-one-load.
struct PostThread: Hashable, Sendable {
    var post: Post
    var ancestors: [Post]
    var replies: [Post]

    static let sample = PostThread(post: Post.samples[1], ancestors: [Post.samples[0]], replies: [])
}

@available(iOS 17.0, macOS 14.0, *)
extension PostsService {
    func thread(of postID: Post.ID) async throws -> PostThread {
        try await mode.answer(PostThread.sample, empty: PostThread.sample)
    }
}

// MARK: - Foods (Tests/Golden/form-keyboard-toolbar-food)

/// A food being added: its name, emoji and nutrition as typed.
struct FoodDraft: Equatable, Sendable {
    var name = ""
    var emoji = ""
    var calories = ""
    var protein = ""
}

// MARK: - Reminders (Tests/Golden/spec-my-list-items)

struct Reminder: Identifiable, Hashable, Sendable {
    var id: Int
    var title: String

    static let samples = [Reminder(id: 1, title: "Buy milk"), Reminder(id: 2, title: "Call the bank")]
}

/// A store dependency with a default in the view's and the store's `init` (`RemindersService.live`).
struct RemindersService: Sendable {
    var mode: PreviewMode

    static let live = RemindersService(mode: .loaded)
    static let preview = RemindersService(mode: .loaded)
    static let loading = RemindersService(mode: .loading)
    static let empty = RemindersService(mode: .empty)
    static let failing = RemindersService(mode: .failing)

    func reminders() async throws -> [Reminder] {
        try await mode.answer(Reminder.samples)
    }
}

// MARK: - A catalog's items, searched, filtered and sorted in memory (Tests/Golden/items-shaped-*)

struct ItemCategory: Hashable, Sendable {
    var name: String
}

/// No `Identifiable`: a catalog's item is told apart by its name, which is unique in it.
struct Item: Hashable, Sendable {
    var name: String
    var category: ItemCategory
    var isOwned: Bool
    var buyPrice: Int
    var sellPrice: Int

    static let previews = [
        Item(name: "Acoustic guitar", category: ItemCategory(name: "Housewares"), isOwned: true, buyPrice: 8_000, sellPrice: 2_000),
        Item(name: "Bamboo shelf", category: ItemCategory(name: "Furniture"), isOwned: false, buyPrice: 3_100, sellPrice: 775),
        Item(name: "Cherry", category: ItemCategory(name: "Fruit"), isOwned: false, buyPrice: 100, sellPrice: 500),
    ]
}

/// The sort menu's choices: each compares items by one of their values, ascending.
enum ItemSortOrder: Hashable, Sendable {
    case name, buyPrice, sellPrice

    var comparator: ItemComparator { ItemComparator(key: self) }
}

/// What `sorted(using:)` compares items with, for the sort menu's choice.
struct ItemComparator: SortComparator {
    var key: ItemSortOrder
    var order: SortDirection = .forward

    func compare(_ lhs: Item, _ rhs: Item) -> ComparisonResult {
        let forward =
            switch key {
            case .name: Self.result(lhs.name, rhs.name)
            case .buyPrice: Self.result(lhs.buyPrice, rhs.buyPrice)
            case .sellPrice: Self.result(lhs.sellPrice, rhs.sellPrice)
            }
        return order == .forward ? forward : reversed(forward)
    }

    private func reversed(_ result: ComparisonResult) -> ComparisonResult {
        switch result {
        case .orderedAscending: .orderedDescending
        case .orderedDescending: .orderedAscending
        case .orderedSame: .orderedSame
        }
    }

    private static func result<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : lhs == rhs ? .orderedSame : .orderedDescending
    }
}

/// A villager of the island, sorted by name or by species (Tests/Golden/items-sorted-ios16-villagers).
struct Villager: Identifiable, Hashable, Sendable {
    var id: String
    var name: String
    var species: String

    static let previews = [
        Villager(id: "ant00", name: "Cyrano", species: "Anteater"),
        Villager(id: "bea01", name: "Bluebear", species: "Cub"),
    ]
}

/// The sort menu's choices for villagers.
enum VillagerSortOrder: Hashable, Sendable {
    case name, species

    var comparator: VillagerComparator { VillagerComparator(key: self) }
}

/// What `sorted(using:)` compares villagers with (`KeyPathComparator` is not in Linux's
/// FoundationEssentials, which the fixtures import there).
struct VillagerComparator: SortComparator {
    var key: VillagerSortOrder
    var order: SortDirection = .forward

    func compare(_ lhs: Villager, _ rhs: Villager) -> ComparisonResult {
        let (left, right) =
            switch key {
            case .name: (lhs.name, rhs.name)
            case .species: (lhs.species, rhs.species)
            }
        let forward: ComparisonResult = left < right ? .orderedAscending : left == right ? .orderedSame : .orderedDescending
        guard order == .reverse else { return forward }
        return forward == .orderedAscending ? .orderedDescending : forward == .orderedDescending ? .orderedAscending : forward
    }
}

// MARK: - A status kept current while shown (Tests/Golden/spec-pihole-detail, issue #39)

/// A Pi-hole's summary, its numbers already formatted, as Pi Stats keeps `PiholeSummaryData`.
struct PiholeSummary: Hashable, Sendable {
    var status: String
    var totalQueries: String
    var queriesBlocked: String
    var percentageBlocked: String

    static let sample = PiholeSummary(
        status: "Enabled", totalQueries: "48,512", queriesBlocked: "9,023", percentageBlocked: "18.6%")
}

/// Pi Monitor's readings of the device a Pi-hole runs on: a Pi-hole without Pi Monitor has none.
struct PiMonitorMetrics: Hashable, Sendable {
    var temperature: String
    var uptime: String

    static let sample = PiMonitorMetrics(temperature: "47.2 °C", uptime: "12 days")
}

/// A Pi-hole's API, as Pi Stats' `PiholeService`.
protocol PiholeService: Sendable {
    func summary() async throws -> PiholeSummary
    func monitorMetrics() async throws -> PiMonitorMetrics
}

struct PreviewPiholeService: PiholeService {
    var mode: PreviewMode = .loaded

    func summary() async throws -> PiholeSummary {
        try await mode.answer(PiholeSummary.sample, empty: PiholeSummary.sample)
    }

    func monitorMetrics() async throws -> PiMonitorMetrics {
        try await mode.answer(PiMonitorMetrics.sample, empty: PiMonitorMetrics.sample)
    }
}

// MARK: - A relationship whose failure shows nothing (Tests/Golden/failure-ignore-mv-profile, issue #39)

/// A Pixelfed account, as Vernissage's profile shows it.
struct PixelfedAccount: Hashable, Sendable {
    var id: String
    var displayName: String
    var bio: String

    static let sample = PixelfedAccount(id: "1", displayName: "Ada", bio: "Photos of bridges.")
}

/// How the signed-in account relates to another (PixelfedKit's `Relationship`).
struct AccountRelationship: Hashable, Sendable {
    var following: Bool
    var followedBy: Bool

    static let sample = AccountRelationship(following: true, followedBy: true)
}

/// What the profile reads of the Pixelfed client (`PixelfedClient`, with the timelines above).
@available(iOS 17.0, macOS 14.0, *)
extension PixelfedClient {
    func account(withID id: String) async throws -> PixelfedAccount {
        try await mode.answer(PixelfedAccount.sample, empty: PixelfedAccount.sample)
    }

    func relationship(withID id: String) async throws -> AccountRelationship {
        try await mode.answer(AccountRelationship.sample, empty: AccountRelationship.sample)
    }
}

// MARK: - An edit form seeded by a load (Tests/Golden/seeds-*, issue #39)

/// The signed-in account with its source, as Metatext's `getProfileWithSource()` loads it.
struct EditableProfile: Hashable, Sendable {
    /// What the user wrote, as Mastodon's `Account.Source` keeps it (the note without HTML).
    struct Source: Hashable, Sendable {
        var note: String
    }

    var acct: String
    var displayName: String
    var source: Source
    var locked: Bool
    var bot: Bool
    var discoverable: Bool

    static let sample = EditableProfile(
        acct: "ada", displayName: "Ada", source: Source(note: "Photos of bridges."), locked: false, bot: false,
        discoverable: true)
}

/// The signed-in identity's API, as Metatext's `IdentityService`.
protocol IdentityService: Sendable {
    func profileWithSource() async throws -> EditableProfile
}

struct PreviewIdentityService: IdentityService {
    var mode: PreviewMode = .loaded

    func profileWithSource() async throws -> EditableProfile {
        try await mode.answer(EditableProfile.sample, empty: EditableProfile.sample)
    }
}

/// The same API as an `@Observable` object read from the environment by type (the MV form).
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class ProfileClient {
    let mode: PreviewMode

    init(mode: PreviewMode) {
        self.mode = mode
    }

    static let preview = ProfileClient(mode: .loaded)

    func profileWithSource() async throws -> EditableProfile {
        try await mode.answer(EditableProfile.sample, empty: EditableProfile.sample)
    }
}

// MARK: - A meeting's working groups by area, searched in memory (Tests/Golden/items-grouped-store-ietf)

/// An IETF working group, told apart by its acronym.
struct WorkingGroup: Identifiable, Hashable, Sendable {
    var id: String { acronym }
    var acronym: String
    var name: String
    var area: String

    static let samples = [
        WorkingGroup(acronym: "quic", name: "QUIC", area: "Web and Internet Transport"),
        WorkingGroup(acronym: "httpbis", name: "HTTP", area: "Web and Internet Transport"),
        WorkingGroup(acronym: "dnsop", name: "Domain Name System Operations", area: "Operations and Management"),
    ]
}

// MARK: - A serial device's log at iOS 26 (Tests/Golden/screen-ios26-serial-log)

/// One line a serial device sent, in the order it came.
struct LogLine: Identifiable, Hashable, Sendable {
    var id: Int
    var text: String
}

/// The device being monitored, read from the environment: its log and its readings so far.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class SerialMonitor {
    var logLines: [LogLine] = []
    var readings: [Double] = []

    static let preview: SerialMonitor = {
        let monitor = SerialMonitor()
        monitor.logLines = [LogLine(id: 0, text: "connected at 115200 baud"), LogLine(id: 1, text: "t=21.4")]
        monitor.readings = [21.4]
        return monitor
    }()
}

// MARK: - A list's timeline at iOS 26 (Tests/Golden/spec-list-timeline)

/// The statuses of one of the account's lists, read from the environment, as IceCubesApp's
/// TimelineViewModel holds them.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class ListFeed {
    var listTitle = ""
    var statuses: [Post] = []

    static let preview: ListFeed = {
        let feed = ListFeed()
        feed.listTitle = "Swift Friends"
        feed.statuses = Post.samples
        return feed
    }()
}

// MARK: - A package's public models (Tests/Golden/access-*)

// Public, as IceCubesApp's `Models` package declares its types: the screens of another package
// (`access: public` or `package`) name them in what they declare for other modules, a view's `init`,
// a store's phases and `init`, a route's value, an environment value.

/// A status an account bookmarked or favorited.
public struct AccountStatus: Identifiable, Hashable, Sendable {
    public var id: String
    public var content: String

    public init(id: String, content: String) {
        self.id = id
        self.content = content
    }

    public static let samples = [
        AccountStatus(id: "109", content: "Notes on the Analytical Engine"),
        AccountStatus(id: "110", content: "On Compilers"),
    ]
}

/// Which of an account's statuses a list shows (IceCubesApp's `AccountStatusesListViewModel.Mode`).
public enum AccountStatusesMode: String, Hashable, Sendable {
    case bookmarks, favorites
}

/// What a list of an account's statuses loads them from.
public protocol AccountStatusesClient: Sendable {
    func statuses(_ mode: AccountStatusesMode) async throws -> [AccountStatus]
    func unbookmark(_ status: AccountStatus) async throws
}

/// The client of previews and tests. Its `init()` is public, for a module that shows the screen;
/// the preview modes are the package's own.
public struct PreviewAccountStatusesClient: AccountStatusesClient {
    var mode: PreviewMode = .loaded

    public init() {}

    init(mode: PreviewMode) {
        self.mode = mode
    }

    public func statuses(_ mode: AccountStatusesMode) async throws -> [AccountStatus] {
        try await self.mode.answer(AccountStatus.samples)
    }

    public func unbookmark(_ status: AccountStatus) async throws {
        _ = try await mode.answer([status])
    }
}

/// How a list of statuses is laid out: an environment value a package declares for its screens.
public struct StatusesListStyle: Sendable, Equatable {
    public var rowSpacing: Double

    public static let standard = StatusesListStyle(rowSpacing: 8)
    public static let compact = StatusesListStyle(rowSpacing: 4)
}

@available(iOS 17.0, macOS 14.0, *)
extension FeedClient {
    /// The hashtags the account follows (Tests/Golden/access-package-followed-tags).
    func followedTags() async throws -> [Tag] {
        try await mode.answer(Tag.samples)
    }
}
