import Foundation
import Testing

@testable import ScreenGenCore

/// The documentation is part of the feature: these keep each document in step with the code.
@Suite struct DocsTests {
    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: TestPaths.path(relative), encoding: .utf8)
    }

    /// The decoder asks for every key the schema documents (and, by its precondition, no other).
    @Test func theDecoderReadsEveryDocumentedKey() throws {
        let log = SpecReader.KeyLog()
        for file in try SpecFiles.expand([TestPaths.path("Specs")]) {
            let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
            var diagnostics: [Diagnostic] = []
            let root = try #require(YAMLLoader().load(bytes, file: file, diagnostics: &diagnostics))
            if SpecDecoder.isApp(root) {
                _ = SpecDecoder().decodeApp(root, file: file, diagnostics: &diagnostics, keyLog: log)
            } else {
                _ = SpecDecoder().decode(root, file: file, diagnostics: &diagnostics, keyLog: log)
            }
            #expect(diagnostics.isEmpty, "\(DiagnosticFormat.text.render(diagnostics))")
        }
        let documented = Set(SpecSchema.objects.flatMap { object in object.keys.map { "\(object.name).\($0.name)" } })
        #expect(documented.subtracting(log.keys).sorted() == [], "keys the decoder never reads")
    }

    /// The example specs, together, use every key of the format: they are the README's demo.
    @Test func theExampleSpecsUseEveryKey() throws {
        var used: Set<String> = []
        for file in try SpecFiles.expand([TestPaths.path("Specs")]) {
            var diagnostics: [Diagnostic] = []
            let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
            let root = try #require(YAMLLoader().load(bytes, file: file, diagnostics: &diagnostics))
            Self.collectKeys(root, object: SpecDecoder.isApp(root) ? "app" : "screen", into: &used)
        }
        // `suppress` is one key offered on every entry: one use anywhere stands for all.
        let documented = Set(SpecSchema.objects.flatMap { object in object.keys.map { "\(object.name).\($0.name)" } })
            .filter { !$0.hasSuffix(".suppress") }
        #expect(documented.subtracting(used).sorted() == [], "keys no example spec uses")
        #expect(used.contains { $0.hasSuffix(".suppress") }, "no example spec shows a suppression")
    }

    /// A golden of an example spec (`Tests/Golden/spec-<name>`, the same `screen:` or `app:`) is a
    /// copy of it, so what the README demonstrates is what the goldens pin and type-check.
    @Test func theExampleSpecsGoldensAreCopiesOfThem() throws {
        func name(_ text: String) -> String? {
            text.split(separator: "\n").first { $0.hasPrefix("screen: ") || $0.hasPrefix("app: ") }
                .map { String($0.split(separator: " ", maxSplits: 1)[1]) }
        }
        var examples: [String: String] = [:]
        for file in try SpecFiles.expand([TestPaths.path("Specs")]) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            if let name = name(text) { examples[name] = text }
        }
        var compared = 0
        for golden in GoldenCase.all where golden.name.hasPrefix("spec-") {
            let text = try String(contentsOfFile: golden.directory + "/spec.yaml", encoding: .utf8)
            guard let name = name(text), let example = examples[name] else { continue }
            #expect(text == example, "Tests/Golden/\(golden.name)/spec.yaml differs from the example spec \(name)")
            compared += 1
        }
        #expect(compared >= 10, "\(compared)")
    }

    /// Walks a spec's mappings, naming each by its schema object, through the schema's own kinds.
    static func collectKeys(_ node: YAMLNode, object: String, into used: inout Set<String>) {
        guard case .mapping(let pairs) = node.value else { return }
        let schema = SpecSchema.object(object)
        for pair in pairs {
            guard let key = schema.key(pair.name) else { continue }
            used.insert("\(object).\(pair.name)")
            var kind = key.kind
            var values = [pair.value]
            if case .list(let element) = kind, case .sequence(let items) = pair.value.value {
                kind = element
                values = items
            }
            for value in values {
                switch kind {
                case .object(let name), .objectOrScalar(let name): collectKeys(value, object: name, into: &used)
                case .previewValue: collectKeys(value, object: "previewValues", into: &used)
                default: break
                }
            }
        }
    }

    /// The README's example is real: its spec is a golden case and its Swift is what that case generates.
    @Test func readmeExampleIsWhatTheToolGenerates() throws {
        let readme = try Self.read("README.md")
        let yaml = try #require(Self.codeBlocks(readme, language: "yaml").first { $0.hasPrefix("screen: Feed") })
        #expect(yaml == (try Self.read("Tests/Golden/readme-example/spec.yaml")))
        let swift = try #require(Self.codeBlocks(readme, language: "swift").first { $0.hasPrefix("struct FeedView") })
        let shown = swift.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// …") }.joined(separator: "\n")
        let generated = try Self.read("Tests/Golden/readme-example/expected/Feed/FeedView.swift")
        #expect(generated.contains(shown), "the README's Swift is not what readme-example generates")
    }

    /// The README's app root is the example package's: its spec without the comments, and the
    /// `@main` App struct that spec generates.
    @Test func readmeAppRootIsTheExamplePackages() throws {
        let readme = try Self.read("README.md")
        let yaml = try #require(Self.codeBlocks(readme, language: "yaml").first { $0.hasPrefix("app: Reader") })
        let spec = try Self.read("Examples/ScreenApp/Specs/Reader.yaml").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        #expect(yaml == spec + "\n")
        let swift = try #require(Self.codeBlocks(readme, language: "swift").first { $0.hasPrefix("@main") })
        let generated = try Self.read("Examples/ScreenApp/Sources/ScreenApp/Screens/Reader/ReaderApp.swift")
        #expect(generated.hasSuffix(swift), "the README's App struct is not what Reader.yaml generates")
    }

    static func codeBlocks(_ markdown: String, language: String) -> [String] {
        let parts = markdown.components(separatedBy: "```\(language)\n").dropFirst()
        return parts.compactMap { $0.components(separatedBy: "```").first }
    }

    /// The Quick start's two commands are the Makefile's, and CI runs the test one.
    @Test func quickStartCommandsExist() throws {
        let readme = try Self.read("README.md")
        let makefile = try Self.read("Makefile")
        #expect(readme.contains("make generate") && readme.contains("make test"))
        #expect(makefile.contains("generate: deps") && makefile.contains("test: deps"))
        #expect(try Self.read(".ci/run").contains("make test"))
    }
}

/// The example package's committed screens are what this screengen generates for its specs (CI
/// checks the same through the SwiftPM plugin; this catches it in `swift test` already).
@Suite struct ExamplePackageTests {
    @Test func theExamplePackageIsInStepWithItsSpecs() throws {
        let result = try run(TestPaths.binary, ["check"], in: TestPaths.path("Examples/ScreenApp"))
        #expect(result.status == 0, "run `screengen generate` in Examples/ScreenApp:\n\(result.stdout)")
        #expect(
            result.stderr.hasSuffix("0 drifted (0 missing, 0 changed, 0 stale), 18 unchanged\n"), "\(result.stderr)")
    }
}
