/// Checks a load's `seeds`: each copies the load's first answer into a property the form edits, so it
/// names one of the store's properties (a view `state` in MV, where the load runs in the view), once
/// across the screen, and reads the loaded value. Errors, not rules: a seed into nothing would not
/// compile, and one into a property seeded twice or read by `dependsOn` would overwrite what the user
/// typed.
struct SeedCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        var seeded: [String: ScreenSpec.Seed] = [:]
        for load in spec.loads where !load.seeds.isEmpty {
            checkKind(load, &out)
            for seed in load.seeds {
                checkInto(seed, spec: spec, facts: facts, &out)
                if let first = seeded[seed.into.value] {
                    out.append(
                        .error(
                            "'\(seed.into.value)' is seeded twice: the second copy would overwrite the first, or "
                                + "what the user typed", id: "duplicate-name", at: seed.into.location,
                            notes: ["it is seeded at line \(first.into.location.line); seed each property once"]))
                } else {
                    seeded[seed.into.value] = seed
                }
                if !SwiftSnippet.readNames(in: seed.value.value).contains(load.name.value) {
                    out.append(
                        .error(
                            "the value seeding '\(seed.into.value)' does not read load '\(load.name.value)'",
                            id: "invalid-expression", at: seed.value.location,
                            notes: [
                                "a seed copies what the load loaded, read by its name, e.g. value: "
                                    + "\(load.name.value).\(seed.into.value); a constant is the property's 'initial'"
                            ]))
                }
                if let dependency = load.dependsOn.first(where: { $0.value == seed.into.value }) {
                    out.append(
                        .error(
                            "load '\(load.name.value)' depends on '\(seed.into.value)', which it seeds",
                            id: "invalid-value", at: dependency.location,
                            notes: [
                                "each edit would load again for a new input and seed it again, overwriting what the "
                                    + "user typed; remove '\(seed.into.value)' from 'dependsOn' or from 'seeds'"
                            ]))
                }
            }
        }
    }

    /// A seed waits for the load's first answer: a stream's values keep coming, and a paged load's rows
    /// are a list, not a form's values.
    private func checkKind(_ load: ScreenSpec.Load, _ out: inout [Diagnostic]) {
        let seeds = load.seeds[0].location
        let refused: [(String, SourceLocation?, String)] = [
            (
                "stream", load.stream?.location,
                "a stream's values keep arriving while the user edits; make the load one call"
            ),
            (
                "pagination", load.pagination?.location,
                "a paged load's rows are a list shown page by page, not the values a form starts from"
            ),
        ]
        for (key, location, reason) in refused {
            guard location != nil else { continue }
            out.append(
                .error(
                    "load '\(load.name.value)' has 'seeds', so it cannot have '\(key)'", id: "invalid-value",
                    at: seeds, notes: [reason]))
        }
    }

    /// `into` names a property the load function can set: the store's, or in MV the view's state.
    private func checkInto(_ seed: ScreenSpec.Seed, spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        let name = seed.into.value
        let candidates: [String]
        var notes: [String] = []
        if facts.hasStore {
            candidates = (spec.store?.properties ?? []).map(\.name.value)
            if candidates.contains(name) { return }
            if spec.state.contains(where: { $0.name.value == name }) {
                notes.append(
                    "'\(name)' is the view's state, which the store's load cannot set; declare it in the store's "
                        + "'properties' and bind the field to it")
            }
        } else {
            candidates = spec.state.map(\.name.value)
            if candidates.contains(name) { return }
        }
        if notes.isEmpty, let suggestion = DidYouMean.suggestion(for: name, among: candidates) {
            notes.append("did you mean '\(suggestion)'?")
        }
        let owner = facts.hasStore ? "store property" : "state property"
        notes.append(
            "a seed copies into a \(owner) the form's fields bind"
                + (candidates.isEmpty ? "; this screen declares none" : ""))
        out.append(
            .error(
                "'\(name)' names no \(owner) of this screen, so no seed can copy into it", id: "unknown-name",
                at: seed.into.location, notes: notes))
    }
}
