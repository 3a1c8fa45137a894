/// A button that changes data reports its failure; `try?` on async work hides it.
struct SwallowedFailureRule: Rule {
    static let description = RuleDescription(
        id: "swallowed-failure",
        severity: .warning,
        summary: "A button runs async work with `try? await`, which throws its failure away.",
        rationale: """
            A button that saves, deletes or sends and writes `try? await` throws the error away: the work \
            fails and the user sees nothing happen, or sees a sheet close as if it had worked. Declare the \
            work as one of the screen's `actions` with a `failure` alert case: the button then names it \
            (`action: save`), the failure shows with its error, the button shows progress and is disabled \
            while the call runs, and a second tap does nothing.
            """,
        source:
            "000 · Async data loading, HIG alignment (explicit loading and error states); issue #15 (a failure "
            + "goes to a declared alert case, never swallowed)",
        digest: [16],
        triggering: [
            """
            screen: EditNote
            toolbar:
              - { label: Save, placement: confirmationAction, action: ↓"try? await client.save(note)" }
            """
        ],
        nonTriggering: [
            """
            screen: EditNote
            actions:
              - { name: save, call: client.save(note), failure: saveFailed }
            alerts:
              - { case: saveFailed, item: any Error, title: Could Not Save }
            toolbar:
              - { label: Save, placement: confirmationAction, action: save }
            """,
            """
            screen: EditNote
            toolbar:
              - { label: Clear, action: "try? draft.clear()" }
            """,
        ])

    static let swallowed: TokenPattern = "try? await"

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(
            input, roles: { [.toolbarAction, .alertAction, .fieldAction, .actionOnSuccess, .onChangeAction].contains($0) }
        ) {
            expression in
            guard expression.contains(Self.swallowed) else { return nil }
            return RuleViolation(
                "\(expression.what) throws the failure of async work away with 'try?'", at: expression.location,
                entry: expression.entry,
                fixIt: "declare it in 'actions' with a 'failure' alert case, and name the action here")
        }
    }
}
