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
    /// The configuration's `header`, one comment line each, above the generated header.
    public var headerLines: [String]
    public var layout: OutputLayout

    /// Each file template parsed once per emitter, not once per screen (partials are parsed on
    /// first use and cached by `MustachePartials`).
    private let parsed: [String: Result<MustacheTemplate, MustacheError>]
    private let partials: MustachePartials

    public init(templates: TemplateSet = .builtin, headerLines: [String] = [], layout: OutputLayout = .perScreen) {
        self.templates = templates
        self.headerLines = headerLines
        self.layout = layout
        var parsed: [String: Result<MustacheTemplate, MustacheError>] = [:]
        for name in Self.fileTemplates {
            parsed[name] = Result { () throws(MustacheError) in try templates.template(name) }
        }
        self.parsed = parsed
        partials = templates.partials
    }

    static let fileTemplates = [
        "View.swift.mustache", "Store.swift.mustache", "Route.swift.mustache", "Router.swift.mustache",
        "Presentation.swift.mustache", "Alert.swift.mustache", "EnvironmentValues.swift.mustache",
    ]

    public func emit(_ model: ScreenModel) throws -> [GeneratedFile] {
        let context = TemplateContext.json(for: model, headerLines: headerLines)
        let folder = layout == .perScreen ? "\(model.screen)/" : ""
        // Converted once per screen, shared by every file of it.
        let value = MustacheValue(context)
        func file(_ name: String, _ template: String, _ context: MustacheValue? = nil) throws -> GeneratedFile {
            guard let parsedTemplate = parsed[template] else {
                preconditionFailure("\(template) is not a file template")
            }
            let output = try parsedTemplate.get().render(
                context ?? value, partials: partials, escape: MustacheTemplate.noEscape)
            return GeneratedFile(path: "\(folder)\(name).swift", contents: SwiftSourceTidy.tidy(output))
        }
        var files = [try file(model.view.typeName, "View.swift.mustache")]
        if let store = model.store {
            files.append(try file(store.typeName, "Store.swift.mustache"))
        }
        if let navigation = model.navigation, navigation.role == .owner {
            files.append(try file(navigation.routeType, "Route.swift.mustache"))
            files.append(try file(navigation.routerType, "Router.swift.mustache"))
        }
        if !model.environmentValues.isEmpty {
            files.append(try file(model.screen + "EnvironmentValues", "EnvironmentValues.swift.mustache"))
        }
        for presentation in model.presentations {
            // The presentation template sees the whole screen plus the one enum it renders.
            guard case .object(var members) = value else { break }
            members["presentation"] = MustacheValue(TemplateContext.presentation(presentation))
            files.append(try file(presentation.enumType, "Presentation.swift.mustache", .object(members)))
        }
        for alert in model.alerts {
            // Likewise: the whole screen plus the one alert or dialog enum.
            guard case .object(var members) = value else { break }
            members["alert"] = MustacheValue(TemplateContext.alert(alert))
            files.append(try file(alert.enumType, "Alert.swift.mustache", .object(members)))
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
