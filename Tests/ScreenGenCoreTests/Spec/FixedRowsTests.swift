import Foundation
import Testing

@testable import ScreenGenCore

/// Fixed rows over a load's value (`fields` beside `load`): issue 38's point 4. The rows show in the
/// loaded case, read the value by the load's name, and each may have its own `if`.
@Suite struct FixedRowsTests {
    static let detail = """
        screen: ServerDetail
        environment:
          - { name: client, type: FeedClient, preview: FeedClient.preview }
        loads:
          - { name: info, type: ServerInfo, call: client.serverInfo() }
        content:
          container: form
          sections:
            - title: Server
              load: info
              fields:
                - { labeledContent: Name, value: info.name }
                - { labeledContent: Version, value: info.version, if: "!info.version.isEmpty" }

        """

    @Test func theRowsShowInTheLoadedCaseEachUnderItsCondition() throws {
        for yaml in [Self.detail, Self.detail.replacingOccurrences(of: "loads:", with: "store: { ownership: owned }\nloads:")] {
            let view = try NodeEscapesTests.view(yaml)
            let expected = """
                                case .loaded(let info):
                                    LabeledContent("Name", value: info.name)
                                    if !info.version.isEmpty {
                                        LabeledContent("Version", value: info.version)
                                    }

                """
            #expect(view.contains(expected), "\(view)")
            #expect(SourceCheckTests.errors(yaml).isEmpty, "\(SourceCheckTests.errors(yaml))")
        }
    }

    @Test func aRowThatDoesNotReadTheValueBindsNothing() throws {
        let yaml = Self.detail.replacingOccurrences(of: "value: info.name", with: "value: \"x\"")
            .replacingOccurrences(of: "value: info.version, if: \"!info.version.isEmpty\"", with: "value: \"y\"")
        let view = try NodeEscapesTests.view(yaml)
        #expect(view.contains("                case .loaded:\n"), "\(view)")
    }

    @Test(arguments: [
        ("row: \"InfoRow(info: info)\"", "10:12 field-key-not-applicable 'row' does not apply to a section of fixed rows over a load"),
        ("navigate: detail", "10:17 field-key-not-applicable 'navigate' does not apply to a section of fixed rows over a load"),
    ])
    func aCollectionsKeysDoNotApplyToFixedRows(key: String, error: String) {
        let yaml = Self.detail.replacingOccurrences(of: "    - title: Server\n", with: "    - title: Server\n      \(key)\n")
        let errors = SourceCheckTests.errors(yaml)
        #expect(errors.count == 1 && errors.first?.hasPrefix(error) == true, "\(errors)")
    }

    @Test func aRowsConditionReadsOnlyTheValueAndWhatTheScreenDeclares() {
        SourceCheckTests.expectOneError(
            Self.detail.replacingOccurrences(of: "!info.version.isEmpty", with: "!inf.version.isEmpty"),
            "13:", containing: ["'if' reads 'inf', which this screen does not declare"])
        // The load's name is the loaded value only inside the section's rows.
        let outside = Self.detail.replacingOccurrences(of: "    - title: Server\n", with: "    - title: Server\n      if: info.isUp\n")
            .replacingOccurrences(of: "loads:", with: "store: { ownership: owned }\nloads:")
        #expect(SourceCheckTests.errors(outside).contains { $0.contains("'if' reads 'info'") }, "\(SourceCheckTests.errors(outside))")
    }

    @Test func aRowCannotBindTheLoadedValue() {
        let yaml = Self.detail.replacingOccurrences(
            of: "{ labeledContent: Name, value: info.name }", with: "{ toggle: Up, bind: info.isUp }")
        SourceCheckTests.expectOneError(yaml, "12:", containing: ["unbindable-member", "a load, whose phase only its load function sets"])
    }
}
