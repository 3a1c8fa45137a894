/// Built-in environment values are read by key path; `@Environment(T.self)` is for @Observable objects.
struct EnvironmentKeyPathRule: Rule {
    static let description = RuleDescription(
        id: "environment-key-path",
        severity: .error,
        summary:
            "An environment entry reads a built-in value (DismissAction, ColorScheme, …) by `type` instead of by `key`.",
        rationale: """
            `@Environment(T.self)` reads an `@Observable` object that someone installed with \
            `.environment(_:)`. The built-in values — `dismiss`, `openURL`, `colorScheme`, \
            `dynamicTypeSize`, the size classes, `isSearching`, `modelContext`, `locale`, … — are \
            `EnvironmentValues` properties, read by key path: `@Environment(\\.dismiss)`, the spec's \
            `key: dismiss`. By type they do not compile (they are not Observable classes).
            """,
        source: "000 · Common built-in environment values",
        digest: [13],
        triggering: [
            """
            screen: Editor
            environment:
              - { name: dismiss, type: ↓DismissAction, preview: DismissAction() }
            """
        ],
        nonTriggering: [
            """
            screen: Editor
            environment:
              - { name: dismiss, key: dismiss }
            """
        ])

    static let keys: [String: String] = [
        "DismissAction": "dismiss", "OpenURLAction": "openURL", "ColorScheme": "colorScheme",
        "DynamicTypeSize": "dynamicTypeSize", "UserInterfaceSizeClass": "horizontalSizeClass",
        "UserInterfaceSizeClass?": "horizontalSizeClass", "ModelContext": "modelContext", "Locale": "locale",
        "Calendar": "calendar", "TimeZone": "timeZone", "RefreshAction?": "refresh",
        "DismissSearchAction": "dismissSearch",
    ]

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { $0 == .environmentType }) { expression in
            let type = SwiftTypeName.normalized(expression.text)
            let unqualified = type.hasPrefix("SwiftUI.") ? String(type.dropFirst("SwiftUI.".count)) : type
            guard let key = Self.keys[unqualified] else {
                return nil
            }
            return RuleViolation(
                "\(type) is a built-in environment value, read by key path", at: expression.location,
                entry: expression.entry, fixIt: "key: \(key) (instead of type: and preview:)")
        }
    }
}
