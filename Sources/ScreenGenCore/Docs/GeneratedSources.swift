/// The files of this repository made from others, by one developer command (`swift run
/// generate-sources`, as swift-format's `generate-swift-format`), which a test only checks are
/// current: the templates embedded in the binary, the spec and configuration references, the rule
/// catalogue, the context's part of the templates' guide and the editor schema. A generated Swift
/// file is named `…+Generated.swift`.
///
/// Not here: the goldens (the expected output of each case, recorded by the tests with
/// `SCREENGEN_RECORD=1`, because reviewing them is the point) and `Validation/SDKAvailability.swift`
/// (read from the iOS SDKs' interfaces by `Tests/Tools/api_availability.py`, which needs the SDKs).
public enum GeneratedSources {
    public struct File: Sendable, Equatable {
        /// Relative to the repository's root.
        public var path: String
        public var contents: String
    }

    public enum Failure: Error, Equatable {
        /// A template holds the raw-string delimiter the embedded copy closes with, or its escape (`\#`).
        case templateHoldsDelimiter(String)
        /// The example spec of docs/spec.md does not load.
        case exampleDoesNotLoad(String)
        /// A document generated in part lacks the markers of its generated part (or repeats one).
        case markersMissing(String)
    }

    /// The templates' folder and the embedded copy made of it.
    public static let templatesFolder = "Templates"
    public static let embeddedTemplatesPath = "Sources/ScreenGenCore/Emit/BuiltinTemplates+Generated.swift"
    /// The spec whose generated files docs/spec.md shows.
    public static let exampleSpecPath = "Specs/Feed.yaml"

    /// Every generated file, made from the repository: `read` reads a file by its path relative to
    /// the root, `list` the names of a folder's files. (The core reads no folder itself: the tool and
    /// the tests pass Foundation's.)
    public static func all(read: (String) throws -> String, list: (String) throws -> [String]) throws -> [File] {
        let names = try list(templatesFolder).filter { $0.hasSuffix(".mustache") }.sorted()
        let templates = try names.map { ($0, try read(templatesFolder + "/" + $0)) }
        let example = try read(exampleSpecPath)
        let loaded = SpecLoader().load(bytes: Array(example.utf8), file: exampleSpecPath)
        guard let spec = loaded.spec else { throw Failure.exampleDoesNotLoad(exampleSpecPath) }
        // The example renders with the folder's templates, not the embedded copy being remade: one
        // run after a template's edit makes both.
        let folder = TemplateSet(
            sources: Dictionary(uniqueKeysWithValues: templates), origins: Dictionary(
                uniqueKeysWithValues: templates.map { ($0.0, templatesFolder + "/" + $0.0) }))
        let files = try SwiftEmitter(templates: folder).emit(ModelBuilder().build(spec))
        // docs/templates.md is hand-written but for its context's part, made from the table.
        guard let templatesDoc = TemplateContextDocs.splicing(into: try read(TemplateContextDocs.path)) else {
            throw Failure.markersMissing(TemplateContextDocs.path)
        }
        return [
            File(path: embeddedTemplatesPath, contents: try embeddedTemplates(templates)),
            File(path: "docs/spec.md", contents: SpecReference.markdown(exampleSpec: (exampleSpecPath, example), exampleFiles: files)),
            File(path: "docs/config.md", contents: SpecReference.configMarkdown()),
            File(path: "docs/rules.md", contents: RuleCatalogueDocs.markdown()),
            File(path: TemplateContextDocs.path, contents: templatesDoc),
            File(path: SpecJSONSchema.fileName, contents: SpecJSONSchema.json()),
        ]
    }

    /// The Swift source that embeds the templates, so that the binary needs no resource lookup
    /// wherever it is installed.
    static func embeddedTemplates(_ templates: [(name: String, text: String)]) throws -> String {
        var out = """
            // Generated from Templates/ by `swift run generate-sources`; run it after editing a template.
            // Embedding them makes the binary work wherever it is installed.

            enum BuiltinTemplates {
                static let sources: [String: String] = [

            """
        for (name, text) in templates {
            // Inside `#"""…"""#`, `"""#` would close the literal and `\#` would start an escape.
            guard !text.contains("\"\"\"#"), !text.contains("\\#") else { throw Failure.templateHoldsDelimiter(name) }
            out += "        \"\(name)\": #\"\"\"\n\(text)\n\"\"\"#,\n"
        }
        return out + "    ]\n}\n"
    }
}
