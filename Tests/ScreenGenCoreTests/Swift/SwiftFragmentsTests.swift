import Testing

@testable import ScreenGenCore

/// The fragments a spec's decoder keeps so the rules do not lex its texts again.
@Suite struct SwiftFragmentsTests {
    static func at(_ line: Int, _ column: Int) -> ScreenGenCore.SourceLocation {
        ScreenGenCore.SourceLocation(file: "spec.yaml", line: line, column: column)
    }

    static func sameReading(_ a: SwiftFragment, _ b: SwiftFragment) -> Bool {
        a.tokens == b.tokens && a.problem == b.problem && a.end == b.end && a.scalars == b.scalars
    }

    @Test func aKeptFragmentIsFoundAtItsPlaceWhateverTheOrderOfReading() throws {
        var fragments = SwiftFragments()
        // The decoder reads an entry's keys in its own order, not the file's.
        let places = [
            (3, 9, "client.posts()"), (1, 5, "[Post]"), (3, 2, "x ? a : b"), (2, 7, "Post.ID"), (3, 30, "f("),
        ]
        for (line, column, text) in places {
            let read = fragments.read(text, at: Self.at(line, column))
            #expect(Self.sameReading(read, SwiftFragment(text)))
        }
        for (line, column, text) in places {
            let kept = try #require(fragments.kept(Located(text, at: Self.at(line, column))), "\(text)")
            #expect(Self.sameReading(kept, SwiftFragment(text)), "\(text)")
        }
    }

    @Test func anotherTextAtTheSamePlaceIsReadAfresh() {
        var fragments = SwiftFragments()
        _ = fragments.read("alert.title", at: Self.at(4, 12))
        let other = Located("item.name", at: Self.at(4, 12))
        #expect(fragments.kept(other) == nil)
        #expect(Self.sameReading(fragments.fragment(other), SwiftFragment("item.name")))
        #expect(fragments.kept(Located("alert.title", at: Self.at(4, 13))) == nil)
    }

    /// Every type and expression the rules match comes lexed from the decoder, but for the
    /// interpolations of texts, which the decoder reads within their text.
    @Test func theRulesFindEveryDecodedExpressionKept() throws {
        let spec = try SpecExpressionsTests.spec(
            """
            screen: Feed
            environment:
              - { name: client, type: FeedClient, preview: { loaded: FeedClient.preview, error: FeedClient.failing } }
            inputs:
              - { name: author, type: Author, preview: Author.sample }
            state:
              - { name: query, type: String, initial: '""' }
              - { name: shown, type: "Post?", initial: nil }
            loads:
              - { name: feed, type: "[Post]", call: "client.posts(for: author)" }
            content:
              sections:
                - { load: feed, element: post, row: "PostRow(post: post)" }
            alerts:
              - { case: failed, item: any Error, title: 'Failed: \\(item.localizedDescription)' }
            confirmationDialogs:
              - { case: delete, title: Delete?, actions: [{ label: Delete, action: shown = nil }, { label: Keep }] }
            toolbar:
              - { label: 'Edit \\(query)', systemImage: pencil, action: shown = nil, disabled: query.isEmpty }
            """)
        let expressions = spec.expressions
        #expect(expressions.count > 10)
        for expression in expressions {
            let text = Located(expression.text, at: expression.location)
            let kept = spec.fragments.kept(text)
            if expression.role == .alertText || expression.role == .toolbarText {
                #expect(kept == nil)
            } else {
                #expect(kept != nil, "\(expression.role) \(expression.text)")
            }
            #expect(Self.sameReading(expression.fragment, SwiftFragment(expression.text)), "\(expression.text)")
        }
    }
}
