/// The navigation title: text with interpolations, and the loads whose values it shows.
public struct TitleModel: Sendable {
    public var text: InterpolatedText
    /// One interpolation and nothing else: a value, not a sentence, shown verbatim (no string
    /// catalog key `%@`), as alert titles are.
    public var isVerbatim: Bool
    /// The loads the title reads, each bound to its loaded value in the computed title, which is
    /// empty until all of them have loaded. Empty: the title is written in place.
    public var loads: [LoadModel]
}

extension ModelBuilder {
    func titleModel(_ spec: ScreenSpec, facts: ScreenFacts, loads: [LoadModel]) -> TitleModel? {
        guard let title = spec.title else { return nil }
        let read = Set(facts.loadsReadByTitle(in: spec))
        return TitleModel(
            text: title.value, isVerbatim: title.value.isOneValue,
            loads: zip(spec.loads, loads).filter { read.contains($0.0.name.value) }.map(\.1))
    }
}
