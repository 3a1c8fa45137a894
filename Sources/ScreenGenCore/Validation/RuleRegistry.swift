/// Every rule, listed by hand: Linux has no runtime reflection, and a test checks that each file in
/// `Rules/` is registered here. Ordered by the rules-digest statement each implements.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ViewModelWithoutReasonRule.self,
        EnvironmentServiceThroughInitRule.self,
        ChildCreatesModelRule.self,
        LegacyObservationRule.self,
        AppStorageInStoreRule.self,
        NonSendableAcrossAsyncRule.self,
        OverusedStateRule.self,
        EnvironmentKeyPathRule.self,
        TaskInOnAppearRule.self,
        TaskIDMissingRule.self,
        LoadNotShownRule.self,
        SwallowedFailureRule.self,
        HeavyWorkInBodyRule.self,
        AdHocTimerRule.self,
        NavigationViewRule.self,
        RouteValueNotIDRule.self,
        BooleanPresentationFlagsRule.self,
        SheetIsPresentedRule.self,
        SheetActionClosuresRule.self,
        DismissDisabledWithoutDismissRule.self,
        NonIdentifiableItemsRule.self,
        AnyViewRule.self,
        StackSpacingRule.self,
        ForegroundColorRule.self,
        APINewerThanTargetRule.self,
        DeprecatedAPIRule.self,
        PreviewCoverageRule.self,
        LivePreviewDependencyRule.self,
        OptionalDependencyRule.self,
    ]

    public static let ids: Set<String> = Set(all.map { $0.description.id })

    public static func rule(_ id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
