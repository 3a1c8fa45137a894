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
