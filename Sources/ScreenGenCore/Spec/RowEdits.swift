// A section's in-place edits of a bound array (`edits: [delete, move]`) and its add row (`add`): their
// types, keys and decoding, in one place. Unlike `onDelete`, which names an action (a `Task`, a failure,
// reloads), these change the array itself, as SwiftUI's `List(editActions:)` and Scrumdinger's attendee
// list do: no action runs and nothing can fail.

extension ScreenSpec {
    /// The in-place edits of a section's bound array: the edits a user may make to its rows, and the
    /// row that appends an element built from what was typed.
    public struct RowEdits: Sendable {
        /// An edit SwiftUI offers on the rows' `ForEach`, named as `EditActions` names them.
        public enum Edit: String, Sendable, CaseIterable {
            /// A swipe to delete, and edit mode's delete: `.onDelete`.
            case delete
            /// Edit mode's drag handles: `.onMove`.
            case move
        }
        public var edits: [Located<Edit>] = []
        public var add: AddRow? = nil
        public var location: SourceLocation
    }

    /// The row after a section's rows that appends an element (`add:`): a text field bound to a
    /// text the generator declares, and a button that builds the element from it, appends it and
    /// clears the text, disabled while the text is empty.
    public struct AddRow: Sendable {
        /// The text the field edits, a name the generator declares (`newAttendeeName`).
        public var text: Located<String>
        /// The field's placeholder.
        public var prompt: Located<String>
        /// The button's accessibility label (it shows an image).
        public var label: Located<String>
        /// The button's SF Symbol; nil is `plus.circle.fill`.
        public var systemImage: Located<String>?
        /// The new element, an expression that reads `text` (`DailyScrum.Attendee(name: newAttendeeName)`).
        public var value: Located<String>
        public var location: SourceLocation
    }
}

extension SpecSchema {
    static let addRow = ObjectSchema(
        name: "addRow",
        summary: "The row after a section's rows that appends an element to its bound array (`add`): a text field "
            + "and a button, disabled while the text is empty, that appends the element built from the text "
            + "(`withAnimation`) and clears it.",
        keys: [
            KeySchema(
                "text", .identifier, required: true,
                "The name of the text the field edits, which screengen declares (`\"\"` at first): the view's "
                    + "`@State`, or the store's property when the store owns the array. `value` reads it.",
                example: "newAttendeeName"),
            KeySchema("prompt", .text, required: true, "The text field's placeholder.", example: "New Attendee"),
            KeySchema(
                "label", .text, required: true, "The add button's accessibility label: the button shows an image.",
                example: "Add attendee"),
            KeySchema(
                "systemImage", .text, default: "`plus.circle.fill`", "The add button's SF Symbol.",
                example: "plus.circle"),
            KeySchema(
                "value", .expression, required: true,
                "The element appended, built from the text (it must read `text`).",
                example: "DailyScrum.Attendee(name: newAttendeeName)"),
        ])
}

extension KeySchema {
    /// A section's `edits` and `add`: in-place changes of the bound array its `items` names.
    static let rowEdits = [
        KeySchema(
            "edits", .list(.oneOf(ScreenSpec.RowEdits.Edit.allCases.map(\.rawValue))),
            "What the user may change in place in the bound array `items` names, as SwiftUI's `EditActions`: "
                + "`delete` (a swipe to delete, `.onDelete`, `remove(atOffsets:)`) and `move` (edit mode's drag "
                + "handles, `.onMove`, `move(fromOffsets:toOffset:)`). No action runs and nothing can fail; for a "
                + "delete that calls a server, name an action with `onDelete` instead. `move` needs edit mode "
                + "(`editButton: true` in the toolbar). With `items` only.",
            example: "[delete, move]"),
        KeySchema(
            "add", .object("addRow"),
            "A row after the rows that appends an element to the bound array `items` names: a text field and "
                + "an add button. With `items` only.",
            example: "{ text: newAttendeeName, prompt: New Attendee, label: Add attendee, value: "
                + "\"DailyScrum.Attendee(name: newAttendeeName)\" }"),
    ]
}

