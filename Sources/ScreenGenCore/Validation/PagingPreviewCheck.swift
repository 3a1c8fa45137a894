/// Checks the `nextPage` and `nextPageError` preview values: only the generated tests of a store's
/// paged load read them, and only through the store's dependencies. Anywhere else no code would
/// use them, and a value written for a test that never runs would read as a promise kept.
struct PagingPreviewCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        let storeReads = Set((spec.store?.dependencies ?? []).filter(\.isFromEnvironment).map(\.name.value))
        let owners =
            spec.environment.map {
                ("environment entry '\($0.name.value)'", $0.preview, storeReads.contains($0.name.value))
            }
            + (spec.store?.dependencies ?? []).map { ("store dependency '\($0.name.value)'", $0.preview, true) }
        let hasPagedLoad = facts.hasStore && spec.loads.contains { $0.pagination != nil }
        for (owner, preview, isReadByStore) in owners {
            for state in ScreenSpec.PagingState.allCases {
                guard let value = preview?.byPagingState[state] else { continue }
                if !hasPagedLoad {
                    out.append(
                        .error(
                            "'\(state.rawValue)' of \(owner) is for the tests of a store's paged load, and this "
                                + "screen's \(facts.hasStore ? "store has no load with 'pagination'" : "loads have no store")",
                            id: "unused-paging-preview", at: value.location,
                            notes: [
                                "previews never install it; remove it, or page a load of a store (store:, pagination:)"
                            ]))
                } else if !isReadByStore {
                    out.append(
                        .error(
                            "'\(state.rawValue)' of \(owner) is for the tests of the store's paged load, and the store "
                                + "does not read this entry", id: "unused-paging-preview", at: value.location,
                            notes: [
                                "the tests make the store from its dependencies; read the entry with a store dependency of source: environment"
                            ]))
                }
            }
        }
    }
}
