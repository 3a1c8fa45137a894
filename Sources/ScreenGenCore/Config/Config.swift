#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The project configuration: from `screengen.yml` when there is one, defaults otherwise.
public struct Config: Sendable {
    /// The file it was read from; nil for the defaults.
    public var path: String?
    /// Spec paths and patterns, already relative to the working directory.
    public var specs: [String] = ["Specs"]
    public var output: String = "Generated"
    public var layout: OutputLayout = .perScreen
    /// `@Entry` (the default) or manual `EnvironmentKey`s for the screens' environment values.
    public var environmentKeys: EnvironmentKeyStyle = .entry
    /// The access level of what another module needs, for specs that give none (`access`).
    public var access: AccessLevel = .internal
    public var defaultTarget = OSVersion(17, 0)
    public var templates: String?
    public var header: String?
    public var ruleSeverities: [String: Located<String>] = [:]
    /// Modules every spec's files import besides their own (`imports`), added to each spec's.
    public var imports: [ScreenSpec.Import] = []
    /// Generated tests: nil when the configuration asks for none (`--tests` can still turn them on).
    public var tests: Tests?
    /// The workspace's modules (`modules:`); empty for a configuration of one module.
    public var modules: [Module] = []
    /// The module this configuration is of, when it is one of a workspace's (`configuration(of:)`).
    public var module: String?

    /// Where generated tests go (`tests:` in `screengen.yml`), already relative to the working
    /// directory, and the module they `@testable import`.
    public struct Tests: Sendable, Equatable {
        public var output: String
        /// nil: the one inferred from `output` (see `module(forOutput:)`).
        public var module: String?
        /// Where `tests:` is in `screengen.yml`; nil when `--tests` turned them on.
        public var location: SourceLocation?

        public init(output: String = "GeneratedTests", module: String? = nil, location: SourceLocation? = nil) {
            self.output = output
            self.module = module
            self.location = location
        }

        /// The module the tests import: the configured one, else the folder after `Sources/` in
        /// `output` (`Sources/App/Screens` is module `App`, as SwiftPM lays a package out), else none.
        public func module(forOutput output: String) -> String? {
            if let module { return module }
            let components = output.split(separator: "/").map(String.init)
            guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count else { return nil }
            let name = components[index + 1]
            return SwiftIdentifier.problem(name, allowKeywords: false) == nil ? name : nil
        }
    }

    public init() {}

    /// The header's lines, each a comment line of every generated file.
    public var headerLines: [String] {
        header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    public static let fileName = "screengen.yml"

    /// The nearest `screengen.yml` in `directory` or above it, as a path relative to `directory`
    /// (`screengen.yml`, `../screengen.yml`) so that printed paths stay short and relative.
    public static func find(from directory: String) -> String? {
        var current = Paths.absolute(directory)
        var levels = 0
        while true {
            if FileManager.default.fileExists(atPath: Paths.appending(fileName, to: current)) {
                return String(repeating: "../", count: levels) + fileName
            }
            if current == "/" { return nil }
            current = Paths.parent(of: current)
            levels += 1
        }
    }
}
