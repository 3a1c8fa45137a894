/// Debounce and delays belong to the async layer: `.task(id:)` with a sleep, or the service.
struct AdHocTimerRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "ad-hoc-timer",
        severity: .warning,
        summary:
            "An expression or type uses Foundation's `Timer`, `DispatchQueue…asyncAfter` or a dispatch timer source.",
        rationale: """
            Timers and delayed dispatches in a view are not cancelled with it and race with the view's \
            async work. Debouncing a search is a load with `dependsOn` (it runs in `.task(id:)`, which \
            cancels the previous run) whose call sleeps first — `try await Task.sleep(for: .milliseconds(300))` \
            — and periodic work is an `AsyncSequence` or clock in the service. The rule knows \
            Foundation's `Timer` by its members (`Timer.publish`, `Timer.scheduledTimer`, …), so a \
            `Timer` type of your own is not reported.
            """,
        source:
            "000 · Async data loading (cancellation handlers, debounce and clocks through Swift concurrency); 001 · async state",
        digest: [18],
        triggering: [
            """
            screen: Clock
            state:
              - { name: ticks, type: ↓Timer.TimerPublisher, initial: "Timer.publish(every: 1, on: .main, in: .common)" }
            """,
            """
            screen: Search
            content:
              sections:
                - { load: results, element: result, row: ↓"ResultRow(result: result).onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { } }" }
            loads:
              - { name: results, type: "[Result]", call: "Search.results()" }
            """,
        ],
        nonTriggering: [
            """
            screen: Search
            store:
              properties:
                - { name: query, type: String, initial: '""' }
            loads:
              - { name: results, type: "[Result]", call: "Search.debounced(query)", dependsOn: [query] }
            """,
            """
            screen: Kitchen
            loads:
              - { name: timers, type: "[Timer]", call: Kitchen.timers() }
            """,
        ])

    /// Foundation's timer by its members (a `Timer` of your own is not one), delayed dispatch, and
    /// dispatch timer sources.
    static let timers: [TokenPattern] = [
        "Timer.scheduledTimer", "Timer.publish", "Timer.TimerPublisher", "Timer(timeInterval:", "Timer(fire:",
        "Timer(fireAt:", ".asyncAfter(", "makeTimerSource", "DispatchSourceTimer",
    ]

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input) { expression in
            guard let name = expression.firstMatch(Self.timers) else { return nil }
            return RuleViolation(
                "\(expression.what) uses '\(name)', an ad-hoc timer", at: expression.location, entry: expression.entry,
                fixIt: "debounce in a load with dependsOn (.task(id:)) whose call awaits Task.sleep(for:), "
                    + "or keep the clock in the service")
        }
    }
}
