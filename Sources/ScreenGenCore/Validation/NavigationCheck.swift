/// Checks what navigation needs to be generated at all: one owner per flow, participants that
/// name their flow, screens with `destinations` that have routes to register and no router to
/// read, and deep-link patterns that can be parsed back into exactly one route.
struct NavigationCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        let role = facts.navigation?.role
        if let navigation = spec.navigation, spec.routes.isEmpty {
            switch navigation.value {
            case .owner:
                out.append(
                    .error(
                        "a navigation owner needs 'routes': its stack has nothing to show", id: "owner-without-routes",
                        at: navigation.location))
            case .destinations:
                out.append(
                    .error(
                        "a screen with navigation: destinations needs 'routes': it has no destinations to register",
                        id: "destinations-without-routes", at: navigation.location,
                        notes: ["declare its routes, or leave 'navigation' out for a screen that pushes nothing"]))
            case .participant:
                break
            }
        }
        if role == .destinations { checkDestinations(spec, facts: facts, &out) }
        if role == .participant {
            if spec.flow == nil, let navigation = spec.navigation {
                out.append(
                    .error(
                        "a participant must name its 'flow', the screen that owns the navigation stack",
                        id: "participant-without-flow", at: navigation.location,
                        notes: ["add flow: <OwnerScreen>; the participant reads that screen's router"]))
            }
            if let first = spec.routes.first {
                out.append(
                    .error(
                        "a participant declares 'routes', which would make it a second owner of the stack",
                        id: "participant-declares-stack", at: first.location,
                        notes: [
                            "declare the routes in the flow's owner (its screen, or its app spec), and push them "
                                + "with router.navigate(to:)"
                        ]))
            }
        }
        if let flow = spec.flow, role != .participant {
            out.append(
                .error(
                    "'flow' is only for a screen with navigation: participant", id: "flow-without-participant",
                    at: flow.location))
        }
        // A deep link of a screen with `destinations` is refused on its own: its shape is moot.
        if role != .destinations { checkDeepLinks(spec, &out) }
    }

    /// A screen with `destinations` has no router: nothing opens a deep link to its routes (an
    /// owner's `.onOpenURL` pushes onto the path its router holds), and its Swift cannot call
    /// `router` unless the spec declares one of that name (the stack's owner's router, read from
    /// the environment).
    private func checkDestinations(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        for route in spec.routes {
            guard let path = route.path else { continue }
            out.append(
                .error(
                    "route '\(route.caseName.value)' has a deep link, but this screen registers its destinations in "
                        + "a stack it does not own: no '.onOpenURL' or router of its would open it",
                    id: "deep-link-without-owner", at: path.location,
                    notes: [
                        "give the route its 'path' in the stack's owner (its screen or its app spec), which opens "
                            + "deep links, or make this screen the owner (navigation: owner)"
                    ]))
        }
        if let read = spec.readGeneratedNames["router"],
            !ActionCheck.declaredNames(spec, facts: facts).contains("router")
        {
            out.append(
                .error(
                    "this screen reads 'router', but a screen with navigation: destinations has no router",
                    id: "unknown-name", at: read,
                    notes: [
                        "its rows push with NavigationLink(value:) and need none; to push from code, declare the "
                            + "stack owner's router in 'environment' (name: router, type: <Owner>Router, a preview)"
                    ]))
        }
    }

    private func checkDeepLinks(_ spec: ScreenSpec, _ out: inout [Diagnostic]) {
        var patterns: [String: ScreenSpec.Route] = [:]
        for route in spec.routes {
            guard let located = route.path else { continue }
            let path = located.value
            let values = path.segments.filter { $0 == .value }.count
            let problem: String? =
                if !path.text.hasPrefix("/") {
                    "must start with '/'"
                } else if path.segments.contains(.literal("")) {
                    "has an empty segment"
                } else if let bad = path.segments.lazy.compactMap(\.literal).first(where: {
                    $0.containsText("{") || $0.containsText("}")
                }) {
                    "has the segment '\(bad)'; the only placeholder is a whole segment '{value}'"
                } else if route.value == nil && values > 0 {
                    "uses {value}, but the route has no 'value'"
                } else if route.value != nil && values != 1 {
                    "must contain '{value}' exactly once, for the route's value"
                } else {
                    nil
                }
            if let problem {
                out.append(
                    .error("deep-link path '\(path.text)' \(problem)", id: "invalid-deep-link", at: located.location))
                continue
            }
            let shape = path.segments.map { $0.literal ?? "{}" }.joined(separator: "/")
            if let other = patterns[shape] {
                out.append(
                    .error(
                        "deep-link path '\(path.text)' matches the same URLs as route '\(other.caseName.value)'",
                        id: "ambiguous-deep-link", at: located.location))
            } else {
                patterns[shape] = route
            }
        }
    }
}
