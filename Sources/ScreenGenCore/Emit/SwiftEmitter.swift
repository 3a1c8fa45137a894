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

    /// One file of a screen: the type it is named after, its template, and what the template sees
    /// besides the screen (a presentation or alert enum renders the screen plus that one enum).
    struct Part {
        enum Focus {
            case screen
            case presentation(PresentationModel)
            case alert(AlertPresentationModel)
        }

        var name: String
        var template: String
        var focus: Focus
    }

    /// Every file of a screen, in order: the one list that both rendering and `paths` read.
    static func parts(of model: ScreenModel) -> [Part] {
        var parts = [Part(name: model.view.typeName, template: "View.swift.mustache", focus: .screen)]
        if let store = model.store {
            parts.append(Part(name: store.typeName, template: "Store.swift.mustache", focus: .screen))
        }
        if let navigation = model.navigation, navigation.role == .owner {
            parts.append(Part(name: navigation.routeType, template: "Route.swift.mustache", focus: .screen))
            parts.append(Part(name: navigation.routerType, template: "Router.swift.mustache", focus: .screen))
        }
        if !model.environmentValues.isEmpty {
            parts.append(
                Part(
                    name: model.screen + "EnvironmentValues", template: "EnvironmentValues.swift.mustache",
                    focus: .screen))
        }
        for presentation in model.presentations {
            parts.append(
                Part(
                    name: presentation.enumType, template: "Presentation.swift.mustache",
                    focus: .presentation(presentation)))
        }
        for alert in model.alerts {
            parts.append(Part(name: alert.enumType, template: "Alert.swift.mustache", focus: .alert(alert)))
        }
        return parts
    }

    /// The paths of a screen's files, relative to the output directory, without rendering them:
    /// what a run needs to know of specs it does not generate.
    public static func paths(for model: ScreenModel, layout: OutputLayout) -> [String] {
        parts(of: model).map { path(of: $0, model: model, layout: layout) }
    }

    private static func path(of part: Part, model: ScreenModel, layout: OutputLayout) -> String {
        (layout == .perScreen ? "\(model.screen)/" : "") + "\(part.name).swift"
    }

    public func emit(_ model: ScreenModel) throws -> [GeneratedFile] {
        let context = TemplateContext.json(for: model, headerLines: headerLines)
        // Converted once per screen, shared by every file of it.
        let value = MustacheValue(context)
        return try Self.parts(of: model).map { part in
            guard let parsedTemplate = parsed[part.template] else {
                preconditionFailure("\(part.template) is not a file template")
            }
            let partContext: MustacheValue
            switch part.focus {
            case .screen:
                partContext = value
            case .presentation(let presentation):
                partContext = value.adding("presentation", MustacheValue(TemplateContext.presentation(presentation)))
            case .alert(let alert):
                partContext = value.adding("alert", MustacheValue(TemplateContext.alert(alert)))
            }
            let output = try parsedTemplate.get().render(
                partContext, partials: partials, escape: MustacheTemplate.noEscape)
            return GeneratedFile(
                path: Self.path(of: part, model: model, layout: layout), contents: SwiftSourceTidy.tidy(output))
        }
    }

    /// The names of the files `emit` writes for a screen, without their folder.
    public static func fileNames(of model: ScreenModel) -> [String] {
        parts(of: model).map { "\($0.name).swift" }
    }
}

extension MustacheValue {
    /// The screen's context plus one member: what a presentation or alert file renders against.
    fileprivate func adding(_ key: String, _ member: MustacheValue) -> MustacheValue {
        guard case .object(var members) = self else { return self }
        members[key] = member
        return .object(members)
    }

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
