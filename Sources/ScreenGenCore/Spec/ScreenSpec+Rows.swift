extension ScreenSpec {
    /// A button of a row's swipe actions or context menu: a menu button (label, image, role, what it
    /// runs) with the tint a swipe button is filled with.
    public struct RowButton: Sendable {
        public var button: MenuButton
        /// A `ShapeStyle` expression (`.yellow`); nil leaves the system's (red for a destructive one).
        public var tint: Located<String>?
    }

    /// The buttons one edge of a row reveals when swiped.
    public struct SwipeActions: Sendable {
        public enum Edge: String, Sendable, CaseIterable { case leading, trailing }
        /// nil leaves SwiftUI's default, the trailing edge.
        public var edge: Located<Edge>?
        /// nil leaves SwiftUI's default: a full swipe runs the first button.
        public var allowsFullSwipe: Located<Bool>?
        public var buttons: [RowButton]
        public var location: SourceLocation
    }
}

extension ScreenSpec.Section {

    /// Every button of the section's rows, for the checks that read what buttons run.
    public var rowButtons: [ScreenSpec.MenuButton] {
        swipeActions.flatMap { $0.buttons.map(\.button) } + contextMenu.map(\.button)
    }
}
