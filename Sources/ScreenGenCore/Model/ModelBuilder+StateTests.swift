extension ModelBuilder {
    /// The tests of what the store does besides its loads' phases and actions: the collections it
    /// shapes, the loads that seed a form, the polls, and the arrays it edits in place, each with the
    /// store of `setup` (the `loaded` previews' dependencies, or none for a store without any); and
    /// comment lines of what the tests leave out.
    static func stateTests(
        _ spec: ScreenSpec, store: StoreModel, loads: [LoadModel], setup: StoreSetup?, failing: StoreSetup?
    ) -> (shapings: [ShapingTestsModel], seedings: [SeedingTestsModel], polls: [PollTestsModel],
        rowEdits: [RowEditsTestsModel], leftOut: [String])
    {
        guard let setup else { return ([], [], [], [], []) }
        let storeName = store.propertyName.trimmingBackticks
        let properties = Dictionary(
            (spec.store?.properties ?? []).map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        /// Whether the store's collection starts empty: no row for a test to shape, delete or move.
        func startsEmpty(_ source: String) -> Bool {
            properties[source.trimmingBackticks]?.initial.value.filter { !$0.isWhitespace } == "[]"
        }
        /// The section whose items are the store's `source`.
        func section(of source: String) -> ScreenSpec.Section? {
            (spec.content?.sections ?? []).first { section in
                guard case .items(let items) = section.source else { return false }
                return ShapingNames.source(of: items.value, storeName: storeName) == source.trimmingBackticks
            }
        }
        var leftOut: [String] = []
        var shapings: [ShapingTestsModel] = []
        for shaping in store.shapings {
            guard !startsEmpty(shaping.source) else {
                leftOut += ["`\(shaping.property)` is not tested: `\(shaping.source)` starts empty, with no row to shape."]
                continue
            }
            let filterReads = Set((shaping.filter.map(SwiftSnippet.readNames) ?? []))
            let sortReads = Set((shaping.sort.map(SwiftSnippet.readNames) ?? []))
            let inputs = shaping.inputs.filter { $0 != shaping.source && $0 != shaping.searchText }
            var changes: [PropertyChange] = []
            var unchanged: [String] = []
            for input in inputs {
                let type = properties[input.trimmingBackticks]?.type.value ?? ""
                if let change = PropertyChange.of(input, type: type) { changes.append(change) } else { unchanged.append(input) }
            }
            let searchReadByFilter = shaping.searchText.map { filterReads.union(sortReads).contains($0.trimmingBackticks) } ?? true
            let element = shaping.element.trimmingBackticks
            shapings.append(
                ShapingTestsModel(
                    shown: shaping.property, source: shaping.source, groups: shaping.grouping?.property,
                    identity: Self.identity(of: section(of: shaping.source)), searchText: shaping.searchText,
                    searchedText: searchReadByFilter || Self.stateTestLocals.contains(element)
                        ? nil : shaping.matched.first,
                    element: shaping.element, changes: changes, unchanged: unchanged, setup: setup))
            if !unchanged.isEmpty {
                leftOut += [
                    "`\(shaping.property)` is not tested against a change of "
                        + unchanged.map { "`\($0)`" }.joined(separator: ", ") + ": a test has no other value",
                    "of its type to set (it toggles a `Bool` and appends to a `String`).",
                ]
            }
        }
        let seedings = loads.compactMap { load -> SeedingTestsModel? in
            guard let seeding = load.seeding else { return nil }
            let bareName = load.name.trimmingBackticks
            let compared = seeding.seeds.filter { seed in
                let type = properties[seed.property.trimmingBackticks]?.type.value ?? ""
                return !load.ignoresFailure && !stateTestLocals.contains(bareName)
                    && Self.equatableTypes.contains(SwiftTypeName.normalized(type))
                    && Set(SwiftSnippet.readNames(in: seed.value)) == [bareName]
            }
            let typed = seeding.seeds.compactMap { seed in
                PropertyChange.of(seed.property, type: properties[seed.property.trimmingBackticks]?.type.value ?? "")
            }
            return SeedingTestsModel(
                name: load.name, bareName: bareName, functionName: load.functionName, flag: seeding.flag,
                isKeyed: load.input != nil, compared: compared, typed: typed,
                loaded: setup.passing(load.environmentArguments),
                failing: load.ignoresFailure || !load.canFail ? nil : failing?.passing(load.environmentArguments))
        }
        let polls = loads.compactMap { load -> PollTestsModel? in
            guard let poll = load.poll, load.home == .store else { return nil }
            return PollTestsModel(
                functionName: poll.functionName, name: load.name, bareName: load.name.trimmingBackticks,
                ignoresFailure: load.ignoresFailure, setup: setup.passing(load.environmentArguments))
        }
        let rowEdits = store.rowEdits.map { edits in
            let empty = startsEmpty(edits.source)
            return RowEditsTestsModel(
                source: edits.source, identity: Self.identity(of: section(of: edits.source)),
                deleteFunction: empty ? nil : edits.deleteFunction, moveFunction: empty ? nil : edits.moveFunction,
                add: edits.add, setup: setup)
        }
        return (shapings, seedings, polls, rowEdits, leftOut)
    }

    /// What tells a section's rows apart, as a member path of an element: its `id:` key path
    /// without `\.`, or `id` (the elements are `Identifiable`).
    private static func identity(of section: ScreenSpec.Section?) -> String {
        guard let keyPath = section?.rowID?.value, keyPath.hasPrefix("\\.") else { return "id" }
        return String(keyPath.dropFirst(2))
    }

    /// The standard library's types whose values a test compares with `==` (the file imports no
    /// Foundation).
    private static let equatableTypes: Set<String> = [
        "String", "Bool", "Int", "Double", "Float", "Int64", "Int32", "UInt",
    ]

    /// The names the tests of shapings and seeds declare (`let store`, `let shown`, …): a row or a
    /// value bound under one of them would clash, and the part of the test that binds it is left out.
    static let stateTestLocals: Set<String> = ["store", "shown", "rows", "items", "ids", "count", "poll"]
}
