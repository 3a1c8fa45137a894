/// `@AppStorage` is a view's DynamicProperty; it does nothing inside an @Observable class.
struct AppStorageInStoreRule: Rule {
    static let description = RuleDescription(
        id: "app-storage-in-store",
        severity: .error,
        summary: "A store property or dependency is an AppStorage.",
        rationale: """
            `@AppStorage` is a `DynamicProperty`: SwiftUI updates it only inside a view. In an \
            `@Observable` store it neither observes UserDefaults nor triggers updates. Keep it in the \
            view, or give the store a plain property that reads and writes `UserDefaults` itself.
            """,
        source: "000 · Common mistakes (@AppStorage inside an @Observable class)",
        digest: [8],
        triggering: [
            """
            screen: Reader
            store:
              properties:
                - { name: fontSize, type: ↓AppStorage<Double>, initial: 'AppStorage(wrappedValue: 14, "fontSize")' }
            """
        ],
        nonTriggering: [
            """
            screen: Reader
            store:
              properties:
                - { name: fontSize, type: Double, initial: "14" }
            """
        ])

    /// Read once: a `String` pattern was checked for being one name on every expression.
    static let appStorage: TokenPattern = "AppStorage"

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(
            input, roles: { [.storePropertyType, .storePropertyInitial, .dependencyType].contains($0) }
        ) {
            guard $0.contains(Self.appStorage) else { return nil }
            return RuleViolation(
                "\($0.what) is an AppStorage, which only works in a view", at: $0.location, entry: $0.entry,
                fixIt: "read it with @AppStorage in the view (its properties user region), or make it a plain "
                    + "store property backed by UserDefaults (the store's members user region)")
        }
    }
}
