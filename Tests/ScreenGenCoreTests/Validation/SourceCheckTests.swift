import Testing
@testable import ScreenGenCore

/// The located errors of `stream` loads and `source: environment` store dependencies, through the
/// spec loader (decoder and structure check) as a run sees them.
@Suite struct SourceCheckTests {
    static func spec(dependency: String, load: String = "") -> String {
        """
        screen: Notifications
        environment:
          - { name: center, type: NoticeCenter, preview: NoticeCenter.preview }
        store:
          dependencies:
            - \(dependency)
        loads:
          - name: notices
            type: "[Notice]"
            call: center.notices()
        \(load)
        """
    }

    static func errors(_ yaml: String) -> [String] {
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "n.yaml")
        return result.diagnostics.filter { $0.severity == .error }.map {
            "\($0.location.line):\($0.location.column) \($0.id) \($0.message) \($0.notes.joined(separator: " / "))"
        }
    }

    @Test func aDependencyFromTheEnvironmentNamesAnEnvironmentEntry() {
        #expect(Self.errors(Self.spec(dependency: "{ name: center, type: NoticeCenter, source: environment }")) == [])
        let misspelt = Self.errors(Self.spec(dependency: "{ name: centre, type: NoticeCenter, source: environment }"))
        #expect(misspelt.count == 1)
        #expect(misspelt.first?.hasPrefix("6:15 unknown-name store dependency 'centre' comes from the environment") == true)
        #expect(misspelt.first?.contains("did you mean 'center'?") == true)
    }

    @Test func onlyADependencyFromInitTakesAPreview() {
        let withPreview = Self.errors(
            Self.spec(dependency: "{ name: center, type: NoticeCenter, source: environment, preview: NoticeCenter.preview }"))
        #expect(withPreview.count == 1)
        #expect(withPreview.first?.hasPrefix("6:73 invalid-value a dependency from the environment takes no 'preview'") == true)
        let withoutPreview = Self.errors(Self.spec(dependency: "{ name: center, type: NoticeCenter }"))
        #expect(withoutPreview.count == 1)
        #expect(withoutPreview.first?.hasPrefix("6:7 missing-key a store dependency is missing the required key 'preview'") == true)
    }

    @Test func anUnknownSourceIsAnErrorWithADidYouMean() {
        let errors = Self.errors(Self.spec(dependency: "{ name: center, type: NoticeCenter, source: enviroment }"))
        #expect(errors.count == 1)
        #expect(errors.first?.contains("invalid-value 'enviroment' is not a valid value for 'source'") == true)
        #expect(errors.first?.contains("did you mean 'environment'?") == true)
    }

    @Test func aStreamCannotBeRefreshable() {
        let dependency = "{ name: center, type: NoticeCenter, source: environment }"
        #expect(Self.errors(Self.spec(dependency: dependency, load: "    stream: throwing")) == [])
        let errors = Self.errors(Self.spec(dependency: dependency, load: "    stream: throwing\n    refreshable: true"))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("11:13 invalid-value load 'notices' follows a stream, which pull to refresh") == true)
    }
}
