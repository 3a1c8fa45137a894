import Foundation

extension ScreenGen {
    /// Specs that loaded cleanly, with every diagnostic of the run (warnings included).
    public struct LoadedSpecs: Sendable {
        public var files: [String]
        public var specs: [ScreenSpec]
        public var diagnostics: [Diagnostic]
    }

    public static func load(paths: [String]) throws(SpecFiles.NotFound) -> LoadedSpecs {
        let files = try SpecFiles.expand(paths)
        let loader = SpecLoader()
        var specs: [ScreenSpec] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let result = loader.load(path: file)
            diagnostics += result.diagnostics
            if let spec = result.spec { specs.append(spec) }
        }
        return LoadedSpecs(files: files, specs: specs, diagnostics: diagnostics)
    }

    /// Every file of every screen, in a stable order. Two screens that would write the same path
    /// are a located error rather than one silently overwriting the other.
    public static func render(_ specs: [ScreenSpec], templates: TemplateSet) throws -> ([GeneratedFile], [Diagnostic]) {
        var files: [GeneratedFile] = []
        var owners: [String: ScreenSpec] = [:]
        var diagnostics: [Diagnostic] = []
        let emitter = SwiftEmitter(templates: templates)
        for spec in specs {
            for file in try emitter.emit(ModelBuilder().build(spec)) {
                if let other = owners[file.path] {
                    diagnostics.append(
                        .error(
                            "screen '\(spec.screen.value)' generates \(file.path), which \(other.file) generates too",
                            id: "duplicate-output", at: spec.screen.location))
                    continue
                }
                owners[file.path] = spec
                files.append(file)
            }
        }
        return (files.sorted { $0.path < $1.path }, diagnostics)
    }
}

/// What `generate` did.
public struct GenerateReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var outcomes: [(path: String, outcome: FileWriter.Outcome)]

    public var summary: String {
        let written = outcomes.filter { $0.outcome != .unchanged }.count
        return "\(written) written, \(outcomes.count - written) unchanged"
    }
}

/// A problem that stops a run as a whole (exit code 2): a path that does not exist, a template
/// that does not parse, a file that cannot be written. Problems in specs are diagnostics instead.
public struct RunError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension ScreenGen {
    /// Validates every spec first and writes nothing if any has an error; then writes each file
    /// that changed.
    public static func generate(paths: [String], output: String, templatesDirectory: String?) throws(RunError)
        -> GenerateReport
    {
        let loaded: LoadedSpecs
        let templates: TemplateSet
        do {
            loaded = try load(paths: paths)
            templates = try TemplateSet.withOverrides(from: templatesDirectory)
        } catch let error as CustomStringConvertible {
            throw RunError(error.description)
        } catch {
            throw RunError("\(error)")
        }
        var report = GenerateReport(diagnostics: loaded.diagnostics, outcomes: [])
        guard !loaded.diagnostics.hasErrors else { return report }
        let files: [GeneratedFile]
        do {
            let (rendered, diagnostics) = try render(loaded.specs, templates: templates)
            report.diagnostics += diagnostics
            guard !diagnostics.hasErrors else { return report }
            files = rendered
        } catch let error as MustacheError {
            throw RunError(error.description)
        } catch {
            throw RunError("\(error)")
        }
        let writer = FileWriter()
        for file in files {
            let path = (output as NSString).appendingPathComponent(file.path)
            do {
                report.outcomes.append((path, try writer.write(file.contents, to: path)))
            } catch {
                throw RunError(error.description)
            }
        }
        return report
    }

    /// The model of one spec as JSON: the context templates render against.
    public static func dump(path: String) -> (JSONValue?, [Diagnostic]) {
        let result = SpecLoader().load(path: path)
        guard let spec = result.spec else { return (nil, result.diagnostics) }
        return (TemplateContext.json(for: ModelBuilder().build(spec)), result.diagnostics)
    }
}
