import Testing

@testable import ScreenGenCore

/// The located errors of `stream` loads and `source: environment` store dependencies, through the
/// spec loader (decoder and structure check) as a run sees them.
@Suite struct SourceCheckTests {
    static let fromEnvironment = "{ name: center, type: NoticeCenter, source: environment }"

    static func spec(dependency: String = fromEnvironment, store: String = "", load: String = "") -> String {
        """
        screen: Notifications
        environment:
          - { name: center, type: NoticeCenter, preview: NoticeCenter.preview }
        store:
          dependencies:
            - \(dependency)
        \(store)
        loads:
          - name: notices
            type: "[Notice]"
            call: center.notices()
        \(load)
        """
    }

    /// Each error as `line:column id message notes`.
    static func errors(_ yaml: String) -> [String] {
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "n.yaml")
        return result.diagnostics.filter { $0.severity == .error }.map {
            "\($0.location.line):\($0.location.column) \($0.id) \($0.message) \($0.notes.joined(separator: " / "))"
        }
    }

    /// The one error of `yaml`, which starts with `start` and contains each of `parts`.
    static func expectOneError(_ yaml: String, _ start: String, containing parts: [String] = []) {
        let errors = errors(yaml)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix(start) == true, "\(errors)")
        for part in parts { #expect(errors.first?.contains(part) == true, "\(errors)") }
    }

    @Test func aDependencyFromTheEnvironmentNamesAnEnvironmentEntry() {
        #expect(Self.errors(Self.spec()) == [])
        let misspelt = Self.spec(dependency: "{ name: centre, type: NoticeCenter, source: environment }")
        Self.expectOneError(
            misspelt, "6:15 unknown-name store dependency 'centre' comes from the environment",
            containing: ["did you mean 'center'?"])
    }

    @Test func onlyADependencyFromInitTakesAPreview() {
        let withPreview = "{ name: center, type: NoticeCenter, source: environment, preview: NoticeCenter.preview }"
        Self.expectOneError(
            Self.spec(dependency: withPreview),
            "6:73 invalid-value a dependency from the environment takes no 'preview'")
        Self.expectOneError(
            Self.spec(dependency: "{ name: center, type: NoticeCenter }"),
            "6:7 missing-key a store dependency is missing the required key 'preview'")
    }

    @Test func anUnknownSourceIsAnErrorWithADidYouMean() {
        Self.expectOneError(
            Self.spec(dependency: "{ name: center, type: NoticeCenter, source: enviroment }"),
            "6:51 invalid-value 'enviroment' is not a valid value for 'source'",
            containing: ["did you mean 'environment'?"])
    }

    @Test func aStreamCannotBeRefreshable() {
        #expect(Self.errors(Self.spec(load: "    stream: throwing")) == [])
        Self.expectOneError(
            Self.spec(load: "    stream: throwing\n    refreshable: true"),
            "12:13 invalid-value load 'notices' follows a stream, which pull to refresh cannot wait for")
    }

    /// The store keeps nothing from the environment (its methods take it), so it has no `use(…)`
    /// method whose name a property could take.
    @Test func aStoreWithAnEnvironmentDependencyMayNameAPropertyUse() {
        #expect(Self.errors(Self.spec(store: "  properties: [{ name: use, type: Int, initial: \"0\" }]")) == [])
    }

    @Test func aStreamThatCannotFailTakesNoErrorPlaceholder() {
        #expect(Self.errors(Self.spec(load: "    stream: nonThrowing")) == [])
        Self.expectOneError(
            Self.spec(load: "    stream: nonThrowing\n    error: { title: Offline }"),
            "13:12 invalid-value load 'notices' follows a stream that cannot fail, so its 'error' never shows")
    }
}
