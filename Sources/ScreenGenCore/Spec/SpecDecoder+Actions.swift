extension SpecDecoder {
    func decodeAction(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Action? {
        guard let m = r.mapping(node, "action", context: "an action") else { return nil }
        let name = r.identifier(m, "name")
        let call = r.snippet(m, "call", isType: false)
        let parameters = r.list(m, "parameters") { r, n -> ScreenSpec.Action.Parameter? in
            guard let p = r.mapping(n, "actionParameter", context: "an action parameter") else { return nil }
            let name = r.identifier(p, "name")
            let type = r.snippet(p, "type", isType: true)
            guard let name, let type else { return nil }
            return .init(name: name, type: type, location: r.location(n))
        }
        let failure = r.identifier(m, "failure")
        let inFlight = r.identifier(m, "inFlight")
        let reloads = r.list(m, "reloads") { r, n in r.identifier(n, key: "reloads", allowKeywords: true) }
        let onSuccess = r.list(m, "onSuccess") { r, n in r.snippet(n, key: "onSuccess", isType: false) }
        guard let name, let call else { return nil }
        return .init(
            name: name, call: call, parameters: parameters, failure: failure, inFlight: inFlight, reloads: reloads,
            onSuccess: onSuccess, location: r.location(node))
    }

    func decodePresentation(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Presentation? {
        guard let m = r.mapping(node, "presentation", context: "'presentation'") else { return nil }
        let stack = m.node("stack").flatMap { stackNode in
            r.bool(m, "stack").map { Located($0, at: r.location(stackNode)) }
        }
        return .init(
            stack: stack, dismissDisabled: r.snippet(m, "dismissDisabled", isType: false), location: r.location(node))
    }
}

extension SpecReader {
    /// What a button runs (`ValueKind.buttonAction`): one step, or a list of them, each a statement
    /// or an action's name; nil when the key is absent or a step is refused.
    mutating func buttonAction(_ m: Mapping, _ key: String) -> [Located<String>]? {
        guard let node = m.node(key) else { return nil }
        guard case .sequence(let items) = node.value else { return snippet(node, key: key, isType: false).map { [$0] } }
        guard !items.isEmpty else {
            error("'\(key)' is an empty list; give at least one step", "invalid-value", at: node)
            return nil
        }
        let steps = items.compactMap { snippet($0, key: key, isType: false) }
        return steps.count == items.count ? steps : nil
    }
}
