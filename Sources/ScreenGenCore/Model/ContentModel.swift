/// The screen's root and what it shows.
public struct ContentModel: Sendable {
    public var container: ScreenSpec.Content.Container
    public var sections: [SectionModel]
    /// Each section sits in a `Section`: there are several, or one has a title or a footer.
    public var wrapsSections: Bool
    /// The sections in the order shown, consecutive sections of one load together: they show parts
    /// of one loaded value under one phase (a movie's cast, then its similar movies).
    public var blocks: [Block] {
        var blocks: [Block] = []
        for section in sections {
            if let load = section.load, case .phase(let shared, var parts) = blocks.last, shared.name == load.name {
                parts.append(section)
                blocks[blocks.count - 1] = .phase(shared, parts)
            } else if let load = section.load {
                blocks.append(.phase(load, [section]))
            } else {
                blocks.append(.section(section))
            }
        }
        return blocks.map { block in
            if case .phase(_, let parts) = block, parts.count == 1 { .section(parts[0]) } else { block }
        }
    }

    /// A section on its own, or the sections of one load's phase.
    public enum Block: Sendable {
        case section(SectionModel)
        case phase(LoadModel, [SectionModel])
    }
    /// What a list's selection binds, if it has one.
    public var selection: BindingModel? = nil
    /// The spec's modifiers of the container, each the user's call, in order.
    public var modifiers: [String] = []
    /// The form's focus order, when its fields have `focus`.
    public var focus: FocusModel? = nil
    /// What the list shows over itself when its search finds nothing in a shaped collection.
    public var searchOverlay: SearchOverlayModel? = nil
    /// The section whose load shows its spinner, empty and failed states over the container, if any.
    public var overlay: SectionModel? { sections.first(where: \.statesInOverlay) }
    /// A List, a Form or a vertical stack: what pull to refresh needs.
    public var scrollsVertically: Bool { Self.scrollsVertically(container) }

    /// Whether `container` scrolls vertically; `none` is the user's own root, which pull to refresh
    /// reaches through the environment.
    static func scrollsVertically(_ container: ScreenSpec.Content.Container) -> Bool { container != .lazyHStack }
}

public struct SectionModel: Sendable {
    /// What fills the section.
    public enum Rows: Sendable {
        /// A load's phase: a placeholder per state, then the rows of the loaded value.
        case phase(LoadModel)
        /// An expression's collection, one row per element.
        case items(String)
        /// Form controls, one row each.
        case fields([FieldModel])
    }

    public var rows: Rows
    /// For a load's section: fixed rows over the loaded value, shown in its loaded case in place of
    /// one `row`; empty otherwise.
    public var loadedFields: [FieldModel] = []
    public var element: String?
    /// The view of an element, or of a load's value; nil for fields.
    public var row: String?
    public var title: String?
    public var footer: String?
    /// A view of the app's own as the header, in place of `title`.
    public var headerView: String? = nil
    /// A view of the app's own under the rows, in place of `footer`.
    public var footerView: String? = nil
    /// The loaded case binds the value: the `ForEach` reads it (with an `element`), or the row
    /// shows the value itself; a row that ignores it would leave an unused binding.
    public var bindsValue: Bool
    /// The route a tap on a row pushes, if the rows navigate.
    public var navigation: RowNavigationModel? = nil
    /// The buttons a swipe on a row reveals, one group per edge.
    public var swipeActions: [SwipeActionsModel] = []
    /// The buttons of a row's context menu.
    public var contextMenu: [RowButtonModel] = []
    /// What a swipe to delete runs, if the rows can be deleted.
    public var onDelete: OnDeleteModel? = nil
    /// The in-place edits of the bound array (`edits`, `add`), which run no action.
    public var rowEdits: RowEditsModel? = nil
    /// The load's spinner, empty and failed states cover the container (an `overlay`, as Apple's
    /// samples show `ContentUnavailableView`) rather than sit in it as rows: the section is the
    /// container's only one. Its loaded rows, or its redacted loading rows, stay in the container.
    public var statesInOverlay: Bool = false
    /// What a tap on a row runs, if the rows are buttons: the screen's one button model, whose label
    /// is the row.
    public var onTap: ButtonModel? = nil
    /// The part of a load's value the rows iterate (`movie.cast`); nil iterates the value itself.
    public var part: String? = nil
    /// The groups the rows are shown in, one titled section each, when the section groups them.
    public var grouping: GroupingModel? = nil
    /// Each group's header (the key's value unless the spec words it); nil without a grouping.
    public var groupTitle: InterpolatedText? = nil
    /// The section's own modifiers, in order; a section with some is always a `Section`.
    public var modifiers: [String] = []
    /// The condition the section is shown under (`if …`), if any.
    public var condition: String? = nil
    /// The key path the rows are told apart by, when the elements are not `Identifiable`.
    public var rowID: String? = nil
    /// How the store shapes the section's collection, when it does; the rows then read the shaped
    /// member.
    public var shaping: ShapingModel? = nil

