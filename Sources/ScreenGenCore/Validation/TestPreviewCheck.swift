/// Checks the preview values only the generated tests read (`ScreenSpec.TestState`), and only
/// through the store's dependencies: `nextPage` and `nextPageError` for a store's paged load,
/// `gated` for a store. Anywhere else no code would use them, and a value written for a test that
/// never runs would read as a promise kept. A `gated` value must read `gate`, which the tests pass:
/// without it, no test could hold its calls.
struct TestPreviewCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        let storeReads = Set((spec.store?.dependencies ?? []).filter(\.isFromEnvironment).map(\.name.value))
        let owners =
            spec.environment.map {
                ("environment entry '\($0.name.value)'", $0.preview, storeReads.contains($0.name.value))
            }
            + (spec.store?.dependencies ?? []).map { ("store dependency '\($0.name.value)'", $0.preview, true) }
        let hasPagedLoad = facts.hasStore && spec.loads.contains { $0.pagination != nil }
        for (owner, preview, isReadByStore) in owners {
            for state in ScreenSpec.TestState.allCases {
                guard let value = preview?.byTestState[state] else { continue }
                let isGated = state == .gated
                let id = isGated ? "unused-gated-preview" : "unused-paging-preview"
                let tests = isGated ? "the tests of a store" : "the tests of a store's paged load"
                let theStoresTests = isGated ? "the tests of the store" : "the tests of the store's paged load"
                if isGated ? !facts.hasStore : !hasPagedLoad {
                    let lacking =
                        !facts.hasStore ? "loads have no store" : "store has no load with 'pagination'"
                    out.append(
                        .error(
                            "'\(state.rawValue)' of \(owner) is for \(tests), and this screen's \(lacking)",
                            id: id, at: value.location,
                            notes: [
                                isGated
                                    ? "previews never install it; remove it, or move the loads and actions into a store (store:)"
                                    : "previews never install it; remove it, or page a load of a store (store:, pagination:)"
                            ]))
                } else if !isReadByStore {
                    out.append(
                        .error(
                            "'\(state.rawValue)' of \(owner) is for \(theStoresTests), "
                                + "and the store does not read this entry", id: id, at: value.location,
                            notes: [
                                "the tests make the store from its dependencies; read the entry with a store dependency of source: environment"
                            ]))
                } else if isGated, !SwiftSnippet.readNames(in: value.value).contains(ScreenSpec.TestState.gateName) {
                    out.append(
                        .error(
                            "'gated' of \(owner) never reads '\(ScreenSpec.TestState.gateName)', so no test can hold its calls",
                            id: "gated-preview-without-gate", at: value.location,
                            notes: [
                                "pass the gate the tests give it, as in 'FeedClient(gate: gate)', and await it in each call before answering"
                            ]))
                }
            }
        }
    }
}
