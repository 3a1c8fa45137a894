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
        return try Self.files(of: model).map { file in
            guard let parsedTemplate = parsed[file.template] else {
                preconditionFailure("\(file.template) is not a file template")
            }
            // A presentation or alert template sees the whole screen plus the one enum it renders.
            var fileContext = value
            if let member = file.member, case .object(var members) = value {
                switch member {
                case .presentation(let presentation):
                    members["presentation"] = MustacheValue(TemplateContext.presentation(presentation))
                case .alert(let alert):
                    members["alert"] = MustacheValue(TemplateContext.alert(alert))
                }
                fileContext = .object(members)
            }
            let output = try parsedTemplate.get().render(
                fileContext, partials: partials, escape: MustacheTemplate.noEscape)
            return GeneratedFile(path: "\(folder)\(file.name)", contents: SwiftSourceTidy.tidy(output))
        }
    }

    /// One file of a screen: its name (the type it declares, `.swift`), the template rendering it,
    /// and the one enum its template sees beside the screen's context, if any.
    struct FileSource {
        enum Member {
            case presentation(PresentationModel)
            case alert(AlertPresentationModel)
        }

        var name: String
        var template: String
        var member: Member?

        init(_ typeName: String, _ template: String, _ member: Member? = nil) {
            name = typeName + ".swift"
            self.template = template
            self.member = member
        }
    }

    /// Every file a screen gets, in the order `emit` renders them: the view always, the store when
    /// the screen has one, and so on. The one list of a screen's files, read by `emit` and by the
    /// check that their names fit the file system (`fileNames`).
    static func files(of model: ScreenModel) -> [FileSource] {
        var files = [FileSource(model.view.typeName, "View.swift.mustache")]
        if let store = model.store {
            files.append(FileSource(store.typeName, "Store.swift.mustache"))
        }
        if let navigation = model.navigation, navigation.role == .owner {
            files.append(FileSource(navigation.routeType, "Route.swift.mustache"))
            files.append(FileSource(navigation.routerType, "Router.swift.mustache"))
        }
        if !model.environmentValues.isEmpty {
            files.append(FileSource(model.screen + "EnvironmentValues", "EnvironmentValues.swift.mustache"))
        }
        for presentation in model.presentations {
            files.append(FileSource(presentation.enumType, "Presentation.swift.mustache", .presentation(presentation)))
        }
        for alert in model.alerts {
            files.append(FileSource(alert.enumType, "Alert.swift.mustache", .alert(alert)))
        }
        return files
    }

    /// The names of the files `emit` writes for a screen, without their folder.
    public static func fileNames(of model: ScreenModel) -> [String] {
        files(of: model).map(\.name)
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
