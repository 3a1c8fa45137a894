// `modules:` in `screengen.yml`: several modules of one workspace (an app target and the SwiftPM
// packages of its features) served by one configuration (issue #40, point 2). Its type, its keys
// and its decoding, in one place; what a module's run resolves across modules is `ModuleLinks`.

extension Config {
    /// One module of the workspace: its own specs, output folder, access level and tests; the
    /// configuration's other keys (layout, platform, templates, header, rules, environment keys)
    /// are shared, and its `imports` are added to the configuration's.
    public struct Module: Sendable {
        public var name: Located<String>
        /// Spec paths and patterns, relative to the working directory.
        public var specs: [String]
        public var output: String
        /// nil: the configuration's.
        public var access: AccessLevel?
        public var imports: [ScreenSpec.Import] = []
        public var tests: Tests?
        /// The modules this one imports, as its package declares them: screens and flows of these may
        /// be named by its specs (and of no other).
        public var dependsOn: [Located<String>] = []
        /// Where the module's entry is, for errors about the module as a whole.
        public var location: SourceLocation
        /// Where its `output` is.
        public var outputLocation: SourceLocation? = nil
    }

    /// The configuration one module runs with: the shared keys, the module's specs, output, access
    /// and tests, and both lists of imports. Its tests import the module unless they name another.
    public func configuration(of module: Module) -> Config {
        var config = self
        config.modules = []
        config.module = module.name.value
        config.specs = module.specs
        config.output = module.output
        config.access = module.access ?? access
        config.imports = imports + module.imports
        config.tests = module.tests.map { tests in
            var tests = tests
            tests.module = tests.module ?? module.name.value
            return tests
        }
        return config
    }
}

extension ConfigSchema {
    static let configModule = ObjectSchema(
        name: "configModule",
        summary: "One module of a workspace (`modules:`): the app target, or a SwiftPM package's target, with its "
            + "own specs and output. The configuration's other keys are shared by every module.",
        keys: [
            KeySchema(
                "name", .identifier, required: true,
                "The module's name, as Swift imports it: what the files of a module that shows its screens "
                    + "`import`, and what its generated tests `@testable import`.",
                example: "Shelf"),
            KeySchema(
                "specs", .list(.text), required: true, "The module's spec files, directories or patterns, as `specs`.",
                example: "[Packages/Shelf/Specs]"),
            KeySchema(
                "output", .text, required: true,
                "Where the module's generated files go: a folder of its own, with its own lock and run record.",
                example: "Packages/Shelf/Sources/Shelf/Screens"),
            KeySchema(
                "access", .oneOf(AccessLevel.allCases.map(\.rawValue)), default: "the configuration's `access`",
                "The access level of the module's specs that give none: `public` for a package whose screens the app "
                    + "shows.", example: "public"),
            KeySchema(
                "imports", .list(.objectOrScalar("import")), default: "`[]`",
                "Modules every file of the module's specs imports, added to the configuration's `imports`.",
                example: "[Models]"),
            KeySchema(
                "tests", .object("configTests"),
                "The module's generated tests, as `tests`; they `@testable import` the module unless `module` says "
                    + "otherwise.", example: "{ output: Packages/Shelf/Tests/ShelfTests/Screens }"),
            KeySchema(
                "dependsOn", .list(.identifier), default: "`[]`",
                "The modules this one depends on, as its package says: its specs may show their screens and join "
                    + "their flows, and its files `import` the ones they name. No cycles.",
                example: "[Shelf]"),
        ])
}

extension SpecReader {
    /// `modules:` of the configuration at `base`: each module's paths made relative to the working
    /// directory by `relative`.
    mutating func configModules(_ m: Mapping, relative: (String) -> String) -> [Config.Module] {
        list(m, "modules") { r, node -> Config.Module? in
            guard let mm = r.mapping(node, "configModule", context: "a module"),
                let name = mm.node("name").flatMap({ r.identifier($0, key: "name", allowKeywords: false) })
            else { return nil }
            let specs = r.list(mm, "specs") { r, n in
                r.path(r.scalar(n, expected: "a path", key: "specs"), key: "specs")
            }
            let outputText = r.text(mm, "output")
            guard let output = r.path(outputText, key: "output") else { return nil }
            var module = Config.Module(
                name: name, specs: specs.map(relative), output: relative(output),
                access: r.choice(mm, "access", AccessLevel.self)?.value, location: r.location(node),
                outputLocation: outputText?.location)
            module.imports = r.imports(mm)
            module.tests = mm.node("tests").flatMap { r.configTests($0, relative: relative) }
            module.dependsOn = r.list(mm, "dependsOn") { r, n in
                r.identifier(n, key: "dependsOn", allowKeywords: false)
            }
            return module
        }
    }

    /// A `tests:` mapping, of the configuration or of a module.
    mutating func configTests(_ node: YAMLNode, relative: (String) -> String) -> Config.Tests? {
        guard let t = mapping(node, "configTests", context: "'tests'") else { return nil }
        return Config.Tests(
            output: relative(path(text(t, "output"), key: "output") ?? "GeneratedTests"),
            module: t.node("module").flatMap { identifier($0, key: "module", allowKeywords: false) }?.value,
            location: location(node))
    }
}
