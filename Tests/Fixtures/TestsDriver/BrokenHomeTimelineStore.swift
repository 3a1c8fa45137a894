// A deliberately broken `HomeTimelineStore`: the API of the store in Tests/Golden/paging-store-timeline,
// its first page loaded as the generated store loads it, but every load first resets the phase to
// `.loading` (so a cancelled reload leaves the rows gone) and a failure shows `.failed` whatever was
// loaded (with no request counter, an older request's failure too), and its next page drops the rows shown: a
// page that loads replaces them, and a page that fails empties them. GeneratedTestsRuntimeTests runs
// the case's generated tests against it, to show that the reload and paging tests fail when the
// store is wrong while the first load's tests still pass.

import Foundation
import Observation

@MainActor
@Observable
final class HomeTimelineStore {
    enum PostsPhase {
        case loading
        case empty
        case failed(any Error)
        case loaded([Post], nextPage: PostsNextPage)
    }

    enum PostsNextPage {
        case available(after: Post.ID)
        case loading(after: Post.ID)
        case failed(after: Post.ID, any Error)
        case end

        init(after cursor: Post.ID?) {
            if let cursor { self = .available(after: cursor) } else { self = .end }
        }

        var cursor: Post.ID? {
            switch self {
            case .available(let cursor), .loading(let cursor), .failed(let cursor, _): cursor
            case .end: nil
            }
        }
    }

    private(set) var posts: PostsPhase = .loading
    /// Never set: a failed reload replaces the rows with the failure.
    private(set) var postsReloadError: (any Error)?

    private let client: any TimelineClient

    init(client: any TimelineClient) {
        self.client = client
    }

    func loadPosts() async {
        self.posts = .loading
        do {
            let page = try await client.timeline()
            guard !Task.isCancelled else { return }
            self.posts = page.isEmpty ? .empty : .loaded(page, nextPage: PostsNextPage(after: page.last?.id))
        } catch {
            guard !Task.isCancelled else { return }
            self.posts = .failed(error)
        }
    }

    /// Shows the next page in place of the rows, and nothing when it fails.
    func loadMorePosts() async {
        guard case .loaded(_, let nextPage) = self.posts, let cursor = nextPage.cursor else { return }
        do {
            let page = try await client.timeline(after: cursor)
            self.posts = .loaded(page, nextPage: PostsNextPage(after: page.last?.id))
        } catch {
            self.posts = .loaded([], nextPage: .failed(after: cursor, error))
        }
    }
}
