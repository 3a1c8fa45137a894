import Foundation
import Testing

@testable import ScreenGenCore

/// The located errors of rows that push a route (`navigate`), and how the call is read.
@Suite struct RowNavigationCheckTests {
    /// The decoder's and the structure check's diagnostics for a screen whose one section is
    /// `section` (a flow-style mapping), under `header`.
    private func diagnostics(_ section: String, header: String = Self.owner) throws -> [Diagnostic] {
        let text = "screen: Shelf\n" + header + "content:\n  sections:\n    - " + section + "\n"
        var diagnostics: [Diagnostic] = []
        let root = try #require(YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics))
        guard let spec = SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics) else {
            return diagnostics
        }
        return diagnostics + StructureCheck().check(spec)
    }

    private static let owner = """
        routes:
          - { case: book, value: Book.ID, destination: "BookView(id: value)" }
          - { case: settings, destination: SettingsView() }

        """

    private static let row = "{ items: books, element: book, row: \"BookRow(book: book)\", navigate: "

    @Test func anOwnersRowsPushItsRoutes() throws {
        for call in ["book(book.id)", "settings", "settings()", "`book`(book.id)"] {
            let found = try diagnostics(Self.row + "\"\(call)\" }")
            #expect(found.isEmpty, "\(call): \(DiagnosticFormat.text.render(found))")
        }
    }

    @Test func anUnknownRouteIsLocatedWithASuggestion() throws {
        let found = try diagnostics(Self.row + "boook(book.id) }")
        let error = try #require(found.first { $0.id == "unknown-route" })
        #expect(error.message == "'boook' names no route of this screen")
        #expect(error.notes.first == "did you mean 'book'?")
        #expect(error.location.line == 7 && error.location.column == 76)
        #expect(found.count == 1)
    }

    @Test func theValueMustFitTheCase() throws {
        let cases = [
            ("book", "passes no value; the route carries a Book.ID"),
            ("settings(book.id)", "passes a value; the route carries none"),
            ("\"book(book.id, 2)\"", "passes 2 values; a route case carries one"),
        ]
        for (call, problem) in cases {
            let found = try diagnostics(Self.row + call + " }")
            let error = try #require(found.first { $0.id == "route-arity" }, "\(call)")
            #expect(error.message.hasSuffix(problem), "\(error.message)")
            #expect(found.count == 1, "\(call): \(DiagnosticFormat.text.render(found))")
        }
    }

    @Test func aCallThatIsNoRouteCaseIsRefused() throws {
        for call in ["\".book(book.id)\"", "\"LibraryRoute.book(1)\"", "\"book(1).id\""] {
            let found = try diagnostics(Self.row + call + " }")
            #expect(found.map(\.id) == ["invalid-route-call"], "\(call): \(DiagnosticFormat.text.render(found))")
        }
    }

    @Test func aScreenOutsideAStackCannotNavigate() throws {
        let found = try diagnostics(Self.row + "book(book.id) }", header: "")
        #expect(found.map(\.id) == ["navigate-outside-stack"])
    }

    /// A participant's routes are its flow owner's, in another spec: alone, only the shape is checked.
    @Test func aParticipantIsCheckedForShapeOnly() throws {
        let header = "navigation: participant\nflow: Library\n"
        #expect(try diagnostics(Self.row + "author(book.author) }", header: header).isEmpty)
        let found = try diagnostics(Self.row + "\"author(a, b)\" }", header: header)
        #expect(found.map(\.id) == ["route-arity"])
    }

    /// With its flow's owner in the run, a participant's pushed routes are checked against the
    /// owner's, with the owner's file named; without it, nothing more is said.
    @Test func aParticipantsRoutesAreTheOwnersWhenTheOwnerIsInTheRun() throws {
        func load(_ text: String, _ file: String) throws -> (ScreenSpec, ScreenFacts) {
            let result = SpecLoader().load(bytes: Array(text.utf8), file: file)
            return (try #require(result.spec), try #require(result.facts))
        }
        let owner = try load("screen: Library\n" + Self.owner, "Library.yaml")
        let participant = { (call: String) in
            try load(
                "screen: Shelf\nnavigation: participant\nflow: Library\ncontent:\n  sections:\n    - " + Self.row + call
                    + " }\n", "Shelf.yaml")
        }
        let check = RowNavigationCheck()
        let fine = try participant("book(book.id)")
        #expect(check.checkParticipants([owner.0, fine.0], facts: [owner.1, fine.1]).isEmpty)
        let unknown = try participant("boook(book.id)")
        let found = check.checkParticipants([owner.0, unknown.0], facts: [owner.1, unknown.1])
        #expect(found.map(\.id) == ["unknown-route"])
        #expect(found.first?.message == "'boook' names no route of the flow Library (Library.yaml)")
        #expect(found.first?.notes.first == "did you mean 'book'?")
        #expect(found.first?.location.file == "Shelf.yaml" && found.first?.location.line == 6)
        let arity = try participant("settings(book.id)")
        #expect(
            check.checkParticipants([arity.0, owner.0], facts: [arity.1, owner.1]).map(\.id) == ["route-arity"])
        #expect(check.checkParticipants([unknown.0], facts: [unknown.1]).isEmpty, "the owner is not in the run")
    }

    @Test func aSectionOfFieldsDoesNotNavigate() throws {
        let found = try diagnostics("{ fields: [{ toggle: On, bind: isOn }], navigate: settings }")
        #expect(found.contains { $0.id == "field-key-not-applicable" && $0.message.contains("'navigate'") })
    }

    @Test func theCallIsReadOnce() {
        let call = RouteCall("book( book.id )")
        #expect(call?.caseName == "book" && call?.argument == "book.id" && call?.argumentCount == 1)
        #expect(RouteCall("pair(f(a, b))")?.argumentCount == 1)
        #expect(RouteCall("pair([a, b], c)")?.argumentCount == 2)
        #expect(RouteCall("settings")?.argument == nil)
        #expect(RouteCall("a + b") == nil)
    }
}

