import Foundation
import Testing
@testable import ScreenGenCore

/// Every rule's examples are its tests, the registry is complete, and docs/rules.md is what
/// `screengen rules --format markdown` prints.
@Suite struct RuleCatalogueTests {
    static let rules: [String] = RuleRegistry.all.map { $0.description.id }.sorted()

    static func rule(_ id: String) -> any Rule.Type { RuleRegistry.rule(id)! }

    @Test(arguments: rules)
    func triggeringExamplesRaiseExactlyThisRuleAtTheMarkers(_ id: String) {
        let rule = Self.rule(id)
        #expect(!rule.description.triggering.isEmpty, "\(id) has no triggering example")
        for (index, example) in rule.description.triggering.enumerated() {
            let diagnostics = RuleExamples.diagnostics(rule, example: example, file: "example.yaml")
            let expected = RuleExamples.markers(example)
            #expect(!expected.isEmpty, "\(id) triggering example \(index + 1) has no ↓ marker")
            let raised = diagnostics.map { "\($0.id)@\($0.location.line):\($0.location.column)" }
            let wanted = expected.map { "\(id)@\($0.line):\($0.column)" }
            #expect(raised == wanted, "\(id) triggering example \(index + 1):\n\(DiagnosticFormat.text.render(diagnostics))")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesRaiseNothing(_ id: String) {
        let rule = Self.rule(id)
        #expect(!rule.description.nonTriggering.isEmpty, "\(id) has no non-triggering example")
        for (index, example) in rule.description.nonTriggering.enumerated() {
            let diagnostics = RuleExamples.diagnostics(rule, example: example, file: "example.yaml")
            #expect(diagnostics.isEmpty, "\(id) non-triggering example \(index + 1):\n\(DiagnosticFormat.text.render(diagnostics))")
        }
    }

    @Test(arguments: rules)
    func descriptionsAreComplete(_ id: String) {
        let d = Self.rule(id).description
        #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "ids are kebab-case")
        #expect(!d.summary.isEmpty && !d.rationale.isEmpty && !d.source.isEmpty && !d.digest.isEmpty)
        #expect(d.digest.allSatisfy { (1...Catalogue.digestStatementCount).contains($0) })
    }

    /// Flags of several kinds become one list per kind, each case under the list it belongs in.
    @Test func presentationFlagsFixItNamesEachKindsList() {
        let example = """
            screen: Library
            state:
              - { name: isDeleteAlertPresented, type: Bool, initial: "false" }
              - { name: isShowingSettings, type: Bool, initial: "false" }
              - { name: isShowingShareDialog, type: Bool, initial: "false" }
            """
        let diagnostics = RuleExamples.diagnostics(Self.rule("boolean-presentation-flags"), example: example, file: "x.yaml")
        #expect(
            diagnostics.first?.notes == [
                "fix-it: sheets: [{ case: settings, destination: … }] — one enum shown with .sheet(item:); "
                    + "alerts: [{ case: delete, title: … }] — one enum shown with .alert(_:isPresented:presenting:); "
                    + "confirmationDialogs: [{ case: share, title: … }] — one enum shown with "
                    + ".confirmationDialog(_:isPresented:presenting:)"
            ])
    }

    /// Linux has no reflection: every file in Rules/ must be registered, and named after its type.
    @Test func everyRuleFileIsRegistered() throws {
        let folder = TestPaths.path("Sources/ScreenGenCore/Validation/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix("Rule.swift") }
        let types = RuleRegistry.all.map { String(describing: $0) + ".swift" }
        #expect(Set(files) == Set(types))
        #expect(Set(Self.rules).count == Self.rules.count, "rule ids are unique")
    }

    @Test func everyDigestStatementIsCovered() {
        let markdown = RuleCatalogueDocs.markdown()
        for statement in 1...Catalogue.digestStatementCount {
            let covered = !markdown.contains("| \(statement) |  |")
            #expect(covered, "digest statement \(statement) is covered by nothing")
        }
    }

    /// Each invariant names the test that guarantees it; that test must exist, in whichever stage
    /// folder of the tests it lives.
    @Test func everyInvariantNamesARealTest() throws {
        let folder = TestPaths.path("Tests/ScreenGenCoreTests")
        let sources = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }.joined()
        for invariant in Catalogue.invariants {
            let parts = invariant.test.split(separator: ".")
            #expect(sources.contains("struct \(parts[0])") && sources.contains("func \(parts[1])("), "\(invariant.test)")
        }
    }

    @Test func rulesAndExplainThroughTheBinary() throws {
        let list = try screengen("rules")
        #expect(list.status == 0)
        for id in Self.rules { #expect(list.stdout.contains(id)) }
        let json = try screengen("rules", "--format", "json")
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(
            (parsed?["rules"] as? [[String: Any]])?.count
                == Self.rules.count + Catalogue.invariants.count + CheckCatalogue.all.count)
        let explain = try screengen("explain", "task-id-missing")
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("warning: load 'results' reads 'query'"))
        let unknown = try screengen("explain", "task-id-mising")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'task-id-missing'?"))
        // A check, which no rule is, is explained too, with its example's report.
        let check = try screengen("explain", "duplicate-key")
        #expect(check.status == 0)
        #expect(check.stdout.hasPrefix("duplicate-key (error, check): "))
        #expect(check.stdout.contains("example.yaml:2:1: error: duplicate key 'screen'"))
        let near = try screengen("explain", "duplicate-kee")
        #expect(near.stderr.contains("is not a rule or check id; did you mean 'duplicate-key'?"))
    }
}
