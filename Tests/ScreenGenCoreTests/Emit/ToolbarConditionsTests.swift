import Foundation
import Testing

@testable import ScreenGenCore

/// An item that shows only while editing and one with a `hidden` condition are both left out of
/// the toolbar by one `if` around the `ToolbarItem` (nothing keeps an empty item's place); an item
/// with both joins them with `&&`, each negation in the form `||` and `&&` read as meant.
@Suite struct ToolbarConditionsTests {
    private func view(_ toolbar: String) throws -> String {
        let sandbox = try Sandbox()
        try sandbox.write(
            "spec.yaml",
            """
            screen: Picks
            state:
              - { name: picks, type: "[String]", initial: "[]" }
              - { name: isLocked, type: Bool, initial: "false" }
            toolbar:
              - { editButton: true }
            \(toolbar)
            """)
        let result = try sandbox.screengen("generate", "-q", "spec.yaml", "--output", "Generated")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        return try #require(sandbox.swiftFiles("Generated")["Picks/PicksView.swift"])
    }

    @Test func whileEditingAndHiddenJoinInOneIfAroundTheItem() throws {
        let source = try view(
            "  - { label: Clear, action: 'picks = []', whileEditing: true, hidden: picks.isEmpty || isLocked }\n")
        #expect(
            source.contains(
                """
                            if editMode.isEditing && !(picks.isEmpty || isLocked) {
                                ToolbarItem {
                                    Button("Clear") {
                """), "\(source)")
    }

    @Test func aNegatedHiddenConditionNeedsNoNot() throws {
        let source = try view("  - { label: Clear, action: 'picks = []', whileEditing: true, hidden: \"!isLocked\" }\n")
        #expect(source.contains("            if editMode.isEditing && isLocked {\n"), "\(source)")
    }

    @Test func whileEditingAloneWrapsTheItem() throws {
        let source = try view("  - { label: Clear, action: 'picks = []', whileEditing: true }\n")
        #expect(source.contains("            if editMode.isEditing {\n                ToolbarItem {\n"), "\(source)")
    }
}
