extension SpecDecoder {
    /// A dependency the store's `init` takes needs a preview value, which previews pass; one from
    /// the environment has none of its own: previews install its `environment` entry's value.
    func checkDependencyPreview(
        _ m: SpecReader.Mapping, _ node: YAMLNode, source: ScreenSpec.Dependency.Source, _ r: inout SpecReader
    ) {
        switch source {
        case .`init`:
            guard m.node("preview") == nil else { return }
            r.error("a store dependency is missing the required key 'preview'", "missing-key", at: node)
        case .environment:
            guard let previewNode = m.node("preview") else { return }
            r.error(
                "a dependency from the environment takes no 'preview'", "invalid-value", at: previewNode,
                notes: ["previews install the value of the 'environment' entry of the same name; give it there"])
        }
    }
}
