#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command runs on, resolved once: the configuration, the command line's overrides, the
/// spec files, and the templates. Every workflow starts here.
public struct Project: Sendable {
    public var config: Config
    public var specFiles: [String]
    public var outputDirectory: String
    public var templates: TemplateSet
    /// The width generated files are laid out to: the `.swift-format` that governs the output.
    public var style: SwiftLayoutStyle = .standard
    /// Problems in the configuration itself; errors stop every command.
    public var diagnostics: [Diagnostic]
    /// The configuration's spec files this run does not read: none when it reads them all (no
    /// paths were given, or the configuration's own), nil when they are unknown (paths were given
    /// and there is no configuration file to say what else belongs to the project). A generated
    /// file is stale only when no spec of the project generates it (see `OtherSpecs`).
    public var otherSpecFiles: [String]?
    /// Where generated tests go and the module they import; nil when the run writes no tests.
    public var tests: TestsOutput?
    /// The module of a workspace this project is (`modules:`); nil for a configuration of one.
    public var module: ModuleContext?

    /// A module's place in its workspace: what its specs may name of the other modules' (see
    /// `ModuleLinks`), and the files that say what those are.
    public struct ModuleContext: Sendable {
        public var name: String
        /// The modules it depends on (`dependsOn`).
        public var dependsOn: [String]
        /// The other modules' spec files, with their module: what this module's specs name across
        /// modules is resolved from them, so their bytes are part of its run record's key.
        public var peerSpecFiles: [(module: String, file: String)]
        /// Each module's access level for specs that give none, by module name.
        public var access: [String: AccessLevel]
    }

    /// The tests of a run: their directory (relative to the working directory) and the module
    /// they `@testable import` (none: they are compiled in the module they test).
    public struct TestsOutput: Sendable, Equatable {
        public var directory: String
        public var module: String?
    }

    /// The command line's part: spec paths (none: the configuration's), `--output`, `--templates`,
    /// `--config`.
    public struct Options: Sendable {
        public var paths: [String] = []
        public var output: String?
        public var templatesDirectory: String?
        public var configPath: String?
        /// `--tests`: write the generated tests, as the configuration's `tests:` does.
        public var tests: Bool

        public init(
            paths: [String] = [], output: String? = nil, templatesDirectory: String? = nil, configPath: String? = nil,
            tests: Bool = false
        ) {
            self.paths = paths
            self.output = output
            self.templatesDirectory = templatesDirectory
            self.configPath = configPath
            self.tests = tests
        }
    }

    /// Every file the output depends on besides the tool: the specs, the configuration, the
    /// `.swift-format` candidates above the output, and the files of the template directory in
    /// effect (`templatesDirectory`, the command line's or the configuration's). What `--watch`
    /// polls: the inputs of the project's digest, so that no change to one of them goes unseen.
    public func inputFiles(templatesDirectory: String?) -> [String] {
        var paths = specFiles
        if let path = config.path { paths.append(path) }
        paths += SwiftFormatFile.candidates(above: outputDirectory)
        if let templates = templatesDirectory ?? config.templates,
            let names = try? FileManager.default.contentsOfDirectory(atPath: templates)
        {
            paths += names.sorted().map { Paths.appending($0, to: templates) }
        }
        return paths
    }

    /// The project of a configuration of one module; a configuration with `modules:` is a
    /// `Workspace`'s to resolve.
    public static func resolve(_ options: Options) throws(RunError) -> Project {
        try refuseEmptyPaths(options)
        let (config, diagnostics) = try loadConfig(options)
        guard config.modules.isEmpty else {
            throw RunError(
                .usage, "the configuration has modules; this command runs on a configuration of one module",
                file: config.path ?? "")
        }
        return try resolve(options, config: config, diagnostics: diagnostics)
    }

    static func resolve(_ options: Options, config: Config, diagnostics: [Diagnostic]) throws(RunError) -> Project {
        let specFiles = try expand(options.paths.isEmpty ? config.specs : options.paths, options, config)
        let templates = try loadTemplates(options, config)
        return resolve(
            options, config: config, diagnostics: diagnostics, specFiles: specFiles, templates: templates,
            otherSpecFiles: OtherSpecs.files(besides: specFiles, given: options.paths, config: config))
    }

    static func loadConfig(_ options: Options) throws(RunError) -> (Config, [Diagnostic]) {
        if let explicit = options.configPath, !FileManager.default.fileExists(atPath: explicit) {
            throw RunError(.config, "no such configuration file", file: explicit)
        }
        return ConfigLoader().load(explicitPath: options.configPath)
    }

    static func expand(_ paths: [String], _ options: Options, _ config: Config) throws(RunError) -> [String] {
        do {
            return try SpecFiles.expand(paths)
        } catch {
            // A path the command line gave is a usage error; one the configuration lists is the
            // configuration's to fix.
            let kind: StopKind = options.paths.isEmpty && config.path != nil ? .config : .usage
            throw RunError(kind, "no such file or directory", file: error.path)
        }
    }

