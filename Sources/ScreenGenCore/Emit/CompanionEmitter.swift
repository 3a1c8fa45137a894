/// The hand-written companions `scaffold` writes once next to a screen's generated files and never
/// touches again: a home for the screen's subviews, with a starting row view for each list whose
/// row is a plain `Row(element: element)` call (the model's `rowViews`). `Companion.swift.mustache`
/// writes it, so a team's template set decides its shape as it does every other file's.
public struct CompanionEmitter: Sendable {
    public var templates: TemplateSet
    public var layout: OutputLayout
    public var style: SwiftLayoutStyle

    public init(
        templates: TemplateSet = .builtin, layout: OutputLayout = .perScreen, style: SwiftLayoutStyle = .standard
    ) {
        self.templates = templates
        self.layout = layout
        self.style = style
    }

    static let template = "Companion.swift.mustache"

    public func companions(for model: ScreenModel) throws(MustacheError) -> [GeneratedFile] {
        let output = try templates.template(Self.template).render(
            context: TemplateContext.json(for: model), partials: templates.partials,
            escape: MustacheTemplate.noEscape)
        let path = SwiftEmitter.folder(of: model.facts, layout: layout) + Self.fileName(of: model.facts)
        return [GeneratedFile(path: path, contents: SwiftSourceTidy.tidy(output, style: style))]
    }

    /// The companion's name, without its folder.
    public static func fileName(of facts: ScreenFacts) -> String {
        "\(facts.viewTypeName)+Subviews.swift"
    }
}
