/// Checks that a decoded spec is coherent before any rule looks at it: names are unique where Swift
/// needs them to be, and every reference (a section's load, a `dependsOn` name, a preview override)
/// names something the spec declares. These are errors, not rules: code generated from a spec that
/// fails them would not compile.
public struct StructureCheck: Sendable {
    public init() {}

    /// How many names did-you-mean may compare in one spec. A real spec needs a few hundred; a
    /// hostile one with thousands of unknown references among thousands of names would otherwise
    /// cost billions of comparisons. Past the budget, unknown names are still reported, without a
    /// suggestion.
    static let suggestionComparisons = 5_000

    /// - Parameter facts: the spec's facts, when the caller derived them already.
    public func check(_ spec: ScreenSpec, facts: ScreenFacts? = nil) -> [Diagnostic] {
        let facts = facts ?? ScreenFacts(spec)
        var out: [Diagnostic] = []
        checkMemberNames(spec, facts: facts, &out)
        var budget = Self.suggestionComparisons
        checkReferences(spec, facts: facts, &out, suggestionBudget: &budget)
        checkPreviewValues(spec, &out)
        TestPreviewCheck().check(spec, facts: facts, &out)
        checkTarget(spec, &out)
        NavigationCheck().check(spec, facts: facts, &out)
        PresentationCheck().check(spec, facts: facts, &out)
        SourceCheck().check(spec, &out)
        ContentCheck().check(spec, facts: facts, &out)
        ShapingCheck().check(spec, facts: facts, &out)
        SeedCheck().check(spec, facts: facts, &out)
        FocusCheck().check(spec, &out)
        ActionCheck().check(spec, facts: facts, &out)
        RowNavigationCheck().check(spec, facts: facts, &out)
        RowDeleteCheck().check(spec, &out)
        SelectAllCheck().check(spec, facts: facts, &out)
        ToolbarSpacerCheck().check(spec, &out)
        ScrollToTopCheck().check(spec, facts: facts, &out)
        TypeNameCheck().check(spec, facts: facts, &out)
        return out
    }

