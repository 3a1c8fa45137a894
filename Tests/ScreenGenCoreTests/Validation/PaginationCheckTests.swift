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

    static let envelope =
        "{ cursor: String, page: TimelinePage, rows: page.posts, next: \"client.timeline(after: cursor)\", cursorOf: page.nextCursor }"

    @Test func aPagedLoadWhosePagesAreEnvelopesIsValid() {
        #expect(SourceCheckTests.errors(Self.spec(pagination: Self.envelope)) == [])
    }

    @Test func anEnvelopeNeedsItsTypeAndItsRows() {
        SourceCheckTests.expectOneError(
            Self.spec(pagination: Self.envelope.replacingOccurrences(of: "page: TimelinePage, ", with: "")),
            "8:41 missing-key 'pagination' has 'rows' but no 'page': a page that is an envelope needs both",
            containing: ["'page' is the type 'call' and 'next' return", "without either, a page is the rows themselves"])
        SourceCheckTests.expectOneError(
            Self.spec(pagination: Self.envelope.replacingOccurrences(of: "rows: page.posts, ", with: "")),
            "8:41 missing-key 'pagination' has 'page' but no 'rows'", containing: ["e.g. rows: page.items"])
    }

    @Test func anUnknownKeyOfPaginationSuggestsTheEnvelopeKeys() {
        let errors = SourceCheckTests.errors(
            Self.spec(pagination: Self.envelope.replacingOccurrences(of: "rows:", with: "row:")))
        #expect(errors.contains { $0.contains("'row'") && $0.contains("did you mean 'rows'?") }, "\(errors)")
    }

    @Test func theRowsReadThePage() {
        SourceCheckTests.expectOneError(
            Self.spec(pagination: Self.envelope.replacingOccurrences(of: "rows: page.posts", with: "rows: pages.posts")),
            "8:61 invalid-expression 'rows' of load 'posts' does not read 'page', so the rows would not be the page's",
            containing: ["did you mean 'page' rather than 'pages'?", "'page' is the envelope just fetched"])
        SourceCheckTests.expectOneError(
            Self.spec(pagination: Self.envelope.replacingOccurrences(of: "cursorOf: page.nextCursor", with: "cursorOf: nextCursor")),
            "8:123 invalid-expression 'cursorOf' of load 'posts' does not read 'page'",
            containing: ["'page' is the envelope just fetched, e.g. 'page.nextCursor'"])
    }

    /// `rows` is read into `rows` after `loadMorePosts()` has bound the rows so far and the cursor.
    @Test func theRowsDoNotReadTheNamesTheLoadFunctionsBind() {
        for (rows, name) in [
            ("page.posts.filter { !rows.contains($0) }", "rows"), ("page.posts(after: cursor)", "cursor"),
            ("current + page.posts", "current"), ("page.posts(request)", "request"),
        ] {
            let errors = SourceCheckTests.errors(
                Self.spec(pagination: Self.envelope.replacingOccurrences(of: "rows: page.posts", with: "rows: \"\(rows)\"")))
            #expect(
                errors.count == 1 && errors[0].contains("invalid-expression 'rows' of load 'posts' reads '\(name)'"),
                "\(errors)")
        }
    }

    @Test func theCallsOfAnEnvelopeDoNotReadThePage() {
        SourceCheckTests.expectOneError(
            Self.spec(pagination: Self.envelope.replacingOccurrences(of: "after: cursor", with: "after: cursor, in: page")),
            "8:79 invalid-expression 'next' of paged load 'posts' reads 'page'",
            containing: ["for 'rows' and 'cursorOf' to read"])
    }

    /// `loadMorePosts` is a method of the screen, as `loadPosts` is: an action may not take its name.
    @Test func anActionMayNotBeNamedLikeTheNextPageFunction() {
        let yaml = Self.spec() + "actions:\n  - { name: loadMorePosts, call: client.refresh() }\n"
        let errors = SourceCheckTests.errors(yaml).filter { $0.contains("duplicate-name") }
        #expect(errors.count == 1 && errors[0].hasPrefix("8:17 duplicate-name 'loadMorePosts'"), "\(errors)")
    }
}
