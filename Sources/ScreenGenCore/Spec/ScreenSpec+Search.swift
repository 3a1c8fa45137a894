extension ScreenSpec {
    /// The screen's search field (`.searchable`): the text it edits, and how long typing must pause
    /// before the loads that read the text run again.
    public struct Search: Sendable {
        /// `SearchFieldPlacement`: where the field sits.
        public enum Placement: String, Sendable, CaseIterable { case automatic, toolbar, sidebar, navigationBarDrawer }
        /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`: whether the drawer's field stays shown.
        public enum DisplayMode: String, Sendable, CaseIterable { case automatic, always }

        /// The edited text, written like a control's `bind`: a `String` state or store property.
        public var text: Located<BindingPath>
        public var prompt: Located<String>?
        public var placement: Located<Placement>?
        /// Only with `placement: navigationBarDrawer`.
        public var displayMode: Located<DisplayMode>?
        /// How long, in milliseconds, a load that reads the text waits for typing to pause.
        public var debounce: Located<Int>?
        public var location: SourceLocation

        /// The name a load's `dependsOn` gives the text: its member, or the store property it starts at
        /// (`query` for `store.query`), when `storeName` is the view's property holding the store.
        public func dependencyName(storeName: String?) -> String {
            if text.value.root == storeName, let property = text.value.properties.first { return property }
            return text.value.root
        }
    }
}