    /// Every name that becomes a member of the view, or of the store, must be unique there.
    private func checkMemberNames(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        var view: [(Located<String>, String)] = []
        view += spec.environment.map { ($0.name, "environment") }
        view += spec.inputs.map { ($0.name, "inputs") }
        view += spec.state.map { ($0.name, "state") }
        view += spec.members.map { ($0.name, "members") }
        if let focus = spec.content?.focusOrder.first {
            view.append((Located(FocusNames.state, at: focus.location), "content.sections"))
        }
        if let scrollToTop = spec.content?.scrollToTopOnReselect, scrollToTop.value {
            view.append((Located(ScrollToTopNames.position, at: scrollToTop.location), "content"))
        }
        let hasStore = facts.hasStore
        if let name = spec.store?.name {
            view.append((name, "store"))
        }
        var store: [(Located<String>, String)] = []
        store += (spec.store?.dependencies ?? []).map { ($0.name, "store.dependencies") }
        store += (spec.store?.properties ?? []).map { ($0.name, "store.properties") }
        // An add row's text, and the store's edit methods where the store owns the edited array.
        let edited = RowEditNames.names(in: spec, storeName: hasStore ? facts.store?.propertyName.trimmingBackticks : nil)
        view += edited.view.map { ($0, "content.sections") }
        store += edited.store.map { ($0, "content.sections") }
        let flags = spec.actions.map {
            (Located(ActionNames.inFlight($0, in: spec), at: $0.inFlight?.location ?? $0.location), "actions")
        }
        // An action is a method of the view, and of the store when there is one: its name may not be
        // a property's, nor a load function's (`loadPosts`, and a paged load's `loadMorePosts`).
        let methods =
            spec.actions.map { ($0.name, "actions") }
            + spec.loads.map {
                (Located(LoadNames.function(load: $0.name.value), at: $0.location), "loads")
            }
            + spec.loads.compactMap { load in
                load.pagination.map {
                    (Located(PagingNames.loadMoreFunction(load: load.name.value), at: $0.location), "loads")
                }
            }
            + spec.loads.compactMap { load in
                load.every.map { (Located(LoadNames.pollFunction(load: load.name.value), at: $0.location), "loads") }
            }
        let actionMethods = spec.actions.isEmpty ? [] : methods
        // The busy flag is a member beside the in-flight flags it reads.
        let busy = spec.busy.map { [(Located(BusyNames.flag($0), at: $0.name?.location ?? $0.location), "busy")] } ?? []
        // A grouped section's groups are a member beside the load's phase, and so are a load's
        // request counter and reload error.
        let groups =
            GroupNames.properties(in: spec).map { ($0, "content.sections") }
            + spec.loads.filter { $0.stream == nil }.flatMap { load in
                [LoadNames.requestCounter(load: load.name.value), LoadNames.reloadError(load: load.name.value)].map {
                    (Located($0, at: load.name.location), "loads")
                }
            }
            // A seeding load's flag, which the fields that bind a seeded property wait for.
            + spec.loads.compactMap { load in
                load.seeds.first.map { (Located(LoadNames.seededFlag(load: load.name.value), at: $0.location), "loads") }
            }
        if hasStore {
            // Each name once: two actions of one name are reported once, for the view.
            var seen: Set<String> = []
            let storeMethods = actionMethods.filter { seen.insert($0.0.value).inserted }
            // A shaped section's rows and the method that shapes them are the store's.
            let shaped = ShapingNames.members(in: spec, storeName: facts.store?.propertyName.trimmingBackticks).map {
                ($0, "content.sections")
            }
            store += spec.loads.map { ($0.name, "loads") } + groups + flags + busy + storeMethods + shaped
        } else {
            view += spec.loads.map { ($0.name, "loads") } + groups + flags + busy
        }
        view += actionMethods
        // Names the generator adds for navigation and presentation.
        // A screen with `destinations` has no router: the name is the spec's to declare.
        if facts.navigation?.routerType != nil {
            view.append((Located("router", at: (spec.navigation?.location ?? spec.routes[0].location)), "navigation"))
        }
        for style in ScreenSpec.Sheet.Style.allCases {
            if let sheet = spec.sheets.first(where: { $0.style.value == style }) {
                view.append((Located(style.rawValue, at: sheet.location), "sheets"))
            }
        }
        if let alert = spec.alerts.first {
            view.append((Located("alert", at: alert.location), "alerts"))
        }
        if let dialog = spec.confirmationDialogs.first {
            view.append((Located("confirmationDialog", at: dialog.location), "confirmationDialogs"))
        }
        if let item = spec.toolbar.first(where: \.readsEditMode) {
            view.append((Located("editMode", at: item.location), "toolbar"))
        }
        if let title = spec.title, !facts.loadsReadByTitle(in: spec).isEmpty {
            view.append((Located("loadedTitle", at: title.location), "title"))
        }
        reportDuplicates(view, owner: "the view", &out)
        if hasStore {
            // The @Observable macro cannot expand a backticked property name (swiftlang/swift#69856).
            for (name, section) in store where SwiftIdentifier.keywords.contains(name.value) {
                out.append(
                    .error(
                        "'\(name.value)' in \(section) is a Swift keyword, which an @Observable store cannot use as a "
                            + "property name", id: "invalid-identifier", at: name.location,
                        notes: ["the @Observable macro cannot expand a backticked name; choose another name"]))
            }
        }
        reportDuplicates(store, owner: "the store", &out)
        reportDuplicates(spec.routes.map { ($0.caseName, "routes") }, owner: "the route enum", &out)
        reportDuplicates(spec.sheets.map { ($0.caseName, "sheets") }, owner: "the sheet enum", &out)
        reportDuplicates(spec.alerts.map { ($0.caseName, "alerts") }, owner: "the alert enum", &out)
        reportDuplicates(
            spec.confirmationDialogs.map { ($0.caseName, "confirmationDialogs") },
            owner: "the confirmation dialog enum",
            &out)
        reportDuplicates((spec.previews ?? []).map { ($0.name, "previews") }, owner: "the previews", &out)
    }

