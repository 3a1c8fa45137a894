extension SpecSchema {
    static let search = ObjectSchema(
        name: "search",
        summary: "The screen's search field: `.searchable(text:placement:prompt:)` on the container. A load that "
            + "lists the text in `dependsOn` runs again as it changes (`.task(id:)`), after `debounce`; when it finds "
            + "nothing for a text, it shows `ContentUnavailableView.search(text:)` (from iOS 17), and its own `empty` "
            + "placeholder when the text is empty.",
        keys: [
            KeySchema(
                "text", .expression, required: true,
                "The searched text, written like a control's `bind`: a `String` state or store property "
                    + "(`query`, `store.query`).", example: "query"),
            KeySchema("prompt", .text, "The field's placeholder, localized.", example: "Search Messages"),
            KeySchema(
                "placement", .oneOf(ScreenSpec.Search.Placement.allCases.map(\.rawValue)), default: "`automatic`",
                "Where the field sits (`SearchFieldPlacement`): `navigationBarDrawer` under the navigation title, "
                    + "`toolbar`, `sidebar`, or SwiftUI's choice.", example: "navigationBarDrawer"),
            KeySchema(
                "displayMode", .oneOf(ScreenSpec.Search.DisplayMode.allCases.map(\.rawValue)),
                "With `placement: navigationBarDrawer`: `always` keeps the field shown while the list scrolls "
                    + "(`.navigationBarDrawer(displayMode: .always)`).", example: "always"),
            KeySchema(
                "debounce", .duration,
                "How long typing must pause before a load that depends on the text runs: inside its "
                    + "`.task(id:)` the load sleeps this long, and a newer text cancels the sleep. The first load "
                    + "and a cleared search run at once. A warning when no load depends on the text.",
                example: "250ms"),
        ])
}
