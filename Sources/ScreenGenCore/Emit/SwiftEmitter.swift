/// A file generation produces, with its path relative to the output directory.
public struct GeneratedFile: Sendable, Equatable {
    /// The directory a file's path is relative to.
    public enum Root: Sendable, Equatable {
        /// The output directory: the screens' files.
        case output
        /// The tests directory (`tests:` in the configuration): the generated tests.
        case tests
    }

    public var path: String
    public var contents: String
    public var root: Root

    public init(path: String, contents: String, root: Root = .output) {
        self.path = path
        self.contents = contents
        self.root = root
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
    /// The width lines are laid out to: the team's `.swift-format`.
    public var style: SwiftLayoutStyle
    /// Whether `emit` renders the screen's tests too, and the module they `@testable import`.
    public var tests: Tests?
    /// The configuration's `imports`: modules every spec's files import, besides the spec's own.
    public var imports: [ScreenSpec.Import]

    /// Generated tests, and the module they import (none: they are compiled in the module they test).
    public struct Tests: Sendable, Equatable {
        public var module: String?

        public init(module: String?) {
            self.module = module
        }
    }

    /// Each file template parsed once per emitter, not once per screen, and the partials they
    /// include with them (`MustachePartials.preparing(for:)`).
    let parsed: [String: Result<MustacheTemplate, MustacheError>]
    let partials: MustachePartials

    public init(
        templates: TemplateSet = .builtin, headerLines: [String] = [], layout: OutputLayout = .perScreen,
        style: SwiftLayoutStyle = .standard, tests: Tests? = nil, imports: [ScreenSpec.Import] = []
    ) {
        self.templates = templates
        self.imports = imports
        self.headerLines = headerLines
        self.layout = layout
        self.style = style
        self.tests = tests
        var parsed: [String: Result<MustacheTemplate, MustacheError>] = [:]
        for name in Self.fileTemplates {
            parsed[name] = Result { () throws(MustacheError) in try templates.template(name) }
        }
        self.parsed = parsed
        // Every partial the file templates reach, parsed once here rather than looked up in a
        // shared cache at each include of each render.
        partials = templates.partials.preparing(for: Self.fileTemplates.compactMap { try? parsed[$0]?.get() })
    }

    static let fileTemplates = [
        "View.swift.mustache", "Store.swift.mustache", "Route.swift.mustache", "Router.swift.mustache",
        "Presentation.swift.mustache", "Alert.swift.mustache", "EnvironmentValues.swift.mustache",
        CompanionEmitter.template, "AppTab.swift.mustache", "AppRoot.swift.mustache", "AppMain.swift.mustache",
        "StoreTests.swift.mustache", "RouteTests.swift.mustache", "AppNavigationTests.swift.mustache",
    ]

    /// The template of each kind of test suite.
    static func template(of kind: ScreenFacts.TestType.Kind) -> String {
        switch kind {
        case .store: "StoreTests.swift.mustache"
        case .routes: "RouteTests.swift.mustache"
        case .navigation: "AppNavigationTests.swift.mustache"
        }
    }

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
        /// What kind of file it is, for `imports`.
        var file: ScreenSpec.Import.File
    }

    /// Every file of a screen, in order: the screen's generated types (`ScreenFacts.generatedTypes`,
    /// the one list that both rendering and `paths` read), each with its template and focus.
    static func parts(of model: ScreenModel) -> [Part] {
        model.facts.generatedTypes.map { type in
            switch type.kind {
            case .view: return Part(name: type.name, template: "View.swift.mustache", focus: .screen, file: .view)
            case .store: return Part(name: type.name, template: "Store.swift.mustache", focus: .screen, file: .store)
            case .route:
                return Part(name: type.name, template: "Route.swift.mustache", focus: .screen, file: .routes)
            case .router:
                return Part(name: type.name, template: "Router.swift.mustache", focus: .screen, file: .routes)
            case .environmentValues:
                return Part(
                    name: type.name, template: "EnvironmentValues.swift.mustache", focus: .screen, file: .environment)
            case .presentation:
                guard let presentation = model.presentations.first(where: { $0.enumType == type.name }) else {
                    preconditionFailure("no presentation model for \(type.name)")
                }
                return Part(
                    name: type.name, template: "Presentation.swift.mustache", focus: .presentation(presentation),
                    file: .presentation)
            case .alert:
                guard let alert = model.alerts.first(where: { $0.enumType == type.name }) else {
                    preconditionFailure("no alert model for \(type.name)")
                }
                return Part(
                    name: type.name, template: "Alert.swift.mustache", focus: .alert(alert), file: .presentation)
            }
        }
    }

    /// The paths of a screen's files, relative to the output directory, without building its model
    /// or rendering: what a run needs to know of specs it does not generate.
    public static func paths(for facts: ScreenFacts, layout: OutputLayout) -> [String] {
        fileNames(of: facts).map { folder(of: facts, layout: layout) + $0 }
    }

