/// Every load's phases are shown somewhere: loading, empty, error and the loaded value.
struct LoadNotShownRule: Rule {
    static let description = RuleDescription(
        id: "load-not-shown",
        severity: .warning,
        summary: "A load is shown by no content section.",
        rationale: """
            Each load gets explicit loading, empty, error and loaded phases, and a section renders them \
            (`ProgressView`, `ContentUnavailableView`, the rows). A load no section shows still runs, but \
            its progress, its failure and its value are invisible: the user sees nothing happen. Show it \
            in a section, or drop it.
            """,
        source:
            "000 · Async data loading, HIG alignment (explicit loading and error states, ContentUnavailableView); 001 · general rules",
        digest: [16],
        triggering: [
            """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: Catalog.posts() }
              - ↓{ name: stats, type: Stats, call: Catalog.stats() }
            content:
              sections:
                - { load: posts, element: post, row: "PostRow(post: post)" }
            """
        ],
        nonTriggering: [
            """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: Catalog.posts() }
              - { name: stats, type: Stats, call: Catalog.stats() }
            content:
              sections:
                - { load: stats, row: "StatsHeader(stats: stats)" }
                - { load: posts, element: post, row: "PostRow(post: post)" }
            """
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let shown = Set((input.spec.content?.sections ?? []).compactMap(\.load?.value))
        // A load whose failure is ignored has no phase to show: other sections read its value.
        return input.spec.phasedLoads.filter { !shown.contains($0.name.value) }.map { load in
            RuleViolation(
                "no section shows load '\(load.name.value)': its progress, failure and value are invisible",
                at: load.location, entry: load.location,
                fixIt: "content: { sections: [{ load: \(load.name.value), row: … }] }")
        }
    }
}
