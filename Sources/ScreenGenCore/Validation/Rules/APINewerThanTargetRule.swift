/// An API newer than the deployment target does not compile; screengen does not add availability checks.
struct APINewerThanTargetRule: Rule {
    static let description = RuleDescription(
        id: "api-newer-than-target",
        severity: .error,
        summary: "An expression uses a SwiftUI or Observation API newer than the spec's `platform.iOS`.",
        rationale: """
            The source asks for availability checks next to newer APIs. Spec expressions are pasted \
            into generated code where no `if #available` can go, so screengen refuses them instead of \
            wrapping them: raise the target, or move the call into your own view type behind \
            `if #available`. The rule knows every View modifier, type and top-level function of SwiftUI, \
            SwiftUICore and Observation that the iOS 17.4, 18.6 and 26.2 SDKs mark as newer than iOS 16.0 \
            (`ContentUnavailableView` and `.inspector` at 17, `Tab`, `.writingToolsBehavior` and \
            `.navigationTransition` at 18, `.glassEffect`, `.navigationSubtitle` and \
            `.tabBarMinimizeBehavior` at 26, …: the table is derived from the interfaces by \
            Tests/Tools/api_availability.py), and `onChange(of:)` with a closure of two parameters or \
            none (iOS 17; one parameter is the iOS 14 form). Beyond the interfaces it knows the \
            `sidebarAdaptable` tab view style (iOS 18, a static member the table cannot name) and the \
            clipboard modifiers `copyable`, `cuttable` and `pasteDestination(for:action:validator:)`, \
            which 000 gives as iOS 27 (the 26.2 SDK marks them unavailable on iOS). Anything else is the \
            compiler's to check.
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
            """,
            """
            screen: Notes
            platform: { iOS: "18.0" }
            content:
              container: list
              modifiers: [↓".navigationSubtitle(\\"Drafts\\")"]
            """,
            """
            screen: Notes
            platform: { iOS: "16.0" }
            state:
              - { name: query, type: String, initial: '""' }
            sheets:
              - { case: edit, destination: ↓"NoteEditor().onChange(of: query) { old, new in print(old, new) }" }
              - { case: info, destination: ↓"NoteEditor().inspector(isPresented: .constant(true)) { Text(\\"Info\\") }" }
              - { case: share, destination: ↓"ShareSheet().presentationCornerRadius(24)" }
            """,
        ],
        nonTriggering: [
            """
            screen: Notes
            platform: { iOS: "18.0" }
            sheets:
              - { case: edit, destination: "NoteEditor().writingToolsBehavior(.complete)" }
            """,
            """
            screen: Notes
            platform: { iOS: "26.0" }
            content:
              container: list
              modifiers: [".navigationSubtitle(\\"Drafts\\")", ".scrollEdgeEffectStyle(.soft, for: .top)"]
            """,
            """
            screen: Notes
            platform: { iOS: "16.0" }
            state:
              - { name: query, type: String, initial: '""' }
            sheets:
              - { case: edit, destination: "NoteEditor().onChange(of: query) { new in print(new) }" }
              - { case: info, destination: "NoteEditor().onChange(of: query, perform: { print($0) })" }
            """,
            """
            screen: Notes
            platform: { iOS: "17.0" }
            state:
              - { name: query, type: String, initial: '""' }
            sheets:
              - { case: edit, destination: "NoteEditor().onChange(of: query) { old, new in print(old, new) }" }
              - { case: info, destination: "NoteEditor().inspector(isPresented: .constant(true)) { Text(\\"Info\\") }" }
            """,
        ])

    /// What the SDKs' annotations cannot give, kept by hand: a style's static member (the table
    /// names its type), and what the newest SDK marks unavailable on iOS.
    static let beyondSDK: [(api: String, pattern: String, iOS: OSVersion)] = [
        ("sidebarAdaptable", ".sidebarAdaptable", OSVersion(18)),
        ("copyable", ".copyable(", OSVersion(27)), ("cuttable", ".cuttable(", OSVersion(27)),
        ("pasteDestination(for:action:validator:)", ".pasteDestination(for:", OSVersion(27)),
    ]

    /// The table and the hand-kept entries, indexed once.
    static let index = APIPatternIndex(
        (SDKAvailability.table + beyondSDK).map { api, pattern, iOS in
            (pattern, APIAvailability(api: api, iOS: iOS))
        })

    /// The newest API the tokens use, if any is newer than `target`.
    static func newestAPI(in tokens: [String], newerThan target: OSVersion) -> APIAvailability? {
        var newest: APIAvailability?
        for (entry, _) in index.matches(in: tokens, where: { $0.iOS > target })
        where newest.map({ entry.iOS > $0.iOS }) ?? true {
            newest = entry
        }
        // The versions first: from an iOS 17 target on, no expression's tokens are walked for it.
        if OnChangeForm.api.iOS > target, newest.map({ OnChangeForm.api.iOS > $0.iOS }) ?? true,
            OnChangeForm.usesIOS17Form(tokens)
        {
            newest = OnChangeForm.api
        }
        return newest
    }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let target = input.spec.platform.iOS.value
        return SpecExpressions.scan(input) { expression in
            guard let newest = Self.newestAPI(in: expression.tokens, newerThan: target) else { return nil }
            return RuleViolation(
                "\(expression.what) uses \(newest.api), which needs iOS \(newest.iOS); the target is iOS \(target)",
                at: expression.location, entry: expression.entry,
                fixIt:
                    "platform: { iOS: \"\(newest.iOS)\" }, or call it from your own view behind if #available(iOS \(newest.iOS), *)"
            )
        }
    }
}

/// An API the rule knows, and the iOS that has it.
struct APIAvailability: Sendable {
    var api: String
    var iOS: OSVersion
}