extension SpecDecoder {
    /// `edits` and `add`: only on a section of `items` whose expression is a path to the array
    /// (the checks then ask that its root is bindable), not beside the action `onDelete`, nor beside a
    /// shaping (whose rows are another array, in another order: an offset would name the wrong element).
    func decodeRowEdits(_ s: SpecReader.Mapping, _ node: YAMLNode, _ section: ScreenSpec.Section, _ r: inout SpecReader)
        -> ScreenSpec.RowEdits?
    {
        let keys = ["edits", "add"].filter { s.node($0) != nil }
        guard let first = keys.first.flatMap(s.node) else { return nil }
        var seen: Set<ScreenSpec.RowEdits.Edit> = []
        let edits: [Located<ScreenSpec.RowEdits.Edit>] = r.list(s, "edits") { r, n in
            guard let edit = r.choice(n, key: "edits", ScreenSpec.RowEdits.Edit.self) else { return nil }
            guard seen.insert(edit.value).inserted else {
                r.error("'\(edit.value.rawValue)' is listed twice in 'edits'", "duplicate-name", at: n)
                return nil
            }
            return edit
        }
        let add = s.node("add").flatMap { decodeAddRow($0, &r) }
        var usable = true
        switch section.source {
        case .items(let items) where section.part == nil:
            if BindingPath(parsing: items.value) == nil {
                r.error(
                    "'\(keys[0])' changes the array 'items' names in place, but '\(items.value)' is not a path to one",
                    "unbindable-member", at: first,
                    notes: [
                        "name the array itself (scrum.attendees, store.tags): a call or a computed value returns a copy"
                    ])
                usable = false
            }
        case .load, .items:
            r.error(
                "'\(keys[0])' does not apply to a section with 'load': a load's rows are set by its load function",
                "field-key-not-applicable", at: first,
                notes: ["copy the loaded value into a store property or 'state', and show it with 'items'"])
            usable = false
        case .fields:
            r.error(
                "'\(keys[0])' does not apply to a section of fields: it edits the array of a section's 'items'",
                "field-key-not-applicable", at: first)
            usable = false
        }
        if section.element == nil { usable = false }
        if seen.contains(.delete), let onDelete = s.node("onDelete") {
            r.error(
                "a section takes 'onDelete' or 'edits: [delete]', not both", "field-key-not-applicable", at: onDelete,
                notes: [
                    "'onDelete' runs an action (a server call that may fail); 'edits: [delete]' removes the rows from "
                        + "the array in place: keep one"
                ])
            usable = false
        }
        for key in ["filter", "sort", "matching"] where s.node(key) != nil {
            r.error(
                "'\(keys[0])' does not apply beside '\(key)': the rows shown are the store's shaped copy, whose offsets "
                    + "are not the array's", "field-key-not-applicable", at: first,
                notes: ["edit the array in a section without 'filter', 'sort' and 'matching'"])
            usable = false
            break
        }
        guard usable, !edits.isEmpty || add != nil else { return nil }
        return .init(edits: edits, add: add, location: r.location(first))
    }

    private func decodeAddRow(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.AddRow? {
        guard let m = r.mapping(node, "addRow", context: "an add row") else { return nil }
        let text = r.identifier(m, "text")
        let prompt = r.text(m, "prompt")
        let label = r.text(m, "label")
        let systemImage = r.text(m, "systemImage")
        let value = r.snippet(m, "value", isType: false)
        // A missing required key is the reader's error, reported once.
        guard let text, let prompt, let label, let value else { return nil }
        guard SwiftSnippet.readNames(in: value.value).contains(text.value) else {
            r.error(
                "the add row's 'value' does not read its text '\(text.value)', so what was typed would be lost",
                "invalid-value", at: m.node("value")!,
                notes: ["build the element from the text, as 'Tag(name: \(text.value))' does"])
            return nil
        }
        return .init(
            text: text, prompt: prompt, label: label, systemImage: systemImage, value: value,
            location: r.location(node))
    }
}
