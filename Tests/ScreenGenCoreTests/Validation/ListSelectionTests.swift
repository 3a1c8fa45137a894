import Foundation
import Testing

@testable import ScreenGenCore

/// A list's `selection` binds like a control's `bind`, to a `Set` of ids or an optional id, and
/// only a list has one: each mistake is a located error.
@Suite struct ListSelectionTests {
    private func diagnostics(_ content: String) throws -> [Diagnostic] {
        let text = """
            screen: Picks
            inputs:
              - { name: chosen, type: Set<Post.ID>, preview: "[]" }
            state:
              - { name: selection, type: Set<Post.ID>, initial: "[]" }
              - { name: current, type: Post.ID?, initial: nil }
              - { name: count, type: Int, initial: "0" }
            content:
            \(content)
            """
        var diagnostics: [Diagnostic] = []
        let root = try #require(YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics))
        guard let spec = SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics) else {
            return diagnostics
        }
        return diagnostics + StructureCheck().check(spec)
    }

    @Test func aSetOrAnOptionalIdIsASelection() throws {
        #expect(try diagnostics("  selection: selection\n").isEmpty)
        #expect(try diagnostics("  selection: current\n").isEmpty)
    }

    @Test func aSelectionBelongsToAList() throws {
        let found = try diagnostics("  container: form\n  selection: selection\n")
        #expect(found.map(\.id) == ["selection-without-list"])
        #expect(found.first?.location.line == 10 && found.first?.location.column == 14)
    }

    @Test func aSelectionThatIsNoSetIsAMismatch() throws {
        let found = try diagnostics("  selection: count\n")
        #expect(found.map(\.id) == ["binding-type-mismatch"])
        #expect(
            found.first?.message == "'count' is Int, but a list's selection is a Set of the rows' ids or an optional id"
        )
        #expect(found.first?.notes == ["declared at line 7, column 26"])
    }

    @Test func aLetInputCannotBeSelectedInto() throws {
        let found = try diagnostics("  selection: chosen\n")
        #expect(found.map(\.id) == ["unbindable-member"])
    }
}

/// A toolbar's Select All: it needs a Set selection and a load of rows, each a located error.
@Suite struct SelectAllTests {
    private func diagnostics(selection: String?, load: String = "posts", type: String = "[Post]") -> [Diagnostic] {
        let text = """
            screen: Picks
            state:
              - { name: selection, type: Set<Post.ID>, initial: "[]" }
              - { name: current, type: Post.ID?, initial: nil }
            environment: [{ name: client, type: FeedClient, preview: FeedClient.preview }]
            loads: [{ name: posts, type: "\(type)", call: client.trendingPosts() }]
            content:
            \(selection.map { "  selection: \($0)\n" } ?? "")  sections: [{ load: posts, element: post, row: "PostRow(post: post)" }]
            toolbar:
              - { selectAll: \(load), whileEditing: true }
            """
        return SpecLoader().load(bytes: Array(text.utf8), file: "t.yaml").diagnostics.filter { $0.severity == .error }
    }

    @Test func aSetSelectionAndALoadOfRowsAreFine() {
        #expect(diagnostics(selection: "selection").isEmpty)
    }

    @Test func eachMistakeIsLocatedAtTheItem() throws {
        let cases: [(String?, String, String, String)] = [
            (nil, "posts", "[Post]", "select-all-without-selection"),
            ("current", "posts", "[Post]", "binding-type-mismatch"),
            ("selection", "post", "[Post]", "unknown-load"),
            ("selection", "posts", "Post", "select-all-not-collection"),
        ]
        for (selection, load, type, id) in cases {
            let found = diagnostics(selection: selection, load: load, type: type)
            #expect(found.map(\.id) == [id], "\(id): \(DiagnosticFormat.text.render(found))")
            #expect(found.first?.location.line == (selection == nil ? 10 : 11), "\(id)")
        }
    }

    @Test func theModelSelectsIntoTheBinding() throws {
        let text = """
            screen: Picks
            state: [{ name: selection, type: Set<Post.ID>, initial: "[]" }]
            environment: [{ name: client, type: FeedClient, preview: FeedClient.preview }]
            loads: [{ name: posts, type: "[Post]", call: client.trendingPosts() }]
            content: { selection: selection, sections: [{ load: posts, element: post, row: "PostRow(post: post)" }] }
            toolbar: [{ selectAll: posts }]
            """
        let spec = try #require(SpecLoader().load(bytes: Array(text.utf8), file: "t.yaml").spec)
        let model = ModelBuilder().build(spec)
        guard case .selectAll(let selection, let load) = model.toolbar.first?.content else {
            Issue.record("no Select All item")
            return
        }
        #expect(selection.member == "selection" && load.name == "posts")
    }

    @Test func selectAllOverAPagedLoadBindsItsRowsBesideTheNextPage() throws {
        let text = """
            screen: Picks
            state: [{ name: selection, type: Set<Post.ID>, initial: "[]" }]
            environment: [{ name: service, type: PostsService, preview: PostsService.preview }]
            loads:
              - name: posts
                type: "[Post]"
                call: service.timeline()
                pagination: { cursor: Post.ID, next: "service.timeline(after: cursor)", cursorOf: "page.last?.id" }
            content: { selection: selection, sections: [{ load: posts, element: post, row: "PostRow(post: post)" }] }
            toolbar: [{ selectAll: posts }]
            """
        let spec = try #require(SpecLoader().load(bytes: Array(text.utf8), file: "t.yaml").spec)
        let view = try #require(
            try SwiftEmitter().emit(ModelBuilder().build(spec)).first { $0.path.hasSuffix("View.swift") })
        #expect(view.contents.contains("if case .loaded(let posts, _) = posts {"))
    }
}
