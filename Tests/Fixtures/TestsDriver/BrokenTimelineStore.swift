// A deliberately broken `TimelineStore`: the API of the store in Tests/Golden/store-owned-protocol-dependency,
// but its load never leaves `.loading`. GeneratedTestsRuntimeTests runs the case's generated tests
// against it, to show that they fail when the store is wrong.

import Foundation
import Observation

@MainActor
@Observable
final class TimelineStore {
    enum PostsPhase {
        case loading
        case empty(for: String)
        case failed(any Error)
        case loaded([Post], for: String)
    }

    var query: String = ""
    private(set) var posts: PostsPhase = .loading

    private let client: any PostsClient

    init(client: any PostsClient) {
        self.client = client
    }

    /// Calls the client and drops what it answers: the phase stays `.loading`.
    func loadPosts() async {
        _ = try? await client.posts(matching: query)
    }
}
