/// Checks the form's focus order: each field's `focus` names one case of the focus enum, and
/// `content.initialFocus` names one of them. Errors: a case declared twice does not compile, and
/// an initial focus on no field would set the focus to nothing.
struct FocusCheck {
    func check(_ spec: ScreenSpec, _ out: inout [Diagnostic]) {
        guard let content = spec.content else { return }
        let cases = content.focusOrder
        var seen: [String: Located<String>] = [:]
        for focus in cases {
            if let first = seen[focus.value] {
                out.append(
                    .error(
                        "two fields have the focus '\(focus.value)'", id: "unknown-focus", at: focus.location,
                        notes: [
                            "first at line \(first.location.line), column \(first.location.column); Return moves "
                                + "through the fields by their focus, so each needs its own"
                        ]))
            } else {
                seen[focus.value] = focus
            }
        }
        guard let initial = content.initialFocus, seen[initial.value] == nil else { return }
        let names = cases.map(\.value)
        var notes = DidYouMean.suggestion(for: initial.value, among: names).map { ["did you mean '\($0)'?"] } ?? []
        notes.append(
            names.isEmpty
                ? "give the field a focus: { secureField: Password, bind: password, focus: password }"
                : "the fields' focus cases: \(names.joined(separator: ", "))")
        out.append(
            .error(
                "'initialFocus' names '\(initial.value)', which no field has as its 'focus'", id: "unknown-focus",
                at: initial.location, notes: notes))
    }
}
