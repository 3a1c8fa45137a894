/// Checks what navigation needs to be generated at all: one owner per flow, participants that
/// name their flow, and deep-link patterns that can be parsed back into exactly one route.
struct NavigationCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        let role = facts.navigation?.role
        if let navigation = spec.navigation, navigation.value == .owner, spec.routes.isEmpty {
            out.append(
                .error(
                    "a navigation owner needs 'routes': its stack has nothing to show", id: "owner-without-routes",
                    at: navigation.location))
        }
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
        checkDeepLinks(spec, &out)
    }

    private func checkDeepLinks(_ spec: ScreenSpec, _ out: inout [Diagnostic]) {
        var patterns: [String: ScreenSpec.Route] = [:]
        for route in spec.routes {
            guard let path = route.path else { continue }
            let segments = DeepLinkPattern.segments(path.value)
            let problem: String? =
                if !path.value.hasPrefix("/") {
                    "must start with '/'"
                } else if segments.contains(where: { $0.isEmpty }) {
                    "has an empty segment"
                } else if let bad = segments.first(where: {
                    ($0.containsText("{") || $0.containsText("}")) && $0 != "{value}"
                }) {
                    "has the segment '\(bad)'; the only placeholder is a whole segment '{value}'"
                } else if route.value == nil && segments.contains("{value}") {
                    "uses {value}, but the route has no 'value'"
                } else if route.value != nil && segments.filter({ $0 == "{value}" }).count != 1 {
                    "must contain '{value}' exactly once, for the route's value"
                } else {
                    nil
                }
            if let problem {
                out.append(
                    .error("deep-link path '\(path.value)' \(problem)", id: "invalid-deep-link", at: path.location))
                continue
            }
            let shape = segments.map { $0 == "{value}" ? "{}" : $0 }.joined(separator: "/")
            if let other = patterns[shape] {
                out.append(
                    .error(
                        "deep-link path '\(path.value)' matches the same URLs as route '\(other.caseName.value)'",
                        id: "ambiguous-deep-link", at: path.location))
            } else {
                patterns[shape] = route
            }
        }
    }
}
