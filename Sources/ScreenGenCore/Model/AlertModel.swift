/// An alert or confirmation-dialog enum and the one modifier that shows it: alerts that exclude
/// each other are one optional value, presented with the case's item (`presenting:`).
public struct AlertPresentationModel: Sendable {
    /// The facts name the kind (the screen's generated types include its enum); the model shows it.
    public typealias Kind = AlertKind

    public var kind: Kind
    /// `LibraryAlert`.
    public var enumType: String
    /// The view's optional `@State`: `alert` or `confirmationDialog`.
    public var stateName: String
    public var cases: [AlertCaseModel]

    /// The `titleVisibility:` every case asks for, when they agree; nil when they differ. A dialog
    /// whose cases all leave it to SwiftUI gets `.automatic`, which the emitter leaves out.
    public var sharedTitleVisibility: ScreenSpec.Alert.TitleVisibility? {
        let values = Set(cases.map(\.titleVisibility))
        return values.count == 1 ? values.first : nil
    }

    /// A dialog whose cases ask for different title visibilities chooses it per case, in a helper.
    public var hasTitleVisibilityHelper: Bool { kind == .confirmationDialog && sharedTitleVisibility == nil }

    public var hasMessage: Bool { cases.contains { $0.message != nil } }
    /// Without any button the modifier's actions are empty and SwiftUI shows its own OK button.
    public var hasActions: Bool { cases.contains { !$0.actions.isEmpty } }
}

public struct AlertCaseModel: Sendable {
    public var caseName: String
    public var itemType: String?
    public var title: InterpolatedText
    public var message: InterpolatedText?
    public var actions: [ButtonModel]
    /// `.automatic` for an alert, which has no such argument.
    public var titleVisibility: ScreenSpec.Alert.TitleVisibility
    /// Which of the case's helpers read its `item` (and so bind it): the title, the message, the
    /// buttons (their labels and actions). All false for a case without an item.
    public var titleReadsItem: Bool
    public var messageReadsItem: Bool
    public var actionsReadItem: Bool

    /// The title is shown verbatim (`Text(verbatim:)`): it is one interpolation and nothing else,
    /// a value rather than a sentence, so it gets no `%@` key in the string catalog.
    public var titleIsVerbatim: Bool { title.isOneValue }
    /// As for the title.
    public var messageIsVerbatim: Bool { message?.isOneValue ?? false }
}

extension InterpolatedText {
    /// One interpolation and no text around it.
    var isOneValue: Bool { segments.count == 1 && !expressions.isEmpty }
}

/// A button of an alert, a dialog or the toolbar.
public struct ButtonModel: Sendable {
    public var label: InterpolatedText
    /// An SF Symbol shown with the label (toolbar buttons).
    public var systemImage: String?
    public var role: ScreenSpec.AlertAction.Role?
    /// The `Bool` expression while which `role` applies (nil: always).
    public var roleCondition: String? = nil
    /// The statement the button runs; nil for a button that only dismisses.
    public var statement: String?
    /// A statement that awaits runs in a `Task`: a button's action is synchronous, and a Task
    /// started by a tap is the sanctioned way to begin async work from it.
    public var runsInTask: Bool
    /// For a button that runs one of the screen's actions (then `statement` is nil): its steps, in
    /// order, in one `Task`.
    public var steps: [ButtonStepModel] = []
    /// The flags of the actions it runs, when it shows their progress: a `ProgressView` replaces
    /// the label, and the button is disabled, while one is true. Empty in alerts and dialogs,
    /// which are gone once tapped.
    public var inFlight: [InFlightFlag] = []
    /// The user's condition that also disables it.
    public var disabled: ConditionModel? = nil
    /// The load the button runs again, in a `Task`, in place of a statement: a failed load's Retry.
    public var reruns: LoadCallModel? = nil
    /// The screen's busy flag, which disables a toolbar button while the screen waits for its
    /// busy actions (in place of the flags of the actions it runs, which it includes).
    public var busy: InFlightFlag? = nil
    /// The `Bool` expression the button is shown under (`if …`): a menu's or a row's button.
    public var condition: String? = nil
    /// The button's own modifiers, each a call as written: a menu's or a row's button.
    public var modifiers: [String] = []
}

/// One `ToolbarItem`: a button, a menu of buttons, a custom view or an `EditButton`; or a
/// `ToolbarSpacer` between items.
public struct ToolbarItemModel: Sendable {
    public enum Content: Sendable {
        case button(ButtonModel)
        case menu(label: InterpolatedText, systemImage: String?, buttons: [ButtonModel])
        /// The spec's view expression, untouched.
        case view(String)
        case editButton
        /// Select All: it selects every loaded row of `load` into the list's `selection`.
        case selectAll(selection: BindingModel, load: LoadModel)
        /// A `ToolbarSpacer` of this sizing, no `ToolbarItem`.
        case spacer(ScreenSpec.ToolbarItem.SpacerSizing)
    }

    public var placement: ScreenSpec.ToolbarItem.Placement
    public var content: Content
    /// Shown only while the screen's edit mode is active.
    public var whileEditing: Bool = false
    /// The user's condition that leaves the item out.
    public var hidden: ConditionModel? = nil
    /// The modifiers of the item's view, in order.
    public var modifiers: [String] = []

    /// The view's last line is a call on its own line (a custom view, an `EditButton`), so a
    /// modifier after it hangs four spaces in; after a button or a menu, which end with a closing
    /// brace (or a modifier at its indentation), it starts at the view's indentation.
    public var modifiersHang: Bool {
        switch content {
        case .view, .editButton: true
        case .button, .menu, .selectAll, .spacer: false
        }
    }

    /// The item's button, when it is one.
    public var button: ButtonModel? {
        if case .button(let model) = content { model } else { nil }
    }
}
