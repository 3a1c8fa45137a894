/// A file generation produces, with its path relative to the output directory.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Renders a screen's files through the templates: the view always, the store when the screen has
/// one. Every file is tidied the same way, so its bytes depend on nothing but the model and the
/// templates.
public struct SwiftEmitter: Sendable {
    public var templates: TemplateSet

    public init(templates: TemplateSet = .builtin) {
        self.templates = templates
    }

    public func emit(_ model: ScreenModel) throws -> [GeneratedFile] {
        let context = MustacheValue(TemplateContext.json(for: model))
        let partials = templates.partials
        func render(_ template: String) throws -> String {
            SwiftSourceTidy.tidy(try templates.template(template).render(context, partials: partials, escape: MustacheTemplate.noEscape))
        }
        let folder = model.screen
        var files = [GeneratedFile(path: "\(folder)/\(model.view.typeName).swift", contents: try render("View.swift.mustache"))]
        if let store = model.store {
            files.append(GeneratedFile(path: "\(folder)/\(store.typeName).swift", contents: try render("Store.swift.mustache")))
        }
        return files
    }
}

extension MustacheValue {
    /// The template context is JSON; this is its value for the Mustache engine.
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .int(i)
        case .string(let s): self = .string(s)
        case .array(let items): self = .list(items.map(MustacheValue.init))
        case .object(let members):
            var object: [String: MustacheValue] = [:]
            for (key, value) in members { object[key] = MustacheValue(value) }
            self = .object(object)
        }
    }
}
