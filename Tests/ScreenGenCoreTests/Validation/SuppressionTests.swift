import Foundation
import Testing
@testable import ScreenGenCore

/// Suppressions and configured severities change exactly what they name, and every mistake in
/// them is located: a suppression that silences nothing, an unknown rule id, a missing reason, a
/// bad override. `--strict` is checked through the built binary.
@Suite struct SuppressionTests {
    /// A spec that breaks two rules: `task-id-missing` on the load's call (line 9) and
    /// `foreground-color` on the section's row (line 15). `load` is line 10, inside the load entry;
    /// `section` line 16, inside the section entry; `screen` starts at line 17, at the top level.
    static func spec(load: String = "", section: String = "", screen: String = "") -> String {
        """
        screen: Search
        environment:
          - { name: client, type: SearchClient, preview: { loaded: SearchClient.preview, loading: SearchClient.loading, error: SearchClient.failing } }
        state:
          - { name: query, type: String, initial: '""' }
        loads:
          - name: results
            type: "[Result]"
            call: "client.search(for: query)"
        \(load)
        content:
          sections:
            - load: results
              element: result
              row: "ResultRow(result: result).foregroundColor(.secondary)"
        \(section)
        \(screen)
        """
    }

    static func diagnostics(_ yaml: String, overrides: [String: Located<String>] = [:]) -> [Diagnostic] {
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "search.yaml")
        guard let spec = result.spec else { return result.diagnostics }
        return (result.diagnostics + RuleEngine(overrides: overrides).run([spec])).sortedForDisplay()
    }

    static func ids(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map { "\($0.severity.rawValue) \($0.id)" } }

    @Test func theSpecBreaksTwoRules() {
        #expect(Self.ids(Self.diagnostics(Self.spec())) == ["warning task-id-missing", "warning foreground-color"])
    }

    @Test func aScreenSuppressionSilencesItsRuleOnly() {
        let yaml = Self.spec(screen: "suppress:\n  - { rule: task-id-missing, reason: The query is fixed per screen. }")
        #expect(Self.ids(Self.diagnostics(yaml)) == ["warning foreground-color"])
    }

    @Test func anEntrySuppressionSilencesItsRuleOnThatEntryOnly() {
        let onLoad = Self.spec(load: "    suppress: [{ rule: task-id-missing, reason: The query is fixed per screen. }]")
        #expect(Self.ids(Self.diagnostics(onLoad)) == ["warning foreground-color"])
        let onSection = Self.spec(section: "      suppress: [{ rule: foreground-color, reason: The row wants a fixed color. }]")
        #expect(Self.ids(Self.diagnostics(onSection)) == ["warning task-id-missing"])
    }

    @Test func aSuppressionOnAnotherEntrySilencesNothingAndSaysSo() {
        // task-id-missing is about the load, so a suppression on the section does not reach it.
        let yaml = Self.spec(section: "      suppress: [{ rule: task-id-missing, reason: Wrong place. }]")
        let found = Self.diagnostics(yaml)
        #expect(Self.ids(found) == ["warning task-id-missing", "warning foreground-color", "warning unused-suppression"])
        let unused = found.first { $0.id == "unused-suppression" }
        #expect(unused?.location.line == 16)
        #expect(unused?.message == "suppression of 'task-id-missing' silences nothing")
    }

    @Test func anUnusedScreenSuppressionWarns() {
        let yaml = Self.spec(screen: "suppress:\n  - { rule: any-view, reason: The rows erase types. }")
        let found = Self.diagnostics(yaml)
        #expect(Self.ids(found).filter { $0.hasSuffix("unused-suppression") } == ["warning unused-suppression"])
        #expect(found.first { $0.id == "unused-suppression" }?.location.line == 18)
    }

    @Test func anUnknownRuleIdIsAnErrorWithADidYouMean() {
        let yaml = Self.spec(screen: "suppress:\n  - { rule: task-id-mising, reason: Typo. }")
        let found = Self.diagnostics(yaml)
        let unknown = found.first { $0.id == "unknown-rule" }
        #expect(unknown?.severity == .error)
        #expect(unknown?.message == "'task-id-mising' is not a rule id")
        #expect(unknown?.notes == ["did you mean 'task-id-missing'?"])
        // It is not also reported as unused, and silences nothing.
        #expect(!found.contains { $0.id == "unused-suppression" })
        #expect(found.contains { $0.id == "task-id-missing" })
    }

    @Test(arguments: ["{ rule: task-id-missing }", "{ rule: task-id-missing, reason: '' }", "{ rule: task-id-missing, reason: '  ' }"])
    func aMissingOrEmptyReasonIsAnError(_ entry: String) {
        let found = Self.diagnostics(Self.spec(screen: "suppress:\n  - \(entry)"))
        #expect(found.contains { $0.severity == .error && $0.id == "missing-key" && $0.location.line == 18 })
    }

    static func override(_ id: String, _ value: String) -> [String: Located<String>] {
        [id: Located(value, at: SourceLocation(file: "screengen.yml", line: 2, column: 3))]
    }

    @Test func overridesChangeSeverityOrSwitchARuleOff() {
        #expect(Self.ids(Self.diagnostics(Self.spec(), overrides: Self.override("foreground-color", "error")))
            == ["warning task-id-missing", "error foreground-color"])
        #expect(Self.ids(Self.diagnostics(Self.spec(), overrides: Self.override("task-id-missing", "off")))
            == ["warning foreground-color"])
        // A note rule can be raised to a warning.
        let spacing = Self.spec().replacingOccurrences(of: "ResultRow(result: result).foregroundColor(.secondary)",
            with: "HStack(spacing: 8) { ResultRow(result: result) }")
        #expect(Self.ids(Self.diagnostics(spacing)) == ["warning task-id-missing", "note stack-spacing"])
        #expect(Self.ids(Self.diagnostics(spacing, overrides: Self.override("stack-spacing", "warning")))
            == ["warning task-id-missing", "warning stack-spacing"])
    }

    @Test func badOverridesAreLocatedErrors() {
        let unknown = RuleEngine(overrides: Self.override("foreground-colour", "off")).run([])
        #expect(unknown.count == 1)
        #expect(unknown.first?.id == "unknown-rule" && unknown.first?.severity == .error)
        #expect(unknown.first?.notes == ["did you mean 'foreground-color'?"])
        #expect(unknown.first?.location.file == "screengen.yml")
        let severity = RuleEngine(overrides: Self.override("foreground-color", "fatal")).run([])
        #expect(severity.map(\.id) == ["invalid-value"])
        #expect(severity.first?.severity == .error)
        #expect(severity.first?.notes == ["expected one of: error, warning, off"])
    }

    // MARK: - Through the binary

    /// A project directory with one spec and, optionally, a screengen.yml.
    static func project(spec: String, config: String?) throws -> String {
        let directory = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/Specs", withIntermediateDirectories: true)
        try Data(spec.utf8).write(to: URL(fileURLWithPath: directory + "/Specs/Search.yaml"))
        if let config { try Data(config.utf8).write(to: URL(fileURLWithPath: directory + "/screengen.yml")) }
        return directory
    }

    @Test func strictFailsOnWarningsOnly() throws {
        let warned = try Self.project(spec: Self.spec(), config: nil)
        defer { try? FileManager.default.removeItem(atPath: warned) }
        let lenient = try screengen("validate", in: warned)
        #expect(lenient.status == 0, "\(lenient.stdout)\(lenient.stderr)")
        #expect(lenient.stdout.contains("[task-id-missing]") && lenient.stdout.contains("[foreground-color]"))
        #expect(lenient.stderr.contains("1 spec checked: 0 errors, 2 warnings"))
        #expect(try screengen("validate", "--strict", in: warned).status == 1)

        let clean = Self.spec(
            load: "    dependsOn: [query]",
            section: "      suppress: [{ rule: foreground-color, reason: The row wants a fixed color. }]")
        let quiet = try Self.project(spec: clean, config: nil)
        defer { try? FileManager.default.removeItem(atPath: quiet) }
        let strict = try screengen("validate", "--strict", in: quiet)
        #expect(strict.status == 0, "\(strict.stdout)\(strict.stderr)")
        #expect(strict.stdout.isEmpty)
    }

    @Test func configurationOverridesThroughTheBinary() throws {
        let raised = try Self.project(spec: Self.spec(), config: "rules:\n  foreground-color: error\n  task-id-missing: off\n")
        defer { try? FileManager.default.removeItem(atPath: raised) }
        let result = try screengen("validate", in: raised)
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: the row of the section showing 'results' uses foregroundColor(_:) [foreground-color]"))
        #expect(!result.stdout.contains("task-id-missing"))

        let mistaken = try Self.project(spec: Self.spec(), config: "rules:\n  task-id-mising: off\n  foreground-color: loud\n")
        defer { try? FileManager.default.removeItem(atPath: mistaken) }
        let bad = try screengen("validate", in: mistaken)
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("screengen.yml:2:3: error: 'task-id-mising' is not a rule id [unknown-rule]"))
        #expect(bad.stdout.contains("did you mean 'task-id-missing'?"))
        #expect(bad.stdout.contains("screengen.yml:3:3: error: 'loud' is not a severity for 'foreground-color' [invalid-value]"))
    }
}
