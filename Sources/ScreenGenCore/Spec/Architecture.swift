// The `architecture` object of a screen spec: its type, its keys and its decoding, in one place.

extension ScreenSpec {
    public struct Architecture: Sendable {
        public enum Style: String, Sendable, CaseIterable { case mv, viewModel }
        public var style: Located<Style>
        public var reason: String?
    }
}

extension SpecSchema {
    static let architecture = ObjectSchema(
        name: "architecture",
        summary: "Model–view or view model. A scalar is the `style` alone.",
        keys: [
            KeySchema(
                "style", .oneOf(ScreenSpec.Architecture.Style.allCases.map(\.rawValue)), required: true,
                "`mv`: the view orchestrates, services live in the environment. `viewModel`: an "
                    + "`@Observable` view model with injected dependencies.", example: "viewModel"),
            KeySchema(
                "reason", .text, "Why this screen needs a view model (the existing module uses them, …).",
                example: "The Orders module already uses view models."),
        ])
}

extension SpecDecoder {
    func decodeArchitecture(_ parent: SpecReader.Mapping, _ r: inout SpecReader) -> ScreenSpec.Architecture {
        let fallback = ScreenSpec.Architecture(style: Located(.mv, at: r.location(parent.node)), reason: nil)
        guard let node = parent.node("architecture") else { return fallback }
        if case .scalar = node.value {
            guard let style = r.choice(node, key: "architecture", ScreenSpec.Architecture.Style.self) else {
                return fallback
            }
            return ScreenSpec.Architecture(style: style, reason: nil)
        }
        guard let m = r.mapping(node, "architecture", context: "'architecture'"),
            let style = r.choice(m, "style", ScreenSpec.Architecture.Style.self)
        else { return fallback }
        return ScreenSpec.Architecture(style: style, reason: r.text(m, "reason")?.value)
    }
}
