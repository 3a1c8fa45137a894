/// Checks what actions and the buttons that run them need to be generated at all: each action's
/// failure goes to an alert case that carries the error, its reloads name loads, every bare name a
/// button (or an `onChange`) runs is an action, and a condition (or what an `onChange` watches) reads
/// only what the screen declares.
struct ActionCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        let alertCases = spec.alerts.map(\.caseName.value)
        for action in spec.actions {
            let what = "action '\(action.name.value)'"
            if let first = SwiftFragment.matchTexts(action.call.value).first, ["try", "await"].contains(first) {
                out.append(
                    .error(
                        "the call of \(what) starts with '\(first)'; the generated method adds 'try await'",
                        id: "invalid-expression", at: action.call.location,
                        notes: ["write the call alone: call: client.save(draft)"]))
            }
            if let failure = action.failure { checkFailure(failure, of: what, spec: spec, among: alertCases, &out) }
            let loads = spec.loads.map(\.name.value) + spec.refused.loads.sorted()
            for reload in action.reloads where !loads.contains(reload.value) {
                out.append(unknown(reload, "load", among: loads, id: "unknown-load"))
            }
            checkBoundNames(action, spec: spec, &out)
        }
        let actionNames = spec.actions.map(\.name.value)
        // Each part typed on its own: one sum of the four took the type checker 6 s of every build.
        let sections = spec.content?.sections ?? []
        var buttons: [[Located<String>]] = spec.toolbar.flatMap { $0.buttons.map(\.action) }
        buttons += spec.alertsAndDialogs.flatMap { $0.alert.actions.map(\.action) }
        buttons += sections.flatMap(\.fields).map(\.action)
        buttons += sections.flatMap(\.fields).map(\.textInput.submit)
        buttons += sections.flatMap(\.rowButtons).map(\.action)
        buttons += sections.map(\.onTap)
        buttons += spec.onChange.map(\.action)
        for step in buttons.joined() {
            if case .unknownAction(let name) = ButtonStep(step.value, actions: Set(actionNames)) {
                var diagnostic = unknown(
                    Located(name, at: step.location), "action", among: actionNames, id: "unknown-action")
                diagnostic.notes.append("a button runs a statement, or names one of the screen's 'actions'")
                out.append(diagnostic)
            }
        }
        // An `onChange` runs what a button would, with as little room to report an error.
        for step in spec.onChange.flatMap(\.action) { PresentationCheck().checkThrows(step, &out) }
        // Below iOS 17 the generated `.onChange` is the iOS 14 form, which has no `initial:`.
        let target = spec.platform.iOS.value
        for onChange in spec.onChange where onChange.runsInitially && target < OnChangeForm.api.iOS {
            out.append(
                .error(
                    "'initial' uses \(OnChangeForm.api.api), which needs iOS \(OnChangeForm.api.iOS); "
                        + "the target is iOS \(target)",
                    id: "api-newer-than-target", at: onChange.initial?.location ?? onChange.location,
                    notes: [
                        "platform: { iOS: \"\(OnChangeForm.api.iOS)\" }, or run the action from .onAppear in your own code"
                    ]))
        }
        if let busy = spec.busy { checkBusy(busy, among: actionNames, &out) }
        let declared = Self.declaredNames(spec, facts: facts)
        // One rule for what a condition may read, wherever it is: a toolbar item's, a section's, a control's.
        // A fixed row over a load's value also reads the value, by the load's name (`bound`).
        var conditions: [(Located<String>?, String, bound: String?)] =
            spec.toolbar.flatMap { [($0.disabled, "disabled", nil), ($0.hidden, "hidden", nil)] }
        conditions.append((spec.presentation?.dismissDisabled, "dismissDisabled", nil))
        conditions += spec.toolbar.flatMap(\.menu).map { ($0.condition, "if", nil) }
        // An alert's or a dialog's button reads the case's item, bound by the `case … (let item)`
        // (PresentationCheck reports an `item` read where the case has none).
        conditions += spec.alertsAndDialogs.flatMap(\.alert.actions).map { ($0.condition, "if", "item") }
        for section in sections {
            conditions.append((section.condition, "if", nil))
            // A row's button reads the row's element, bound by the ForEach around it.
            conditions += section.rowButtons.map { ($0.condition, "if", section.element?.value) }
            let bound = section.loadedFields.isEmpty ? nil : section.load?.value
            conditions += section.fields.flatMap { [($0.condition, "if", bound), ($0.disabled, "disabled", bound)] }
        }
        // What `onChange` watches reads only the screen's names; its condition may read the new value.
        for onChange in spec.onChange {
            conditions.append((onChange.value, "of", nil))
            conditions.append((onChange.condition, "if", ScreenSpec.OnChange.newValue))
        }
        for (condition, key, bound) in conditions {
            guard let condition else { continue }
            for name in SwiftSnippet.undeclaredNames(in: condition.value, declared: declared + [bound].compactMap(\.self)) {
                out.append(
                    .error(
                        "'\(key)' reads '\(name)', which this screen does not declare", id: "unknown-name",
                        at: condition.location,
                        notes: Self.suggestion(name, among: declared)
                            + ["declare it in 'state', 'inputs', 'environment', 'members' or the store's 'properties'"]))
            }
        }
    }

    /// `busy` names actions of the screen, each once.
    private func checkBusy(_ busy: ScreenSpec.Busy, among actionNames: [String], _ out: inout [Diagnostic]) {
        var seen: Set<String> = []
        for name in busy.actions {
            if !actionNames.contains(name.value) {
                var diagnostic = unknown(name, "action", among: actionNames, id: "unknown-action")
                diagnostic.notes.append("'busy' lists the screen's 'actions' that exclude each other")
                out.append(diagnostic)
            } else if !seen.insert(name.value).inserted {
                out.append(
                    .error(
                        "'busy' names action '\(name.value)' twice", id: "duplicate-name", at: name.location,
                        notes: ["name each action once"]))
            }
        }
    }

    /// An action that takes rows' elements binds `ids` (of several), and one a swipe to delete runs
    /// `removed` and `loadRequest`, before its call: a member of one of those names read there would
    /// be shadowed.
    private func checkBoundNames(_ action: ScreenSpec.Action, spec: ScreenSpec, _ out: inout [Diagnostic]) {
        guard let parameter = RowElements.parameter(of: action, in: spec) else { return }
        let bound =
            RowElements.deletedLoad(by: action, in: spec) != nil
            ? ActionNames.boundBeforeTheCall : parameter.takesMany ? ["ids"] : []
        let reads = SwiftSnippet.readNames(in: action.call.value)
        for name in bound where reads.contains(name) {
            out.append(
                .error(
                    "the call of action '\(action.name.value)' reads '\(name)', which its method binds before the call",
                    id: "invalid-expression", at: action.call.location,
                    notes: ["write self.\(name) for the member of that name, or rename it"]))
        }
    }

    /// A failure shows in an alert (a dialog asks; it does not report) whose case carries the error.
    private func checkFailure(
        _ failure: Located<String>, of what: String, spec: ScreenSpec, among alertCases: [String],
        _ out: inout [Diagnostic]
    ) {
        guard let alert = spec.alerts.first(where: { $0.caseName.value == failure.value }) else {
            var diagnostic = unknown(failure, "alert case", among: alertCases, id: "unknown-alert")
            if spec.confirmationDialogs.contains(where: { $0.caseName.value == failure.value }) {
                diagnostic.notes.append("'\(failure.value)' is a confirmation dialog; a failure shows in an alert")
            } else if diagnostic.notes.isEmpty {
                diagnostic.notes.append(
                    "declare it: alerts: [{ case: \(failure.value), item: any Error, title: … }]")
            }
            out.append(diagnostic)
            return
        }
        let item = alert.item.map { SwiftTypeName.normalized($0.value) }
        guard item != "any Error" && item != "Error" else { return }
        out.append(
            .error(
                "\(what) shows its failure with alert '\(failure.value)', whose item is "
                    + (alert.item.map { "'\($0.value)'" } ?? "missing") + ", not the error",
                id: "failure-without-error", at: failure.location,
                notes: ["give the case 'item: any Error' so the alert can say what went wrong"]))
    }

    /// The names the view's own code may read: its members, the generator's, the in-flight flags.
    static func declaredNames(_ spec: ScreenSpec, facts: ScreenFacts) -> [String] {
        var names = spec.environment.map(\.name.value) + spec.inputs.map(\.name.value) + spec.state.map(\.name.value)
        names += spec.members.map(\.name.value)
        if spec.content?.focusOrder.isEmpty == false { names.append(FocusNames.state) }
        names += spec.refused.readable.sorted() + spec.refused.overridable.sorted()
        if let store = facts.store {
            names.append(store.propertyName.trimmingBackticks)
        } else {
            names += spec.loads.map(\.name.value)
            names += spec.actions.map { ActionNames.inFlight($0, in: spec) }
            names += spec.busy.map { [BusyNames.flag($0)] } ?? []
        }
        // The owner's router, or a participant's flow's; a screen with `destinations` has none.
        if facts.navigation?.routerType != nil { names.append("router") }
        if !spec.alerts.isEmpty { names.append("alert") }
        if !spec.confirmationDialogs.isEmpty { names.append("confirmationDialog") }
        names += ScreenSpec.Sheet.Style.allCases.filter { style in spec.sheets.contains { $0.style.value == style } }
            .map(\.rawValue)
        return names
    }

    private static func suggestion(_ name: String, among names: [String]) -> [String] {
        DidYouMean.suggestion(for: name, among: names).map { ["did you mean '\($0)'?"] } ?? []
    }

    private func unknown(_ name: Located<String>, _ what: String, among: [String], id: String) -> Diagnostic {
        .error(
            "'\(name.value)' names no \(what) of this screen", id: id, at: name.location,
            notes: Self.suggestion(name.value, among: among))
    }
}
