/// Checks the routes a section's rows push (`navigate`): the screen is in a stack, the call names a
/// case, and for an owner the case is one of its `routes` with as many values as the case carries.
/// A participant's routes are its flow owner's, declared in another spec that this per-spec check
/// does not read: its call is checked for shape here, and the case and its value by the compiler
/// against the generated route enum.
struct RowNavigationCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        for navigate in (spec.content?.sections ?? []).compactMap(\.navigate) {
            guard let navigation = facts.navigation else {
                out.append(
                    .error(
                        "rows push a route, but this screen is neither the owner nor a participant of a "
                            + "navigation stack", id: "navigate-outside-stack", at: navigate.location,
                        notes: [
                            "declare 'routes' (navigation: owner), or 'navigation: participant' with its 'flow'"
                        ]))
                continue
            }
            guard let call = RouteCall(navigate.value) else {
                out.append(
                    .error(
                        "'navigate' must name a route case, with its value in parentheses when it has one",
                        id: "invalid-route-call", at: navigate.location,
                        notes: ["write the case alone: navigate: book(book.id), or navigate: settings"]))
                continue
            }
            if call.argumentCount > 1 {
                out.append(arity(call, navigate, "passes \(call.argumentCount) values; a route case carries one"))
            }
            guard navigation.role == .owner else { continue }
            guard let route = spec.routes.first(where: { $0.caseName.value == call.caseName }) else {
                let cases = spec.routes.map(\.caseName.value)
                out.append(
                    .error(
                        "'\(call.caseName)' names no route of this screen", id: "unknown-route",
                        at: navigate.location,
                        notes: (DidYouMean.suggestion(for: call.caseName, among: cases).map {
                            ["did you mean '\($0)'?"]
                        } ?? []) + ["the routes: \(cases.joined(separator: ", "))"]))
                continue
            }
            if let value = route.value, call.argumentCount == 0 {
                out.append(arity(call, navigate, "passes no value; the route carries a \(value.value)"))
            } else if route.value == nil, call.argumentCount > 0 {
                out.append(arity(call, navigate, "passes a value; the route carries none"))
            }
        }
    }

    private func arity(_ call: RouteCall, _ navigate: Located<String>, _ problem: String) -> Diagnostic {
        .error(
            "route '\(call.caseName)' \(problem)", id: "route-arity", at: navigate.location,
            notes: ["a route with 'value' is pushed as \(call.caseName)(<value>), one without as \(call.caseName)"])
    }
}
