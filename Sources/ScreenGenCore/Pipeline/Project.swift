import Foundation

/// What a command runs on, resolved once: the configuration, the command line's overrides, the
/// spec files, and the templates. Every workflow starts here.
public struct Project: Sendable {
    public var config: Config
    public var specFiles: [String]
    public var outputDirectory: String
    public var templates: TemplateSet
    /// Problems in the configuration itself; errors stop every command.
    public var diagnostics: [Diagnostic]

    /// The command line's part: spec paths (none: the configuration's), `--output`, `--templates`,
    /// `--config`.
    public struct Options: Sendable {
        public var paths: [String] = []
        public var output: String?
        public var templatesDirectory: String?
        public var configPath: String?

        public init(
            paths: [String] = [], output: String? = nil, templatesDirectory: String? = nil, configPath: String? = nil
        ) {
            self.paths = paths
            self.output = output
            self.templatesDirectory = templatesDirectory
            self.configPath = configPath
        }
    }

    public static func resolve(_ options: Options) throws(RunError) -> Project {
        if let explicit = options.configPath, !FileManager.default.fileExists(atPath: explicit) {
            throw RunError("\(explicit): error: no such configuration file")
        }
        let (config, diagnostics) = ConfigLoader().load(explicitPath: options.configPath)
        let specFiles: [String]
        let templates: TemplateSet
        do {
            specFiles = try SpecFiles.expand(options.paths.isEmpty ? config.specs : options.paths)
            templates = try TemplateSet.withOverrides(from: options.templatesDirectory ?? config.templates)
            try templates.checkAddedPartialsAreIncluded()
        } catch let error as CustomStringConvertible {
            throw RunError(error.description)
        } catch {
            throw RunError("\(error)")
        }
        return Project(
            config: config, specFiles: specFiles, outputDirectory: options.output ?? config.output,
            templates: templates, diagnostics: diagnostics)
    }

    /// The project root: the configuration's directory, or the working directory.
    public var root: String {
        config.path.map { ($0 as NSString).deletingLastPathComponent } ?? ""
    }

    /// A spec's path as generated headers name it: relative to the project root (with `..` for a
    /// spec outside it), so the bytes are the same whichever directory screengen runs from. Without
    /// a configuration, the path as given.
    public func headerPath(for specFile: String) -> String {
        guard config.path != nil else { return specFile }
        let base = URL(fileURLWithPath: root.isEmpty ? "." : root).standardizedFileURL.pathComponents
        let file = URL(fileURLWithPath: specFile).standardizedFileURL.pathComponents
        var common = 0
        while common < base.count, common < file.count, base[common] == file[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + file[common...]).joined(separator: "/")
    }
}
