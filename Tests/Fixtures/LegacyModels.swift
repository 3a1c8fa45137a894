// Fixtures of the iOS 16 golden cases: ObservableObject types (Combine), so this file is only
// type-checked against the iOS SDK (Tests/Fixtures/typecheck-goldens.sh), never built on Linux.

import Combine

/// An account read from the environment with @EnvironmentObject.
@MainActor
final class AccountModel: ObservableObject {
    @Published var name: String
    /// The badge of app-social-ios16's mentions tab.
    @Published var unreadCount = 0

    init(name: String) {
        self.name = name
    }

    static let preview = AccountModel(name: "Preview")

    func digest() async throws -> [Post] { Post.samples }

    /// The account's posts now, then again whenever they change (legacy-ios16-environment-stream).
    func postUpdates() -> AsyncThrowingStream<[Post], any Error> {
        AsyncThrowingStream { continuation in continuation.yield(Post.samples) }
    }
}

/// A draft edited through an @ObservedObject.
@MainActor
final class LegacyDraft: ObservableObject {
    @Published var title: String

    init(title: String) {
        self.title = title
    }

    static let sample = LegacyDraft(title: "Hello")
}

/// Reading preferences edited by an iOS 16 settings form through an @ObservedObject.
@MainActor
final class LegacyUserPreferences: ObservableObject {
    @Published var autoPlayVideo = true
    @Published var collapsedLineCount = 4
    @Published var defaultVisibility: Visibility = .everyone
    @Published var signature = ""
    /// The server's reading settings win while this is on, as in IceCubesApp before Observation.
    @Published var useInstanceContentSettings = false
    @Published var autoExpandSpoilers = false
    @Published var appAutoExpandSpoilers = false

    static let preview = LegacyUserPreferences()
}
