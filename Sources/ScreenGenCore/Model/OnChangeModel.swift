/// One `onChange` entry: the value watched, what runs when it changes, and which of SwiftUI's
/// closures the target has.
public struct OnChangeModel: Sendable {
    /// The watched value, as the spec wrote it.
    public var value: String
    /// The action also runs when the view appears (`initial: true`).
    public var initial: Bool
    /// The `Bool` expression the action runs under, or nil.
    public var condition: String?
    /// What runs, as a button's action (its statement, or its steps in a `Task`).
    public var action: ButtonModel
    /// The condition or the action reads the new value (`ScreenSpec.OnChange.newValue`): the
    /// closure binds it, else it takes no parameter (iOS 17) or ignores its one (iOS 16).
    public var readsNewValue: Bool
    /// The target has the iOS 17 form (`ScreenSpec.OnChange.twoParameterForm`): a closure of the
    /// old and the new value, or none. False: the iOS 14 form, whose closure takes the new value.
    public var usesTwoParameterForm: Bool
}
