/// A presented screen that a swipe cannot close offers its own way out, and calls dismiss() itself.
struct DismissDisabledWithoutDismissRule: Rule {
    static let description = RuleDescription(
        id: "dismiss-disabled-without-dismiss",
        severity: .warning,
        summary: "A presented screen disables the swipe that dismisses it, and no button calls `dismiss()`.",
        rationale: """
            `presentation: { dismissDisabled: … }` keeps a swipe from throwing a draft away. While it holds, \
            the screen's own buttons are the only way out, so one of them must call `dismiss()` (read with \
            `environment: [{ name: dismiss, key: dismiss }]`): a Cancel that asks before discarding, a Done \
            that saves first (`action: [save, dismiss()]`), or an action's `onSuccess`. The sheet owns its \
            actions; without one the user is stuck on it. (A button in your own code that calls `dismiss()` \
            does the same: suppress the finding with the reason.)
            """,
        source: "000 · Review checklist (a sheet owns its actions and calls dismiss() itself); 001 · sheets",
        digest: [22],
        triggering: [
            """
            screen: EditNote
            state:
              - { name: hasChanges, type: Bool, initial: "false" }
            presentation: { stack: true, dismissDisabled: ↓hasChanges }
            toolbar:
              - { label: Undo, action: hasChanges = false }
            """
        ],
        nonTriggering: [
            """
            screen: EditNote
            environment:
              - { name: dismiss, key: dismiss }
            state:
              - { name: hasChanges, type: Bool, initial: "false" }
            presentation: { stack: true, dismissDisabled: hasChanges }
            confirmationDialogs:
              - { case: discard, title: Discard Changes?, actions: [{ label: Discard, role: destructive, action: dismiss() }] }
            toolbar:
              - { label: Cancel, placement: cancellationAction, action: confirmationDialog = .discard }
            """,
            """
            screen: EditNote
            presentation: { stack: true }
            """,
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        guard let condition = input.spec.presentation?.dismissDisabled else { return [] }
        let exits: [SpecExpression.Role] = [.toolbarAction, .alertAction, .fieldAction, .actionOnSuccess]
        let dismisses = input.expressions.contains { expression in
            exits.contains(expression.role) && SwiftSnippet.readNames(in: expression.text).contains("dismiss")
        }
        guard !dismisses else { return [] }
        return [
            RuleViolation(
                "a swipe cannot dismiss this screen while '\(condition.value)' holds, and no button calls dismiss()",
                at: condition.location, entry: input.spec.presentation?.location,
                fixIt: "add a Cancel or Done that calls dismiss() (environment: [{ name: dismiss, key: dismiss }])")
        ]
    }
}