    /// The folder of a screen's files, relative to the output directory (`Feed/`, or none when flat):
    /// the generated files' and the companion's.
    static func folder(of facts: ScreenFacts, layout: OutputLayout) -> String {
        layout == .perScreen ? "\(facts.screen)/" : ""
    }

    public func emit(_ model: ScreenModel) throws -> [GeneratedFile] {
        // Built once per screen, shared by every file of it.
        let value = TemplateContext.json(for: model, headerLines: headerLines)
        let imports = model.imports + self.imports
        return try Self.parts(of: model).map { part in
            try renderLinking(model.linkedTypes, imports: imports, in: part.file, context: value) { context in
                try render(part, of: model, context: context)
            }
        }
            + testFiles(
                model.facts.testTypes, folder: Self.folder(of: model.facts, layout: layout), context: value,
                imports: imports, linked: model.linkedTypes)
    }

    /// A screen's or an app's test suites, in the tests directory, when the emitter writes tests.
    func testFiles(
        _ types: [ScreenFacts.TestType], folder: String, context: JSONValue, imports: [ScreenSpec.Import],
        linked: [String: String]
    ) throws -> [GeneratedFile] {
        guard let tests else { return [] }
        let value = context.adding("testModule", tests.module.map(JSONValue.string) ?? .null)
        return try types.map { type in
            let name = Self.template(of: type.kind)
            guard let parsedTemplate = parsed[name] else { preconditionFailure("\(name) is not a file template") }
            return try renderLinking(linked, imports: imports, in: .tests, context: value) { context in
                let output = try parsedTemplate.get().render(
                    context: context, partials: partials, escape: MustacheTemplate.noEscape)
                return GeneratedFile(
                    path: folder + "\(type.name).swift", contents: SwiftSourceTidy.tidy(output, style: style),
                    root: .tests)
            }
        }
    }

    /// The paths of a screen's test files, relative to the tests directory.
    public static func testPaths(for facts: ScreenFacts, layout: OutputLayout) -> [String] {
        facts.testTypes.map { folder(of: facts, layout: layout) + "\($0.name).swift" }
    }

    private func render(_ part: Part, of model: ScreenModel, context value: JSONValue) throws -> GeneratedFile {
        guard let parsedTemplate = parsed[part.template] else {
            preconditionFailure("\(part.template) is not a file template")
        }
        let partContext: JSONValue
        switch part.focus {
        case .screen:
            partContext = value
        case .presentation(let presentation):
            partContext = value.adding("presentation", TemplateContext.presentation(presentation))
        case .alert(let alert):
            partContext = value.adding("alert", TemplateContext.alert(alert))
        }
        let output = try parsedTemplate.get().render(
            context: partContext, partials: partials, escape: MustacheTemplate.noEscape)
        return GeneratedFile(
            path: Self.folder(of: model.facts, layout: layout) + "\(part.name).swift",
            contents: SwiftSourceTidy.tidy(output, style: style))
    }

    /// The names of the files `emit` writes for a screen, without their folder.
    public static func fileNames(of facts: ScreenFacts) -> [String] {
        facts.generatedTypes.map { "\($0.name).swift" }
    }
}

extension JSONValue: MustacheContext {
    /// The context of one file: the spec's and the configuration's `imports` that go in files of its
    /// kind, as `imports`, which its template writes after its own.
    /// `shown`: the modules of the other modules' types the file names (`LinkedImports`).
    func importing(_ imports: [ScreenSpec.Import], in file: ScreenSpec.Import.File, shown: [String] = []) -> JSONValue {
        let modules = shown.isEmpty ? imports.modules(in: file) : Set(imports.modules(in: file) + shown).sorted()
        return adding("imports", .array(modules.map(JSONValue.string)))
    }

    /// The screen's context plus one member: what a presentation or alert file renders against.
    fileprivate func adding(_ key: String, _ member: JSONValue) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.0 != key } + [(key, member)])
    }

    // The template context is rendered as it is, not converted into `MustacheValue` first: it
    // answers as that conversion would (a repeated key keeps its last value).

    func member(named name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        // Lengths first: most keys a name is compared with differ in length, and comparing two
        // strings' lengths is a load, not a call. The context's keys are ASCII names
        // (`TemplateContext`; a test walks every golden context), and an ASCII name equals one only
        // byte for byte; a name that is not ASCII can equal a key of another length (KELVIN SIGN
        // equals `K`), and is compared whole, as the dictionary of a `MustacheValue` compares.
        let length = name.utf8.count
        let nameIsASCII = name.isASCIIText
        return members.last { key, _ in (!nameIsASCII || key.utf8.count == length) && key == name }?.1
    }

    var items: [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }

    var isFalsy: Bool {
        switch self {
        case .null, .bool(false): return true
        case .array(let items): return items.isEmpty
        default: return false
        }
    }

    var interpolationText: String {
        switch self {
        case .null, .array, .object: return ""
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .string(let value): return value
        }
    }
}