    private func reportDuplicates(_ names: [(Located<String>, String)], owner: String, _ out: inout [Diagnostic]) {
        // A spec's lists hold a dozen names: each is compared with the ones before it rather
        // than hashed into a dictionary made for each list of each spec. A long list (a hostile
        // spec) keeps the dictionary. Either way a duplicate is reported against the first.
        if names.count <= Self.namesSearchedInPlace {
            for index in names.indices {
                let name = names[index].0
                if let earlier = names[..<index].first(where: { $0.0.value == name.value }) {
                    out.append(duplicate(name, in: names[index].1, of: earlier, owner: owner))
                }
            }
            return
        }
        var first: [String: (Located<String>, String)] = [:]
        for (name, section) in names {
            if let earlier = first[name.value] {
                out.append(duplicate(name, in: section, of: earlier, owner: owner))
            } else {
                first[name.value] = (name, section)
            }
        }
    }

    /// How long a list of names `reportDuplicates` searches without a dictionary.
    static let namesSearchedInPlace = 24

    private func duplicate(
        _ name: Located<String>, in section: String, of earlier: (Located<String>, String), owner: String
    ) -> Diagnostic {
        .error(
            "'\(name.value)' in \(section) is already a name in \(owner)", id: "duplicate-name",
            at: name.location,
            notes: [
                "first declared in \(earlier.1) at line \(earlier.0.location.line), "
                    + "column \(earlier.0.location.column)"
            ])
    }

