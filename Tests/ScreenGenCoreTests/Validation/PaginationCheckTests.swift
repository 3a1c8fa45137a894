import Testing

@testable import ScreenGenCore

/// The located errors of a paged load (`pagination`), through the spec loader as a run sees them.
@Suite struct PaginationCheckTests {
    static func spec(
        type: String = "\"[Post]\"", stream: String = "",
        pagination: String = "{ cursor: Post.ID, next: \"client.timeline(after: cursor)\", cursorOf: \"page.last?.id\" }"
    ) -> String {
        """
        screen: Timeline
        environment:
          - { name: client, type: FeedClient, preview: FeedClient.preview }
        loads:
          - name: posts
            type: \(type)
            call: client.timeline()
            pagination: \(pagination)
        \(stream)
        """
    }

    @Test func aPagedArrayLoadIsValid() {
        #expect(SourceCheckTests.errors(Self.spec()) == [])
    }

    @Test func aPagedLoadIsAnArray() {
        SourceCheckTests.expectOneError(
            Self.spec(type: "Post"), "6:11 invalid-value load 'posts' is paged, but its type 'Post' is not an array",
            containing: ["give the load an array type"])
        SourceCheckTests.expectOneError(
            Self.spec(type: "\"[String: Post]\""), "6:11 invalid-value load 'posts' is paged")
        #expect(SourceCheckTests.errors(Self.spec(type: "Array<Post>")) == [])
    }

    @Test func aStreamHasNoPages() {
        SourceCheckTests.expectOneError(
            Self.spec(stream: "    stream: throwing"), "9:13 invalid-value load 'posts' follows a stream, which has no pages")
    }

    @Test func nextReadsTheCursorAndCursorOfReadsThePage() {
        SourceCheckTests.expectOneError(
            Self.spec(pagination: "{ cursor: Post.ID, next: client.timeline(), cursorOf: \"page.last?.id\" }"),
            "8:42 invalid-expression 'next' of load 'posts' does not read 'cursor'")
        SourceCheckTests.expectOneError(
            Self.spec(pagination: "{ cursor: Post.ID, next: \"client.timeline(after: cursor)\", cursorOf: nil }"),
            "8:86 invalid-expression 'cursorOf' of load 'posts' does not read 'page'")
    }

    @Test func theCallsDoNotReadTheNameOfThePageTheyFetch() {
        SourceCheckTests.expectOneError(
            Self.spec(pagination: "{ cursor: Post.ID, next: \"client.timeline(after: cursor, page: page)\", cursorOf: \"page.last?.id\" }"),
            "8:42 invalid-expression 'next' of paged load 'posts' reads 'page'")
    }

    @Test func anInvalidExpressionIsALocatedError() {
        SourceCheckTests.expectOneError(
            Self.spec(pagination: "{ cursor: Post.ID, next: \"client.timeline(after: cursor\", cursorOf: \"page.last?.id\" }"),
            "8:42 invalid-expression 'next'")
        let errors = SourceCheckTests.errors(Self.spec(pagination: "{ cursor: Post.ID, next: \"client.timeline(after: cursor)\" }"))
        #expect(errors.count == 1 && errors[0].contains("missing-key") && errors[0].contains("cursorOf"), "\(errors)")
    }

    /// `loadMorePosts` is a method of the screen, as `loadPosts` is: an action may not take its name.
    @Test func anActionMayNotBeNamedLikeTheNextPageFunction() {
        let yaml = Self.spec() + "actions:\n  - { name: loadMorePosts, call: client.refresh() }\n"
        let errors = SourceCheckTests.errors(yaml).filter { $0.contains("duplicate-name") }
        #expect(errors.count == 1 && errors[0].hasPrefix("8:17 duplicate-name 'loadMorePosts'"), "\(errors)")
    }
}