    static func loadTemplates(_ options: Options, _ config: Config) throws(RunError) -> TemplateSet {
        do {
            let templates = try TemplateSet.withOverrides(from: options.templatesDirectory ?? config.templates)
            try templates.checkPartialIncludes()
            return templates
        } catch {
            throw RunError(error.diagnostics)
        }
    }

    /// The project of `config` (the configuration, or one module's) once its files are known.
    static func resolve(
        _ options: Options, config: Config, diagnostics: [Diagnostic], specFiles: [String], templates: TemplateSet,
        otherSpecFiles: [String]?
    ) -> Project {
        let outputDirectory = options.output ?? config.output
        let (style, styleDiagnostics) = SwiftFormatFile.style(above: outputDirectory)
        var project = Project(
            config: config, specFiles: specFiles, outputDirectory: outputDirectory,
            templates: templates, diagnostics: diagnostics + templates.checkContextKeys() + styleDiagnostics,
            otherSpecFiles: otherSpecFiles)
        project.style = style
        let testsFolder = config.module.map { "GeneratedTests/\($0)" } ?? "GeneratedTests"
        if let tests = config.tests
            ?? (options.tests
                ? Config.Tests(output: Paths.appending(testsFolder, to: Self.root(of: config)), module: config.module)
                : nil)
        {
            let module = tests.module(forOutput: outputDirectory)
            project.tests = TestsOutput(directory: tests.output, module: module)
            if module == nil {
                project.diagnostics.append(Self.noTestsModule(tests, output: outputDirectory, config: config))
            }
        }
        return project
    }

    /// Tests with no module to import compile only inside the module they test, which a SwiftPM
    /// test target is not: said once per run, where `tests:` is (else at the configuration, or
    /// unlocated for `--tests` without one), so the import is not found missing by the compiler.
    private static func noTestsModule(_ tests: Config.Tests, output: String, config: Config) -> Diagnostic {
        .warning(
            "the generated tests import no module: the output '\(output)' is not in a folder under Sources/ "
                + "and 'tests.module' is not set", id: "tests-module-unknown",
            at: tests.location ?? SourceLocation(file: config.path ?? "", line: 0, column: 0),
            notes: [
                "set the module the tests @testable import, e.g. tests: { module: App }, or leave it to compile "
                    + "the tests inside the module they test"
            ])
    }

    /// An empty path is never what was meant, and each command read it its own way (`generate
    /// --output ""` failed on a path with no name, `check --output ""` planned against the working
    /// directory): every command refuses it the same way, before anything is read.
    static func refuseEmptyPaths(_ options: Options) throws(RunError) {
        let given: [(option: String, value: String?, wanted: String)] = [
            ("--output", options.output, "a directory ('.' for this one)"),
            ("--config", options.configPath, "a configuration file"),
            ("--templates", options.templatesDirectory, "a directory of templates"),
        ]
        for path in given where path.value?.isEmpty == true {
            throw RunError(.usage, "\(path.option) is empty; give \(path.wanted)")
        }
        if options.paths.contains("") {
            throw RunError(.usage, "a spec path is empty; give a file, a directory or a pattern")
        }
    }

    /// The planner of the run's output: the output directory, and the tests directory when the run
    /// writes tests.
    var planner: OutputPlanner {
        OutputPlanner(outputDirectory: outputDirectory, testsDirectory: tests?.directory)
    }

    /// The project root: the configuration's directory, or the working directory ("").
    public var root: String { Self.root(of: config) }

    static func root(of config: Config) -> String {
        config.path.map { Paths.parent(of: $0) } ?? ""
    }

    /// A spec's path as generated headers (and `dump`) name it: relative to the project root, with
    /// `..` for a spec outside it, so the bytes are the same whichever directory screengen runs
    /// from and however the path is typed: relative, absolute, with `./` or `..`, or through a
    /// symbolic link to a folder (macOS's /tmp is /private/tmp), since links are resolved.
    public func headerPath(for specFile: String) -> String {
        Self.headerPath(for: specFile, root: root)
    }

    static func headerPath(for specFile: String, root: String) -> String {
        var folders = ResolvedFolders()
        return headerPath(for: specFile, root: root, resolving: &folders)
    }

    /// The header paths of many specs, each folder resolved once: `realpath` reads every link of a
    /// path (a dozen `readlink` calls), and a project's specs share a few folders.
    func headerPaths(for specFiles: [String]) -> [String] {
        Self.headerPaths(for: specFiles, root: root)
    }