    /// What a group's elements are called in the closure over the groups: the load's name, or the
    /// shaped collection's.
    public var groupElements: String? {
        guard grouping != nil else { return nil }
        return load?.name ?? shaping?.source
    }

    /// The load whose phase the section shows, if any.
    public var load: LoadModel? {
        if case .phase(let load) = rows { load } else { nil }
    }
}

/// One form control. Only the facts its `kind` takes are set (see `ScreenSpec.Field.Kind.keys`).
public struct FieldModel: Sendable {
    public var kind: ScreenSpec.Field.Kind
    public var label: InterpolatedText
    public var binding: BindingModel?
    public var prompt: String?
    public var axis: ScreenSpec.Field.Axis?
    public var lineLimit: String?
    public var options: String?
    /// The name of each option in `row`, escaped.
    public var option: String
    public var row: String?
    public var pickerStyle: ScreenSpec.Field.PickerStyle?
    public var range: String?
    public var step: String?
    public var components: [ScreenSpec.Field.DateComponent]
    public var value: String?
    public var url: String?
    /// A button row's button, the one button model of the screen.
    public var button: ButtonModel?
    /// A `view` field's code, split where it reads `$bind` (one more part than reads); nil for
    /// the other kinds.
    public var viewParts: [String]? = nil
    /// The control's own modifiers, in order.
    public var modifiers: [String] = []
    /// The condition the control is shown under (`if …`), if any.
    public var condition: String? = nil
    /// The condition that disables it (a button row's joins its in-flight flags instead).
    public var disabled: String? = nil
    /// An SF Symbol shown with the label (a toggle, a picker).
    public var systemImage: String? = nil
    /// A text or secure field's keyboard and Return; nil for the other kinds.
    public var textInput: TextInputModel? = nil

    /// The control is a call on its own line, so a modifier after it hangs four spaces in, as
    /// `swift format` keeps it; a picker, a slider and a button end with a closing brace (their
    /// options, label, action), and a modifier starts at their indentation.
    public var modifiersHang: Bool { ![.picker, .slider, .button].contains(kind) }
}

/// A form's focus order: the cases of the view's `FocusedField` enum, in the order Return moves
/// through them, and the one focused as the screen appears.
public struct FocusModel: Sendable {
    /// The cases, escaped, in the form's order.
    public var cases: [String]
    public var initial: String?
    public var enumType: String { FocusNames.enumType }
    public var state: String { FocusNames.state }
}

/// A text or secure field's keyboard and Return: typed modifiers, each nil when the spec leaves it.
public struct TextInputModel: Sendable {
    public var contentType: ScreenSpec.Field.ContentType?
    public var keyboard: ScreenSpec.Field.Keyboard?
    public var autocapitalization: ScreenSpec.Field.Autocapitalization?
    public var disablesAutocorrection: Bool
    /// The field's focus case, escaped.
    public var focus: String?
    /// The case Return focuses next, when it moves on rather than submits.
    public var nextFocus: String?
    /// What Return runs: the field's `submit`, written as a button's action.
    public var submit: ButtonModel?
    /// The conditions, comma-separated for a `guard`, under which Return may run `submit`: the
    /// button that runs the same action is shown and enabled. nil when nothing stops it.
    public var submitWhile: String?
    public var submitLabel: ScreenSpec.Field.SubmitLabel?
}

/// How a control reaches the value it edits: through the projected value of the member's wrapper
/// (`@State`, `@Binding`, `@Bindable`, the legacy object wrappers), or, for an `@Observable` object
/// the view holds without one (a received `let`, an `@Environment` object), through `Bindable`.
public struct BindingModel: Sendable, Equatable {
    public enum Access: Sendable, Equatable {
        case projectedValue
        case bindableWrapper
    }

    /// The view's member, escaped.
    public var member: String
    public var access: Access
    /// The properties after the member, escaped.
    public var properties: [String]

    /// The member's projected value: `$` and its name, never in backticks (`$internal`), since `$`
    /// makes any name an identifier and `$`internal`` does not parse.
    public var projectedValue: String {
        "$" + (member.hasPrefix("`") && member.hasSuffix("`") ? String(member.dropFirst().dropLast()) : member)
    }
}
