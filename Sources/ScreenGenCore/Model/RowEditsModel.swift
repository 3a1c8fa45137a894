/// A section's in-place edits of its bound array (`edits`, `add`), as the view writes them: the
/// view's own closures where it holds the array (a binding, a state, a bindable object's property),
/// or calls of the store's methods where the store owns it.
public struct RowEditsModel: Sendable {
    /// The array as the view reads it (`scrum.attendees`, `store.tags`).
    public var collection: String
    public var deletes: Bool
    public var moves: Bool
    /// Where the store owns the array: the view's store member, which the edits call the methods
    /// of; nil where the view changes the array itself.
    public var store: String?
    /// The store's methods, escaped; nil where the view changes the array.
    public var deleteFunction: String?
    public var moveFunction: String?
    public var add: AddRowModel?
}

/// The row after a section's rows that appends an element: a text field and an image button.
public struct AddRowModel: Sendable {
    /// The text field's binding.
    public var binding: BindingModel
    /// The text as the view reads it (`newAttendeeName`, `store.newTag`), escaped.
    public var text: String
    /// The field's placeholder, the button's accessibility label and SF Symbol, as the spec words them.
    public var prompt: String
    public var label: String
    public var systemImage: String
    /// The element appended, the spec's expression; the view appends it where it changes the array.
    public var value: String
    /// The store's add method, escaped, where the store owns the array.
    public var function: String?
}

/// A store method of an edited array the store owns: `deleteTags(at:)`, `moveTags(from:to:)` and
/// `addTag()`, plain Swift over `IndexSet`, so a driver runs them on Linux (SwiftUI's
/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` are not in Foundation there).
public struct StoreRowEditsModel: Sendable {
    /// The store property of the array, escaped.
    public var source: String
    public var deleteFunction: String?
    public var moveFunction: String?
    public var add: StoreAddModel?
}

/// The store's add method: it refuses an empty text, appends the element and clears the text.
public struct StoreAddModel: Sendable {
    public var function: String
    /// The store property of the text, escaped.
    public var text: String
    public var value: String
}
