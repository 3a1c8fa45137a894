/// A presented screen owns its actions and dismisses itself.
struct SheetActionClosuresRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "sheet-action-closures",
        severity: .warning,
        summary: "A sheet's destination is passed `onCancel:` / `onConfirm:`-style closures.",
        rationale: """
            A sheet that receives `onCancel` / `onConfirm` closures spreads its behaviour over its parent: \
            the parent must know how to finish the sheet's work and to dismiss it. The sheet should own \
            its actions and call `dismiss()` (read with `@Environment(\\.dismiss)`) itself; the generator \
            passes no such closures, and a destination should not add them.
            """,
        source: "000 · Review checklist (a sheet owns its actions and calls dismiss() itself); 001 · sheets",
        digest: [22],
        triggering: [
            """
            screen: Library
            sheets:
              - { case: addBook, destination: ↓"AddBookView(onCancel: {}, onSave: { _ in })" }
            """
        ],
        nonTriggering: [
            """
            screen: Library
            sheets:
              - { case: addBook, destination: AddBookView() }
            """
        ])

    static let labels = ["onCancel", "onConfirm", "onDismiss", "onDone", "onSave", "onClose", "onComplete"]
    /// Each label with its pattern (`onCancel:`), read once.
    static let labelPatterns = labels.map { (label: $0, pattern: TokenPattern("\($0):")) }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { $0 == .sheetDestination }) { expression in
            guard let label = Self.labelPatterns.first(where: { expression.contains($0.pattern) })?.label else {
                return nil
            }
            return RuleViolation(
                "\(expression.what) passes an '\(label)' closure; a sheet owns its actions", at: expression.location,
                entry: expression.entry,
                fixIt: "drop '\(label):' and let the sheet's view act and call dismiss() (@Environment(\\.dismiss))")
        }
    }
}