    /// A folder's specs share the header path up to their names, so the path is worked out for
    /// the first spec of each folder and reused for the rest: the component arrays were a twentieth
    /// of a `validate` of 1,000 specs, on one core.
    static func headerPaths(for specFiles: [String], root: String) -> [String] {
        var folders = ResolvedFolders()
        // By the folder's bytes: Swift's `String` equality is canonical equivalence, and two
        // spellings of one accented name are two folders on Linux.
        var prefixes: [[UInt8]: String] = [:]
        return specFiles.map { file in
            let bytes = Array(file.utf8)
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
                return headerPath(for: file, root: root, resolving: &folders)
            }
            let folder = Array(bytes[..<slash])
            let name = bytes[(slash + 1)...]
            // No name (`.`, `..`, empty) is a folder of its own, which standardizing resolves.
            guard !name.isEmpty && !name.elementsEqual(".".utf8) && !name.elementsEqual("..".utf8) else {
                return headerPath(for: file, root: root, resolving: &folders)
            }
            if let prefix = prefixes[folder] { return prefix + String(decoding: name, as: UTF8.self) }
            let path = headerPath(for: file, root: root, resolving: &folders)
            // The header path ends with the name, unless standardizing ended it elsewhere: then
            // the prefix cannot stand for the folder. Nor can a prefix of `../` alone: the folder
            // is above the root, and another name of it may be the root's next folder.
            let pathBytes = Array(path.utf8)
            if pathBytes.count >= name.count && pathBytes.suffix(name.count).elementsEqual(name) {
                let prefix = String(decoding: pathBytes.dropLast(name.count), as: UTF8.self)
                let upOnly = !prefix.isEmpty && prefix.split(separator: "/").allSatisfy { $0 == ".." }
                if (prefix.isEmpty || prefix.hasSuffix("/")) && !upOnly { prefixes[folder] = prefix }
            }
            return path
        }
    }

    /// Folders already resolved by one call of `headerPaths` (not longer: a link may change
    /// between runs of a long-lived process).
    ///
    /// Folders are told apart by their bytes, as the file system does: `String`'s equality is
    /// canonical equivalence, and `Café` spelt with `é` and with `e` and a combining accent are
    /// two folders on Linux, which one cache entry gave the same header path.
    struct ResolvedFolders {
        var components: [[UInt8]: [String]?] = [:]
        /// The standardized components of each folder (and root) seen, by its text as given.
        var standardized: [[UInt8]: [String]] = [:]

        mutating func resolve(_ folder: [String]) -> [String]? {
            // NUL separates the components: no path holds one.
            let key = Array(folder.joined(separator: "\u{0}").utf8)
            if let known = components[key] { return known }
            let found = Project.resolved(folder)
            components[key] = found
            return found
        }

        /// `URL(fileURLWithPath:).standardizedFileURL.pathComponents`, which costs a `stat` and
        /// Foundation's parsing of the whole path (a twentieth of a `validate` of 10,000 specs),
        /// worked out once per folder: a file's components are its folder's and its own name.
        ///
        /// The name is split off at the last slash byte: a name that starts with a combining mark
        /// makes one character of the slash and the mark, and a split by characters took the folder
        /// and the name for one name, whose folder was then never resolved.
        mutating func standardize(_ path: String) -> [String] {
            if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex {
                let name = path[path.utf8.index(after: slash)...]
                if !name.isEmpty && !name.utf8.elementsEqual(".".utf8) && !name.utf8.elementsEqual("..".utf8) {
                    return standardize(path[..<slash]) + [String(name)]
                }
            }
            return standardize(path[...])
        }

        private mutating func standardize(_ path: Substring) -> [String] {
            let key = Array(path.utf8)
            if let known = standardized[key] { return known }
            let found = URL(fileURLWithPath: String(path)).standardizedFileURL.pathComponents
            standardized[key] = found
            return found
        }
    }

    private static func headerPath(for specFile: String, root: String, resolving folders: inout ResolvedFolders)
        -> String
    {
        let base = folders.standardize(root.isEmpty ? "." : root)
        let file = folders.standardize(specFile)
        // A file's components with its folder's links resolved (not the file's own: a linked spec
        // is named where it is linked).
        let resolvedFile = file.last.flatMap { name in folders.resolve(Array(file.dropLast())).map { $0 + [name] } }
        return relative(resolvedFile ?? file, to: folders.resolve(base) ?? base)
    }

    private static func relative(_ file: [String], to base: [String]) -> String {
        var common = 0
        while common < base.count, common < file.count, base[common].utf8.elementsEqual(file[common].utf8) {
            common += 1
        }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + file[common...]).joined(separator: "/")
    }

    /// The components of a directory with every link resolved; nil when it does not exist.
    fileprivate static func resolved(_ components: [String]) -> [String]? {
        let path =
            components.first == "/"
            ? "/" + components.dropFirst().joined(separator: "/") : components.joined(separator: "/")
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return URL(fileURLWithPath: String(cString: real)).pathComponents
    }
}
