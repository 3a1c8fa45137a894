import Foundation
import Testing

@testable import ScreenGenCore

/// `if` and `modifiers` on an alert's and a confirmation dialog's button (issue 38, point 1 and 2 at
/// one more kind of node): the condition may read the case's `item`, and the case binds it when only
/// the condition or a modifier reads it.
@Suite struct AlertButtonEscapesTests {
    static let spec = """
        screen: Drafts
        state:
          - { name: drafts, type: "[Draft]", initial: "[]" }
        alerts:
          - case: publish
            item: Draft
            title: Publish the Draft?
            actions:
              - { label: Cancel, role: cancel }
              - { label: Publish, action: "drafts.removeAll { $0.id == item.id }", if: item.isReady, modifiers: [".keyboardShortcut(.defaultAction)"] }
        confirmationDialogs:
          - case: discard
            title: Discard Drafts?
            actions:
              - { label: Discard All, role: destructive, action: drafts.removeAll(), if: "drafts.count > 1" }

        """

    @Test func aButtonsConditionWrapsItAndItsModifiersFollowIt() throws {
        let view = try NodeEscapesTests.view(Self.spec)
        let alert = """
                    case .publish(let item):
                        Button("Cancel", role: .cancel) {}
                        if item.isReady {
                            Button("Publish") {
                                drafts.removeAll { $0.id == item.id }
                            }
                            .keyboardShortcut(.defaultAction)
                        }

            """
        #expect(view.contains(alert), "\(view)")
        let dialog = """
                    case .discard:
                        if drafts.count > 1 {
                            Button("Discard All", role: .destructive) {
                                drafts.removeAll()
                            }
                        }

            """
        #expect(view.contains(dialog), "\(view)")
    }

    @Test func theViewIsSwiftAsSwiftFormatWritesIt() throws {
        try expectSwiftFormatFixedPoint(try NodeEscapesTests.view(Self.spec), fileName: "DraftsView.swift")
    }

    @Test(arguments: [
        ("if: \"drafts.count > 1\"", "if: \"draft.count > 1\"", "15:", "'if' reads 'draft', which this screen does not declare"),
        ("if: \"drafts.count > 1\"", "if: \"item != nil\"", "15:", "dialog 'discard' reads 'item', but has none"),
        (
            "modifiers: [\".keyboardShortcut(.defaultAction)\"]", "modifiers: [\"keyboardShortcut(.defaultAction)\"]",
            "10:", "a modifier starts with '.' and its name"
        ),
    ])
    func aButtonsEscapesAreCheckedWhereTheyAreWritten(
        original: String, replacement: String, line: String, message: String
    ) {
        let errors = SourceCheckTests.errors(Self.spec.replacingOccurrences(of: original, with: replacement))
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix(line) == true, "\(errors)")
        #expect(errors.first?.contains(message) == true, "\(errors)")
    }
}
