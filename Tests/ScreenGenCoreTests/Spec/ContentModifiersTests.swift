import Testing

@testable import ScreenGenCore

/// `content.modifiers`: the container's own modifiers, the escape at the size of one line. Written
/// right after the container, checked as every expression is, and read by the rules.
@Suite struct ContentModifiersTests {
    static func spec(_ modifiers: String) -> String {
        """
        screen: Timeline
        loads:
          - { name: posts, type: "[Post]", call: client.timeline() }
        content:
          sections:
            - { load: posts, element: post, row: "PostRow(post: post)" }
          modifiers: \(modifiers)

        """
    }

    @Test func theModifiersFollowTheContainerBeforeTheScreensOwn() throws {
        let spec = try ModelBuilderTests.spec(Self.spec(#"[".listStyle(.plain)", ".scrollContentBackground(.hidden)"]"#))
        let model = ModelBuilder().build(spec)
        #expect(model.content?.modifiers == [".listStyle(.plain)", ".scrollContentBackground(.hidden)"])
        let view = try #require(try SwiftEmitter().emit(model).first { $0.path.hasSuffix("TimelineView.swift") })
        let list = try #require(view.contents.range(of: "List {"))
        let plain = try #require(view.contents.range(of: "        .listStyle(.plain)\n        .scrollContentBackground(.hidden)\n"))
        let task = try #require(view.contents.range(of: ".task {"))
        #expect(list.upperBound < plain.lowerBound && plain.upperBound < task.lowerBound, "\(view.contents)")
    }

    @Test(arguments: [
        (#"["listStyle(.plain)"]"#, "a modifier starts with '.' and its name, not 'listStyle(.plain)'"),
        (#"[".listStyle(.plain"]"#, "'modifiers'"),
        (#"[". listStyle(.plain)"]"#, "has a space after '.'"),
    ])
    func aModifierThatCannotFollowAViewIsALocatedError(_ modifiers: String, _ message: String) {
        let errors = SourceCheckTests.errors(Self.spec(modifiers))
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("7:") == true, "\(errors)")
        #expect(errors.first?.contains("invalid-expression") == true, "\(errors)")
        #expect(errors.first?.contains(message) == true, "\(errors)")
    }

    @Test func theRulesReadTheModifiers() throws {
        let spec = try ModelBuilderTests.spec(Self.spec(#"[".foregroundColor(.secondary)"]"#))
        let reported = RuleEngine().run([spec]).map(\.id)
        #expect(reported.contains("foreground-color"), "\(reported)")
    }
}
