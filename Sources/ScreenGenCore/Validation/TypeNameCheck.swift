/// A screen's `typeName` may not be the name of another type the same screen generates (its store,
/// its route enum, a test suite): both would be declared in one module, in files of one name. Told
/// here, at `typeName`, rather than later as two specs' output paths: the key is what to change.
/// A clash with another screen's or app's type is the run's to find (`TypeClashes`).
struct TypeNameCheck: Sendable {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        guard let typeName = spec.typeName else { return }
        let others =
            facts.generatedTypes.filter { $0.kind != .view }.map(\.name) + facts.testTypes.map(\.name)
        guard others.contains(typeName.value) else { return }
        out.append(
            .error(
                "'typeName' \(typeName.value) is the name of another type screen '\(spec.screen.value)' generates",
                id: "duplicate-name", at: typeName.location,
                notes: ["the view needs a name of its own: the screen's store, enums and test suites keep theirs"]))
    }
}
