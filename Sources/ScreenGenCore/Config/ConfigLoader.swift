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

/// Reads `screengen.yml` with the spec machinery: located diagnostics, did-you-mean for unknown keys.
public struct ConfigLoader: Sendable {
    public init() {}

    /// `explicitPath` is `--config`; without it the nearest `screengen.yml` above the working
    /// directory is used, and without one the defaults.
    public func load(explicitPath: String?, workingDirectory: String = FileManager.default.currentDirectoryPath)
        -> (Config, [Diagnostic])
    {
        guard let path = explicitPath ?? Config.find(from: workingDirectory) else { return (Config(), []) }
        let data: [UInt8]
        switch FileBytes.read(path, limit: YAMLLimits.default.maxBytes + 1) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            let location = SourceLocation(file: path, line: 1, column: 1)
            let reason = problem.reason(ifDirectory: "is a directory, not a configuration file")
            return (Config(), [.error(reason, id: "io", at: location)])
        }
        var diagnostics: [Diagnostic] = []
        guard let root = YAMLLoader().load(data, file: path, diagnostics: &diagnostics) else {
            return (Config(), diagnostics)
        }
        var reader = SpecReader(file: path, objects: ConfigSchema.objects)
        var config = Config()
        config.path = path
        let base = Paths.parent(of: path)
        func relative(_ value: String) -> String {
            value.hasPrefix("/") ? value : Paths.appending(value, to: base)
        }
        if let m = reader.mapping(root, "config", context: "the configuration") {
            if m.node("specs") != nil {
                config.specs = reader.list(m, "specs") { r, n in
                    r.path(r.scalar(n, expected: "a path", key: "specs"), key: "specs")
                }
                .map(relative)
            } else {
                config.specs = [relative("Specs")]
            }
            config.output = relative(reader.path(reader.text(m, "output"), key: "output") ?? "Generated")
            config.layout = reader.choice(m, "layout", OutputLayout.self)?.value ?? .perScreen
            config.environmentKeys = reader.choice(m, "environmentKeys", EnvironmentKeyStyle.self)?.value ?? .entry
            config.access = reader.choice(m, "access", AccessLevel.self)?.value ?? .internal
            if let node = m.node("platform"), let p = reader.mapping(node, "configPlatform", context: "'platform'"),
                let version = reader.text(p, "iOS")
            {
                if let parsed = OSVersion(parsing: version.value) {
                    config.defaultTarget = parsed
                } else {
                    reader.diagnostics.append(
                        .error(
                            "'\(version.value)' is not an iOS version; write it like \"17.0\"", id: "invalid-value",
                            at: version.location))
                }
            }
            config.templates = reader.path(reader.text(m, "templates"), key: "templates").map(relative)
            config.header = reader.commentText(m, "header")?.value
            config.tests = m.node("tests").flatMap { reader.configTests($0, relative: relative) }
            config.imports = reader.imports(m)
            if let node = m.node("modules") {
                config.modules = reader.configModules(m, relative: relative)
                // An empty list would run the configuration as one module, its defaults and all.
                if case .sequence(let items) = node.value, items.isEmpty {
                    reader.error(
                        "'modules' is empty", "invalid-value", at: node,
                        notes: ["list the workspace's modules, or leave 'modules' out for a project of one module"])
                }
                // Each module has its own; shared ones would write every module into one folder.
                for key in ["specs", "output", "tests"] {
                    if let node = m.pairs.last(where: { $0.name == key })?.key {
                        reader.error(
                            "'\(key)' beside 'modules': each module gives its own", "invalid-value", at: node,
                            notes: ["move '\(key)' into the module it belongs to"])
                    }
                }
                reader.diagnostics += ModuleGraph.check(config.modules)
            }
            if let node = m.node("rules") {
                if case .mapping(let pairs) = node.value {
                    for pair in pairs {
                        if let value = reader.scalar(pair.value, expected: "error, warning or off", key: pair.name) {
                            config.ruleSeverities[pair.name] = Located(value.value, at: reader.location(pair.key))
                        }
                    }
                } else {
                    reader.error("'rules' must be a mapping of rule id to severity", "wrong-type", at: node)
                }
            }
        }
        diagnostics += reader.diagnostics
        return (config, diagnostics.sortedForDisplay())
    }
}

extension SpecReader {
    /// A path of the configuration; an empty one is a located error (relative to the configuration's
    /// folder it would silently name the folder itself).
    mutating func path(_ text: Located<String>?, key: String) -> String? {
        guard let text else { return nil }
        guard !text.value.isEmpty else {
            diagnostics.append(
                .error(
                    "'\(key)' is empty; give a path ('.' for the configuration's own folder)",
                    id: "invalid-value", at: text.location))
            return nil
        }
        return text.value
    }
}
