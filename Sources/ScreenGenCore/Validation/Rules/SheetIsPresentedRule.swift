/// A presentation that shows a model is driven by that model: `.sheet(item:)`.
struct SheetIsPresentedRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "sheet-is-presented",
        severity: .warning,
        summary: "An expression presents with `.sheet(isPresented:)` or `.fullScreenCover(isPresented:)`.",
        rationale: """
            With `isPresented:` the sheet's content must find its model elsewhere, usually with an \
            `if let` that can show an empty sheet. `.sheet(item:)` presents exactly when there is an \
            item and hands it to the content. The spec's `sheets:` generates an `Identifiable` enum shown \
            with `.sheet(item:)` (or `.fullScreenCover(item:)`); a row or destination should not add its \
            own Boolean-driven presentation.
            """,
        source: "000 · Common mistakes, review checklist (.sheet(item:) over .sheet(isPresented:)); 001 · sheets",
        digest: [21],
        triggering: [
            """
            screen: Library
            sheets:
              - { case: scanner, destination: ↓"ScannerView().sheet(isPresented: .constant(true)) { HelpView() }" }
            """
        ],
        nonTriggering: [
            """
            screen: Library
            sheets:
              - { case: scanner, destination: ScannerView() }
              - { case: help, destination: HelpView() }
            """
        ])

    static let forms: [TokenPattern] = [
        ".sheet(isPresented:", ".fullScreenCover(isPresented:", ".popover(isPresented:",
    ]

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { !$0.isType }) { expression in
            guard let form = expression.firstMatch(Self.forms) else { return nil }
            return RuleViolation(
                "\(expression.what) presents with \(form)…)", at: expression.location, entry: expression.entry,
                fixIt:
                    "declare the presentation under sheets: { case: …, item: …, destination: … }, shown with .sheet(item:)"
            )
        }
    }
}
