extension ScreenFacts {
    /// The loads the navigation title reads, by name, in the spec's order: a load's name in the
    /// title's interpolations stands for its loaded value. The structure check reserves the helper
    /// such a title needs, and the model builds it, from this one answer.
    public func loadsReadByTitle(in spec: ScreenSpec) -> [String] {
        guard let title = spec.title else { return [] }
        let read = Set(title.value.expressions.flatMap(SwiftSnippet.readNames(in:)))
        return spec.phasedLoads.map(\.name.value).filter(read.contains)
    }
}
