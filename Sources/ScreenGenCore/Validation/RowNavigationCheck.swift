/// Checks the routes a section's rows push (`navigate`): the screen is in a stack, the call names a
/// case, and for a screen with routes of its own (an owner, or one with `destinations`) the case is
/// one of its `routes` with as many values as the case carries.
/// A participant's routes are its flow owner's, declared in another spec: `checkParticipants` checks
/// them the same way across a run's specs when the owner is among them (else the compiler does,
/// against the generated route enum).
public struct RowNavigationCheck: Sendable {
    public init() {}

    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        for navigate in (spec.content?.sections ?? []).compactMap(\.navigate) {
            guard let navigation = facts.navigation else {
                out.append(
                    .error(
                        "rows push a route, but this screen is neither the owner nor a participant of a "
                            + "navigation stack, nor registers destinations in one", id: "navigate-outside-stack",
                        at: navigate.location,
                        notes: [
                            "declare 'routes' (navigation: owner, or navigation: destinations inside a stack it does "
                                + "not own), or 'navigation: participant' with its 'flow'"
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
            guard navigation.role.declaresRoutes else { continue }
            checkRoute(call, navigate, among: spec.routes, of: "this screen", &out)
        }
    }

    /// A participant's rows push its flow's routes: where the flow's owner is among `specs`, each
    /// pushed case and its value are checked against the owner's `routes`, as an owner's own are.
    public func checkParticipants(_ specs: [ScreenSpec], facts: [ScreenFacts], apps: [AppSpec] = []) -> [Diagnostic] {
        // A flow is a screen that owns its stack, or an app whose tabs' stacks share its routes.
        var owners: [String: (routes: [ScreenSpec.Route], file: String)] = [:]
        // Indices, not the specs: a loop over a spec copies it (a retain of every field), and all
        // the specs of a run pass through here.
        for index in specs.indices where facts[index].navigation?.role == .owner {
            owners[specs[index].screen.value] = (specs[index].routes, specs[index].file)
        }
        for app in apps where owners[app.app.value] == nil {
            owners[app.app.value] = (app.routes.map(\.route), app.file)
        }
        var out: [Diagnostic] = []
        for index in specs.indices where specs[index].navigation?.value == .participant {
            guard let flow = specs[index].flow?.value, let owner = owners[flow] else { continue }
            for navigate in (specs[index].content?.sections ?? []).compactMap(\.navigate) {
                // A call of the wrong shape is the per-spec check's error.
                guard let call = RouteCall(navigate.value), call.argumentCount <= 1 else { continue }
                checkRoute(call, navigate, among: owner.routes, of: "the flow \(flow) (\(owner.file))", &out)
            }
        }
        return out
    }

    /// The case `call` names is one of `routes`, with a value exactly when the route carries one.
    private func checkRoute(
        _ call: RouteCall, _ navigate: Located<String>, among routes: [ScreenSpec.Route], of owner: String,
        _ out: inout [Diagnostic]
    ) {
        guard let route = routes.first(where: { $0.caseName.value == call.caseName }) else {
            let cases = routes.map(\.caseName.value)
            out.append(
                .error(
                    "'\(call.caseName)' names no route of \(owner)", id: "unknown-route", at: navigate.location,
                    notes: (DidYouMean.suggestion(for: call.caseName, among: cases).map { ["did you mean '\($0)'?"] }
                        ?? []) + ["the routes: \(cases.isEmpty ? "none" : cases.joined(separator: ", "))"]))
            return
        }
        if let value = route.value, call.argumentCount == 0 {
            out.append(arity(call, navigate, "passes no value; the route carries a \(value.value)"))
        } else if route.value == nil, call.argumentCount > 0 {
            out.append(arity(call, navigate, "passes a value; the route carries none"))
        }
    }

    private func arity(_ call: RouteCall, _ navigate: Located<String>, _ problem: String) -> Diagnostic {
        .error(
            "route '\(call.caseName)' \(problem)", id: "route-arity", at: navigate.location,
            notes: ["a route with 'value' is pushed as \(call.caseName)(<value>), one without as \(call.caseName)"])
    }
}