    /// A reference to an entry that was refused for an error of its own is not reported again,
    /// and such entries are still candidates for a did-you-mean.
    private func checkReferences(
        _ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic], suggestionBudget: inout Int
    ) {
        // Each list of names (and its set) is made only when something refers to it: most specs
        // refer to few kinds, and making all three for every spec was a hundredth of a `validate`.
        let sectionLoads = spec.content?.sections.compactMap(\.load) ?? []
        if !sectionLoads.isEmpty {
            let loads = spec.loads.map(\.name.value) + spec.refused.loads.sorted()
            let loadSet = Set(loads)
            for load in sectionLoads where !loadSet.contains(load.value) {
                out.append(unknown(load, what: "load", among: loads, id: "unknown-load", budget: &suggestionBudget))
            }
            // A load whose failure is ignored has no phase for a section to show: it is an optional
            // value other sections read.
            let ignored = Set(spec.loads.filter(\.ignoresFailure).map(\.name.value))
            for load in sectionLoads where ignored.contains(load.value) {
                out.append(
                    .error(
                        "load '\(load.value)' ignores its failure, so no section shows it with 'load'",
                        id: "invalid-value", at: load.location,
                        notes: [
                            "it has no phase (loading, failed, loaded): it is an optional, nil until it loads; read "
                                + "it in another section's rows and conditions (if: \(load.value) != nil), or "
                                + "remove 'failure: ignore'"
                        ]))
            }
        }
        for section in spec.content?.sections ?? [] {
            guard let grouping = section.grouping,
                let load = spec.loads.first(where: { $0.name.value == section.load?.value }),
                SwiftTypeName.elementType(of: load.type.value) == nil
            else { continue }
            out.append(
                .error(
                    "'groupBy' groups the elements of a collection, but load '\(load.name.value)' is of type "
                        + "\(load.type.value)", id: "group-not-collection", at: grouping.key.location,
                    notes: ["group a load whose type is an array ([Order]); for a part of one value, use 'items'"]))
        }
        // Loads run where their data lives: in the store when there is one (it cannot read the
        // view's inputs or state), else in the view. Names of refused entries were reported already.
        if spec.loads.contains(where: { !$0.dependsOn.isEmpty }) {
            checkDependsOn(spec, facts: facts, &out, suggestionBudget: &suggestionBudget)
        }
        if spec.previews?.contains(where: { !$0.with.isEmpty }) == true {
            checkPreviewOverrides(spec, &out, suggestionBudget: &suggestionBudget)
        }
    }

    /// Every `dependsOn` name of a load names something the load can read.
    private func checkDependsOn(
        _ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic], suggestionBudget: inout Int
    ) {
        let hasStore = facts.loadHome == .store
        let viewValues = spec.state.map(\.name.value) + spec.inputs.map(\.name.value)
        let readable = facts.loadReadableNames(in: spec) + spec.refused.readable.sorted()
        let readableSet = Set(readable)
        for load in spec.loads {
            for name in load.dependsOn where !readableSet.contains(name.value) {
                if hasStore && viewValues.contains(name.value) {
                    out.append(
                        .error(
                            "'\(name.value)' belongs to the view, but load '\(load.name.value)' runs in the store, "
                                + "which cannot read it", id: "unknown-name", at: name.location,
                            notes: ["make it a store property (or a store dependency the view passes in)"]))
                    continue
                }
                let what = hasStore ? "store property" : "state or input"
                out.append(unknown(name, what: what, among: readable, id: "unknown-name", budget: &suggestionBudget))
            }
        }
    }

    /// Every value a preview overrides (`with`) is a dependency or an input.
    private func checkPreviewOverrides(_ spec: ScreenSpec, _ out: inout [Diagnostic], suggestionBudget: inout Int) {
        let overridable =
            spec.environment.map(\.name.value) + spec.inputs.map(\.name.value)
            + (spec.store?.dependencies.map(\.name.value) ?? []) + spec.refused.overridable.sorted()
        let overridableSet = Set(overridable)
        for preview in spec.previews ?? [] {
            for (name, value) in preview.with.sorted(by: { $0.key < $1.key })
            where !overridableSet.contains(name) {
                out.append(
                    unknown(
                        Located(name, at: value.location), what: "dependency or input", among: overridable,
                        id: "unknown-name", budget: &suggestionBudget))
            }
        }
    }

    private func unknown(_ name: Located<String>, what: String, among: [String], id: String, budget: inout Int)
        -> Diagnostic
    {
        var notes: [String] = []
        if among.count <= budget {
            budget -= among.count
            if let suggestion = DidYouMean.suggestion(for: name.value, among: among) {
                notes.append("did you mean '\(suggestion)'?")
            }
        }
        return .error("'\(name.value)' names no \(what) of this screen", id: id, at: name.location, notes: notes)
    }

    /// A preview cannot be generated without a value for every dependency it must install.
    private func checkPreviewValues(_ spec: ScreenSpec, _ out: inout [Diagnostic]) {
        for dependency in spec.environment where dependency.type != nil && dependency.preview == nil {
            out.append(
                .error(
                    "environment entry '\(dependency.name.value)' has no 'preview' value", id: "missing-preview",
                    at: dependency.location,
                    notes: ["previews install a deterministic value, e.g. preview: \(dependency.type!.value).preview"]))
        }
    }

    private func checkTarget(_ spec: ScreenSpec, _ out: inout [Diagnostic]) {
        let target = spec.platform.iOS
        if target.value < OSVersion(16, 0) {
            out.append(
                .error(
                    "iOS \(target.value) is below 16.0, the oldest target screengen generates for "
                        + "(NavigationStack, .task(id:) and the rest of its output need iOS 16)",
                    id: "unsupported-target", at: target.location,
                    notes: ["set platform: { iOS: \"16.0\" } or later"]))
        }
        // A key whose code is newer than the target, as the availability table knows it.
        if let subtitle = spec.subtitle {
            checkNewer(
                "subtitle", writes: ".navigationSubtitle(subtitle)", at: subtitle.location, target: target.value,
                otherwise: "show the line in the title, or in a view of your own", &out)
        }
        for spacer in spec.toolbar.compactMap(\.spacer) {
            checkNewer(
                "spacer", writes: "ToolbarSpacer(.\(spacer.value.rawValue))", at: spacer.location,
                target: target.value, otherwise: "leave the spacer out: the items share one group", &out)
        }
        if let scrollToTop = spec.content?.scrollToTopOnReselect, scrollToTop.value {
            checkNewer(
                "scrollToTopOnReselect", writes: "ScrollPosition(edge: .top)", at: scrollToTop.location,
                target: target.value, otherwise: "leave the key out: the tab's re-tap still pops to the root", &out)
        }
    }

    /// A key that writes `code` at a target older than the code's API is an error at the key,
    /// naming the API and the version it needs, with `otherwise` as the way out below it.
    private func checkNewer(
        _ key: String, writes code: String, at location: SourceLocation, target: OSVersion, otherwise: String,
        _ out: inout [Diagnostic]
    ) {
        guard let newest = APINewerThanTargetRule.newestAPI(in: SwiftFragment.matchTexts(code), newerThan: target)
        else { return }
        out.append(
            .error(
                "'\(key)' uses \(newest.api), which needs iOS \(newest.iOS); the target is iOS \(target)",
                id: "api-newer-than-target", at: location,
                notes: ["platform: { iOS: \"\(newest.iOS)\" }, or \(otherwise)"]))
    }
}