/// Rows that run something when tapped (`onTap`): read with the one button-action reader, refused
/// beside `navigate` and on fields, and checked for unknown actions like every button.
@Suite struct RowTapTests {
    private func load(_ section: String, extra: String = "") -> (ScreenSpec?, [Diagnostic]) {
        let text = """
            screen: Shelf
            state: [{ name: sheet, type: "ShelfSheet?", initial: nil }]
            routes: [{ case: book, value: Book.ID, destination: "BookView(id: value)" }]
            content:
              sections:
                - \(section)
            \(extra)
            """
        let result = SpecLoader().load(bytes: Array(text.utf8), file: "t.yaml")
        return (result.spec, result.diagnostics)
    }

    @Test func aTapRunsAButtonsSteps() throws {
        let (spec, found) = load(
            "{ items: books, element: book, row: \"BookRow(book: book)\", onTap: [\"print(book)\", \"sheet = nil\"] }")
        #expect(found.filter { $0.severity == .error }.isEmpty, "\(DiagnosticFormat.text.render(found))")
        #expect(spec?.content?.sections.first?.onTap.map(\.value) == ["print(book)", "sheet = nil"])
        let model = ModelBuilder().build(try #require(spec))
        let button = try #require(model.content?.sections.first?.onTap)
        #expect(button.steps.count == 2 && !button.runsInTask)
    }

    @Test func aRowEitherPushesOrRunsATap() throws {
        let (_, found) = load(
            "{ items: books, element: book, row: \"BookRow(book: book)\", navigate: book(book.id), onTap: print(book) }"
        )
        let error = try #require(found.first { $0.id == "row-tap-conflict" })
        #expect(error.location.line == 6)
        #expect(found.filter { $0.severity == .error }.count == 1)
    }

    @Test func fieldsHaveNoTap() throws {
        let (_, found) = load("{ fields: [{ toggle: On, bind: isOn }], onTap: print(1) }")
        #expect(found.contains { $0.id == "field-key-not-applicable" && $0.message.contains("'onTap'") })
    }

    @Test func anUnknownActionIsReported() throws {
        let (_, found) = load("{ items: books, element: book, row: \"BookRow(book: book)\", onTap: edit }")
        #expect(found.contains { $0.id == "unknown-action" })
    }
}
