import Foundation
import Testing

@testable import ScreenGenCore

/// `headerView` and `footerView`: a section's header or footer as a view of the app's own, in place
/// of its text (issue 38, point 3). The section takes `Section`'s closure form; each view is
/// checked and read by the rules as every view expression is.
@Suite struct SectionHeaderViewTests {
    static let settings = """
        screen: Sync
        state:
          - { name: syncs, type: Bool, initial: "true" }
        content:
          container: form
          sections:
            - headerView: 'Label("iCloud", systemImage: "icloud")'
              footerView: 'Link("How Sync Works", destination: helpURL)'
              fields:
                - { toggle: Sync, bind: syncs }

        """

    @Test func aHeaderAndAFooterViewTakeTheClosureForm() throws {
        let view = try NodeEscapesTests.view(Self.settings)
        let expected = """
                        Section {
                            Toggle("Sync", isOn: $syncs)
                        } header: {
                            Label("iCloud", systemImage: "icloud")
                        } footer: {
                            Link("How Sync Works", destination: helpURL)
                        }

            """
        #expect(view.contains(expected), "\(view)")
        try expectSwiftFormatFixedPoint(view, fileName: "SyncView.swift")
    }

    @Test func aHeaderViewAloneTakesNoFooter() throws {
        let yaml = Self.settings.replacingOccurrences(
            of: "      footerView: 'Link(\"How Sync Works\", destination: helpURL)'\n", with: "")
        let view = try NodeEscapesTests.view(yaml)
        #expect(view.contains("            } header: {\n                Label(\"iCloud\", systemImage: \"icloud\")\n            }\n"), "\(view)")
        #expect(!view.contains("footer:"), "\(view)")
    }

    @Test(arguments: [
        ("    - headerView:", "    - title: iCloud\n      headerView:", "'title' or 'headerView', not both"),
        ("      footerView:", "      footer: Sync keeps your lists on every device.\n      footerView:", "'footer' or 'footerView', not both"),
    ])
    func aTextAndAViewOfOneSlotAreOneTooMany(old: String, new: String, message: String) {
        let errors = SourceCheckTests.errors(Self.settings.replacingOccurrences(of: old, with: new))
        #expect(errors.count == 1 && errors.first?.contains(message) == true, "\(errors)")
    }

    @Test func theRulesReadAHeaderView() throws {
        let yaml = Self.settings.replacingOccurrences(
            of: #"Label("iCloud", systemImage: "icloud")"#, with: #"Text("iCloud").foregroundColor(.blue)"#)
        let reported = RuleEngine().run([try ModelBuilderTests.spec(yaml)]).map(\.id)
        #expect(reported.contains("foreground-color"), "\(reported)")
    }
}
