/// A load that reads changing state must re-run when it changes: `.task(id:)`.
struct TaskIDMissingRule: Rule {
    static let description = RuleDescription(
        id: "task-id-missing",
        severity: .warning,
        summary: "A load reads state, an input or a store property that is missing from its `dependsOn`.",
        rationale: """
            `.task` runs once when the view appears. When the work depends on a value that changes (a \
            search text, a filter), `.task(id:)` re-runs it — and cancels the previous run — whenever the \
            value changes. The spec names those values in `dependsOn`.
            """,
        source: "000 · Async data loading (.task(id:)); 001 · async work",
        digest: [15],
        triggering: [
            """
            screen: Search
            state:
              - { name: query, type: String, initial: '""' }
            environment:
              - { name: client, type: SearchClient, preview: SearchClient.preview }
            loads:
              - name: results
                type: "[Result]"
                call: ↓"client.search(for: query)"
            """
        ],
        nonTriggering: [
            """
            screen: Search
            state:
              - { name: query, type: String, initial: '""' }
            environment:
              - { name: client, type: SearchClient, preview: SearchClient.preview }
            loads:
              - name: results
                type: "[Result]"
                call: "client.search(for: query)"
                dependsOn: [query]
            """,
            """
            screen: Feed
            environment:
              - { name: client, type: FeedClient, preview: FeedClient.preview }
            loads:
              - { name: posts, type: "[Post]", call: client.posts() }
            """,
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let spec = input.spec
        // A load in a store reads store properties; a load in the view reads state and inputs.
        let changing = input.facts.loadReadableNames(in: spec)
        return spec.loads.compactMap { load in
            let listed = Set(load.dependsOn.map(\.value))
            // The call as the rules' walk lexed it, rather than lexed again.
            let call = input.expressions.first { $0.role == .loadCall && $0.entry == load.location }
            let reads = call?.fragment.readNames ?? SwiftSnippet.readNames(in: load.call.value)
            let missing = reads.filter {
                changing.contains($0) && !listed.contains($0)
            }
            guard !missing.isEmpty else { return nil }
            let all = load.dependsOn.map(\.value) + missing
            return RuleViolation(
                "load '\(load.name.value)' reads \(missing.map { "'\($0)'" }.joined(separator: ", ")) but does not "
                    + "re-run when \(missing.count == 1 ? "it changes" : "they change")",
                at: load.call.location, entry: load.location,
                fixIt: "dependsOn: [\(all.joined(separator: ", "))]")
        }
    }
}
