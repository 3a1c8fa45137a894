/// A button of a row's swipe actions or context menu: the screen's one button model, with the
/// tint a swipe button is filled with.
public struct RowButtonModel: Sendable {
    public var button: ButtonModel
    /// The `ShapeStyle` expression of `.tint`, as the spec writes it.
    public var tint: String?
}

/// One edge's swipe actions; nil keeps SwiftUI's default (trailing, full swipe allowed).
public struct SwipeActionsModel: Sendable {
    public var edge: ScreenSpec.SwipeActions.Edge?
    public var allowsFullSwipe: Bool?
    public var buttons: [RowButtonModel]
}

/// What a swipe to delete runs: the view's method of the action, given the elements at the deleted
/// offsets of the collection the `ForEach` shows.
public struct OnDeleteModel: Sendable {
    /// The action's method, escaped.
    public var action: String
    /// The collection the rows show: the loaded value's name (or its group's), or the `items` expression.
    public var collection: String
}

extension ModelBuilder {
    /// The row's swipe actions and context menu. Their buttons show no progress, as an alert's: the
    /// swipe closes and the menu goes once tapped, so there is no label left to show it in; the
    /// action's in-flight flag still guards a second run.
    func rowActions(
        _ section: ScreenSpec.Section, into model: inout SectionModel, spec: ScreenSpec, actions: [ActionModel]
    ) {
        func rowButton(_ row: ScreenSpec.RowButton) -> RowButtonModel {
            let menu = row.button
            var model = button(
                menu.label.value, systemImage: menu.systemImage?.value, role: menu.role?.value,
                action: menu.action, spec: spec, actions: actions, showsProgress: false)
            model.condition = menu.condition.map { SwiftSnippet.statementCondition($0.value) }
            model.modifiers = menu.modifiers.map(\.value)
            return RowButtonModel(button: model, tint: row.tint?.value)
        }
        model.swipeActions = section.swipeActions.map {
            SwipeActionsModel(
                edge: $0.edge?.value, allowsFullSwipe: $0.allowsFullSwipe?.value, buttons: $0.buttons.map(rowButton))
        }
        model.contextMenu = section.contextMenu.map(rowButton)
        if !section.onTap.isEmpty {
            // The row is the label; the button has no text of its own, and, like a swipe action, no
            // label to show progress in.
            model.onTap = button(
                InterpolatedText(segments: []), systemImage: nil, role: nil, action: section.onTap, spec: spec,
                actions: actions, showsProgress: false)
        }
        if let onDelete = section.onDelete {
            let collection: String =
                switch model.rows {
                // A group's elements are named after the load, as its whole value is.
                case .phase(let load): model.part ?? load.name
                case .items(let items): items
                case .fields: ""
                }
            let delete = OnDeleteModel(action: SwiftIdentifier.escaped(onDelete.value), collection: collection)
            model.onDelete = delete
            // With swipe actions on a row, SwiftUI no longer adds the Delete that `onDelete` would
            // (its documentation of swipeActions says so): without a trailing edge of its own, the
            // row gets one whose Delete runs the action on its element, as a full swipe did.
            let hasTrailing = section.swipeActions.contains { ($0.edge?.value ?? .trailing) == .trailing }
            if !section.swipeActions.isEmpty, !hasTrailing, let element = section.element?.value {
                let deleteButton = button(
                    InterpolatedText(segments: [.text("Delete")]), systemImage: "trash", role: .destructive,
                    statement: "await \(delete.action)([\(SwiftIdentifier.escaped(element))])")
                model.swipeActions.append(
                    SwipeActionsModel(
                        edge: nil, allowsFullSwipe: nil, buttons: [RowButtonModel(button: deleteButton, tint: nil)]))
            }
        }
    }
}
