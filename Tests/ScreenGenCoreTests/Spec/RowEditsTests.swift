import Testing

@testable import ScreenGenCore

/// A section's in-place edits (`edits`, `add`): where they apply, what they refuse and why, each a
/// located error.
@Suite struct RowEditsTests {
    /// Scrumdinger's attendee list over a binding, with `{section}` keys added to its one section.
    static func spec(items: String = "scrum.attendees", _ keys: String, more: String = "") -> String {
        """
        screen: AttendeeList
        inputs:
          - { name: scrum, type: DailyScrum, ownership: binding, preview: "DailyScrum.sampleData[0]" }
          - { name: fixed, type: DailyScrum, preview: "DailyScrum.sampleData[0]" }
        state:
          - { name: names, type: "[DailyScrum.Attendee]", initial: "[]" }
        \(more)
        content:
          sections:
            - items: \(items)
              element: attendee
              row: Text(attendee.name)
              \(keys)
        """
    }

    static let add = "add: { text: newName, prompt: New, label: Add, value: \"DailyScrum.Attendee(name: newName)\" }"

    @Test(arguments: ["scrum.attendees", "names"])
    func aBindingOrAStateIsEditedInPlace(items: String) {
        #expect(SourceCheckTests.errors(Self.spec(items: items, "edits: [delete, move]\n      \(Self.add)")) == [])
    }

    @Test func aLetInputIsRefusedSayingWhy() {
        SourceCheckTests.expectOneError(
            Self.spec(items: "fixed.attendees", "edits: [delete]"),
            "10:14 unbindable-member 'edits' cannot change in place 'fixed.attendees': 'fixed' is a 'let' input",
            containing: ["ownership: binding"])
    }

    @Test func aComputedCollectionIsRefused() {
        SourceCheckTests.expectOneError(
            Self.spec(items: "scrum.attendees.reversed()", "edits: [delete]"),
            "13:14 unbindable-member 'edits' changes the array 'items' names in place, but 'scrum.attendees.reversed()' "
                + "is not a path to one")
    }

    @Test func anUnknownEditHasADidYouMean() {
        SourceCheckTests.expectOneError(
            Self.spec("edits: [delet]"), "13:15 invalid-value 'delet' is not a valid value for 'edits'",
            containing: ["did you mean 'delete'?"])
    }

    @Test func anEditTwiceIsReported() {
        SourceCheckTests.expectOneError(
            Self.spec("edits: [move, move]"), "13:21 duplicate-name 'move' is listed twice in 'edits'")
    }

    @Test func theActionOnDeleteAndAnInPlaceDeleteAreNotBoth() {
        // The action's name is checked too (here it names none): the conflict is the first error.
        let errors = SourceCheckTests.errors(Self.spec("edits: [delete]\n      onDelete: remove"))
        #expect(
            errors.first?.hasPrefix(
                "14:17 field-key-not-applicable a section takes 'onDelete' or 'edits: [delete]', not both") == true,
            "\(errors)")
    }

    @Test func aLoadsRowsAreNotEditedInPlace() {
        let yaml = """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: client.posts() }
            environment:
              - { name: client, type: FeedClient, preview: FeedClient.preview }
            content:
              sections:
                - { load: posts, element: post, row: "PostRow(post: post)", edits: [delete] }
            """
        SourceCheckTests.expectOneError(
            yaml, "8:72 field-key-not-applicable 'edits' does not apply to a section with 'load'",
            containing: ["copy the loaded value"])
    }

    @Test func aSectionOfFieldsTakesNoEdits() {
        let yaml = Self.spec("").replacingOccurrences(
            of: "    - items: scrum.attendees\n      element: attendee\n      row: Text(attendee.name)\n",
            with: "    - fields: [{ textField: Title, bind: scrum.title }]\n      edits: [delete]\n")
        SourceCheckTests.expectOneError(
            yaml, "11:14 field-key-not-applicable 'edits' does not apply to a section of fields")
    }

    @Test func theAddRowNeedsItsKeysAndReadsItsText() {
        SourceCheckTests.expectOneError(
            Self.spec("add: { text: newName, prompt: New, value: \"DailyScrum.Attendee(name: newName)\" }"),
            "13:12 missing-key an add row is missing the required key 'label'")
        SourceCheckTests.expectOneError(
            Self.spec("add: { text: newName, prompt: New, label: Add, value: \"DailyScrum.Attendee(name: \\\"x\\\")\" }"),
            "13:61 invalid-value the add row's 'value' does not read its text 'newName'")
        let misspelt = SourceCheckTests.errors(
            Self.spec("add: { text: newName, prompt: New, lable: Add, value: \"DailyScrum.Attendee(name: newName)\" }"))
        #expect(
            misspelt.contains { $0.hasPrefix("13:42 unknown-key unknown key 'lable'") && $0.contains("did you mean 'label'?") },
            "\(misspelt)")
    }

    @Test func theAddRowsTextIsOneOfTheViewsNames() {
        SourceCheckTests.expectOneError(
            Self.spec(Self.add.replacingOccurrences(of: "newName", with: "names")),
            "13:20 duplicate-name 'names' in content.sections is already a name in the view")
    }

    @Test func aShapedCollectionIsNotEditedInPlace() {
        let yaml = """
            screen: Tags
            store:
              properties:
                - { name: tags, type: "[Tag]", initial: Tag.samples }
            content:
              sections:
                - { items: store.tags, element: tag, row: Text(tag.name), sort: "KeyPathComparator(\\\\Tag.name)", edits: [delete] }
            """
        SourceCheckTests.expectOneError(
            yaml, "7:109 field-key-not-applicable 'edits' does not apply beside 'sort'",
            containing: ["without 'filter', 'sort' and 'matching'"])
    }

    @Test func rowsThatMoveWithoutEditModeAreWarned() {
        func warnings(_ yaml: String) -> [String] {
            SpecLoader().load(bytes: Array(yaml.utf8), file: "n.yaml").diagnostics.filter {
                $0.id == "move-without-edit-mode"
            }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        }
        #expect(
            warnings(Self.spec("edits: [delete, move]")) == [
                "13:23 the rows move ('edits: [move]'), but nothing turns edit mode on, so no drag handle shows"
            ])
        #expect(warnings(Self.spec("edits: [delete, move]", more: "toolbar: [{ editButton: true }]")) == [])
    }

    @Test func aStoreOwnedArrayIsEditedByTheStoresMethods() throws {
        let yaml = """
            screen: Tags
            store:
              properties:
                - { name: tags, type: "[Tag]", initial: Tag.samples }
            content:
              sections:
                - { items: tags, element: tag, row: Text(tag.name), edits: [delete], add: { text: newTag, prompt: New, label: Add, value: "Tag(name: newTag)" } }
            """
        #expect(SourceCheckTests.errors(yaml) == [])
        let view = try NodeEscapesTests.view(yaml)
        #expect(view.contains("store.deleteTags(at: offsets)"), "\(view)")
        #expect(view.contains("TextField(\"New\", text: $store.newTag)"), "\(view)")
        #expect(view.contains("withAnimation {\n                        store.addTag()\n"), "\(view)")
    }
}
