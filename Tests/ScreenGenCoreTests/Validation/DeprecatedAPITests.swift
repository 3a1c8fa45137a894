import Foundation
import Testing

@testable import ScreenGenCore

/// `deprecated-api` against what the iOS SDKs deprecate (issue 41): located at the expression,
/// naming the API, the version, the replacement and the SDK, at the spec's target or the
/// configuration's, and a severity the configuration sets.
@Suite struct DeprecatedAPITests {
    static let spec = """
        screen: Notes
        state:
          - { name: query, type: String, initial: '""' }
        sheets:
          - { case: edit, destination: "NoteEditor().onChange(of: query, perform: { print($0) })" }
          - { case: info, destination: "NavigationLink(destination: InfoView(), isActive: .constant(true)) { Text(\\"Info\\") }" }
          - { case: card, destination: "Text(\\"Draft \\") + Text(query).bold()" }
          - { case: find, destination: "NoteEditor().onChange(of: query) { old, new in print(old, new) }" }
        toolbar:
          - { label: Edit, action: "sheet = .edit" }

        """

    static func warnings(_ result: RunResult) -> [String] {
        result.stdout.split(separator: "\n").filter { $0.contains("[deprecated-api]") }.map(String.init)
    }

    @Test func eachDeprecationAtOrBeforeTheTargetIsALocatedWarning() throws {
        let project = try Sandbox()
        try project.write("Notes.yaml", "platform: { iOS: \"26.0\" }\n" + Self.spec)
        let result = try project.screengen("validate", "Notes.yaml")
        #expect(result.status == 0, "\(result.stdout)")
        #expect(
            Self.warnings(result) == [
                "Notes.yaml:6:32: warning: the destination of sheet 'edit' uses onChange(…perform:…), which iOS 17.0 "
                    + "deprecates (the iOS 17.4 SDK's interface says so); the target is iOS 26.0 [deprecated-api]",
                "Notes.yaml:7:32: warning: the destination of sheet 'info' uses NavigationLink(…isActive:…), which iOS "
                    + "16.0 deprecates (the iOS 17.4 SDK's interface says so); the target is iOS 26.0 [deprecated-api]",
                "Notes.yaml:8:32: warning: the destination of sheet 'card' uses Text + Text, which iOS 26.0 deprecates "
                    + "(the iOS 26.2 SDK's interface says so); the target is iOS 26.0 [deprecated-api]",
            ], "\(result.stdout)")
        // The replacement the interface gives, as the fix-it.
        let interpolation = "fix-it: the SDK says: Use string interpolation on `Text` instead"
        #expect(result.stdout.contains(interpolation), "\(result.stdout)")
        #expect(result.stdout.contains("fix-it: the SDK says: use NavigationLink(value:label:)"), "\(result.stdout)")
    }

    /// What iOS deprecates after the target is not reported (at iOS 16, `onChange(of:perform:)` is
    /// the only form there is), and a spec without `platform` is at the configuration's.
    @Test func theTargetDecidesAndTheConfigurationGivesIt() throws {
        let project = try Sandbox()
        try project.write("Notes.yaml", Self.spec)
        try project.write("screengen.yml", "platform: { iOS: \"17.0\" }\n")
        let at17 = Self.warnings(try project.screengen("validate", "Notes.yaml"))
        #expect(at17.map { $0.prefix(13) } == ["Notes.yaml:5:", "Notes.yaml:6:"], "\(at17)")
        try project.write("screengen.yml", "platform: { iOS: \"16.0\" }\n")
        let at16 = Self.warnings(try project.screengen("validate", "Notes.yaml"))
        #expect(at16.map { $0.prefix(13) } == ["Notes.yaml:6:"], "\(at16)")
        // The configuration's severity.
        try project.write("screengen.yml", "platform: { iOS: \"17.0\" }\nrules: { deprecated-api: error }\n")
        let raised = try project.screengen("validate", "Notes.yaml")
        #expect(raised.status == 1)
        #expect(raised.stdout.contains("Notes.yaml:5:32: error: the destination of sheet 'edit' uses onChange"))
    }

    /// An app's expressions are read too: they are pasted into its root view.
    @Test func anAppsModifiersAreRead() throws {
        let app = AppRulesTests.app.replacingOccurrences(
            of: ".tint(.accentColor)", with: ".onChange(of: client.isSignedIn, perform: { _ in })")
        let found = try AppRulesTests.diagnostics(app + "platform: { iOS: \"17.0\" }\n")
        #expect(found.map(\.id) == ["deprecated-api"] && found.first?.location.line == 9, "\(found)")
        #expect(try AppRulesTests.diagnostics(app + "platform: { iOS: \"16.0\" }\n").isEmpty)
    }

    /// Only the call's own labels count, and only where every overload taking them is deprecated.
    @Test(arguments: [
        ("NavigationLink(destination: InfoView(isActive: true)) { Text(\"x\") }", false),
        ("NavigationLink(value: note) { Text(\"x\") }", false),
        ("NavigationLink(\"x\", tag: 1, selection: $chosen) { InfoView() }", true),
        ("NavigationLink(isActive: $shown) { InfoView() } label: { Text(\"x\") }", true),
        ("Row().onChange(of: q, reload)", false), ("Row().onChange(of: q) { reload() }", false),
        ("Row().onChange(of: q) { _ in reload() }", true), ("Row().onChange(of: q, initial: true) { reload() }", false),
        ("Row().onChange(of: q, perform: reload)", true), ("Text(\"a\") + Text(\"b\")", true),
        ("Text(\"a\" + \"b\")", false), ("count + Total(1)", false),
    ])
    func callsAreReadByTheirOwnLabels(_ text: String, _ deprecated: Bool) {
        let expression = SpecExpression(
            .sheetDestination, Located(text, at: SourceLocation(file: "x.yaml", line: 1, column: 1)), entry: nil,
            lead: "")
        #expect((DeprecatedAPIRule.deprecatedAPI(in: expression, at: OSVersion(26)) != nil) == deprecated, "\(text)")
    }

    /// The table holds what the SDKs deprecate at a version, not placeholders, and a name only
    /// when no overload of it is current.
    @Test func theTableHoldsConcreteDeprecationsOfWholeOverloadSets() {
        let table = SDKAvailability.deprecated
        #expect(!table.isEmpty)
        #expect(table.allSatisfy { $0.iOS <= OSVersion(26, 2) && ["17.4", "18.6", "26.2"].contains($0.sdk) })
        let patterns = table.map { $0.pattern + ($0.label.map { "(…\($0):" } ?? "") }
        for current in [".onChange", ".foregroundColor", ".navigationBarTitle", "NavigationView", ".animation"] {
            #expect(!patterns.contains(current), "\(current)")
        }
        #expect(patterns.contains(".onChange(…perform:") && patterns.contains("NavigationLink(…isActive:"))
        #expect(table.contains { $0.sdk == "26.2" }, "a deprecation only the 26.2 SDK knows")
        for entry in table {
            let tokens = APIPatternIndex<DeprecatedAPI>.patternTokens(entry.pattern)
            #expect(tokens == SwiftFragment.matchTexts(entry.pattern))
        }
    }
}
