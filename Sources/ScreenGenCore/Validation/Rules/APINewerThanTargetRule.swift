/// An API newer than the deployment target does not compile; screengen does not add availability checks.
struct APINewerThanTargetRule: Rule {
    static let description = RuleDescription(
        id: "api-newer-than-target",
        severity: .error,
        summary: "An expression uses a SwiftUI API newer than the spec's `platform.iOS`.",
        rationale: """
            The source asks for availability checks next to newer APIs. Spec expressions are pasted \
            into generated code where no `if #available` can go, so screengen refuses them instead of \
            wrapping them: raise the target, or move the call into your own view type behind \
            `if #available`. The rule knows a short table — iOS 18: `writingToolsBehavior`, \
            `navigationTransition`, `matchedTransitionSource`, `onScrollGeometryChange`, \
            `onScrollVisibilityChange`, `presentationSizing`, `MeshGradient`; iOS 26: `glassEffect`, \
            `GlassEffectContainer`, `scrollEdgeEffectStyle`, `backgroundExtensionEffect`, \
            `tabViewBottomAccessory`, `tabBarMinimizeBehavior`; the clipboard modifiers `copyable`, \
            `cuttable` and `pasteDestination(for:action:validator:)`, which 000 gives as iOS 27 (the \
            iOS 17.4 SDK marks them unavailable on iOS); and iOS 17 APIs (`ContentUnavailableView`, \
            `containerRelativeFrame`, `scrollPosition(id:)`, `scrollTargetBehavior`, `sensoryFeedback`) \
            for when targets below 17 are generated. Anything else is the compiler's to check.
            """,
        source:
            "000 · iOS 26+ new APIs, Writing Tools (iOS 18+), common mistakes, review checklist (availability matches the platform, especially clipboard APIs)",
        digest: [31],
        triggering: [
            """
            screen: Notes
            platform: { iOS: "17.0" }
            sheets:
              - { case: edit, destination: ↓"NoteEditor().writingToolsBehavior(.complete)" }
            """
        ],
        nonTriggering: [
            """
            screen: Notes
            platform: { iOS: "18.0" }
            sheets:
              - { case: edit, destination: "NoteEditor().writingToolsBehavior(.complete)" }
            """
        ])

    static let table: [(api: String, pattern: String, iOS: OSVersion)] = [
        ("writingToolsBehavior", "writingToolsBehavior", OSVersion(18)),
        ("navigationTransition", "navigationTransition", OSVersion(18)),
        ("matchedTransitionSource", "matchedTransitionSource", OSVersion(18)),
        ("onScrollGeometryChange", "onScrollGeometryChange", OSVersion(18)),
        ("onScrollVisibilityChange", "onScrollVisibilityChange", OSVersion(18)),
        ("presentationSizing", "presentationSizing", OSVersion(18)), ("MeshGradient", "MeshGradient", OSVersion(18)),
        ("glassEffect", "glassEffect", OSVersion(26)), ("GlassEffectContainer", "GlassEffectContainer", OSVersion(26)),
        ("scrollEdgeEffectStyle", "scrollEdgeEffectStyle", OSVersion(26)),
        ("backgroundExtensionEffect", "backgroundExtensionEffect", OSVersion(26)),
        ("tabViewBottomAccessory", "tabViewBottomAccessory", OSVersion(26)),
        ("tabBarMinimizeBehavior", "tabBarMinimizeBehavior", OSVersion(26)),
        ("copyable", ".copyable(", OSVersion(27)), ("cuttable", ".cuttable(", OSVersion(27)),
        ("pasteDestination(for:action:validator:)", ".pasteDestination(for:", OSVersion(27)),
        ("ContentUnavailableView", "ContentUnavailableView", OSVersion(17)),
        ("containerRelativeFrame", "containerRelativeFrame", OSVersion(17)),
        ("scrollPosition(id:)", "scrollPosition(id:", OSVersion(17)),
        ("scrollTargetBehavior", "scrollTargetBehavior", OSVersion(17)),
        ("sensoryFeedback", "sensoryFeedback", OSVersion(17)),
    ]

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let target = input.spec.platform.iOS.value
        return SpecExpressions.scan(input) { expression in
            let newer = Self.table.filter { $0.iOS > target && expression.contains($0.pattern) }
            guard let newest = newer.max(by: { $0.iOS < $1.iOS }) else { return nil }
            return RuleViolation(
                "\(expression.what) uses \(newest.api), which needs iOS \(newest.iOS); the target is iOS \(target)",
                at: expression.location, entry: expression.entry,
                fixIt:
                    "platform: { iOS: \"\(newest.iOS)\" }, or call it from your own view behind if #available(iOS \(newest.iOS), *)"
            )
        }
    }
}
