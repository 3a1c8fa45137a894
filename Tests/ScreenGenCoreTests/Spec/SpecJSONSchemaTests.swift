import Foundation
import Testing
@testable import ScreenGenCore

/// The editor schema is generated from the decoder's key table, and an independent validator (the
/// Python `jsonschema` package) agrees with the decoder on valid specs and on unknown keys.
@Suite struct SpecJSONSchemaTests {
    static let schemaPath = TestPaths.path(SpecJSONSchema.fileName)

    /// `screengen schema` prints the schema the key table makes (committed as a generated source,
    /// which `GeneratedSourcesTests` checks is current).
    @Test func theSchemaCommandPrintsTheGeneratedSchema() throws {
        let printed = try screengen("schema")
        #expect(printed.stdout == SpecJSONSchema.json())
    }

    static func validate(_ paths: [String]) throws -> [String: String] {
        let python = try #require(which("python3"))
        let result = try run(python, [TestPaths.path("Tests/Tools/validate_specs.py"), schemaPath] + paths)
        try #require(result.status == 0, "the validator did not run: \(result.stderr)")
        var verdicts: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            let path = parts[1].split(separator: ":", maxSplits: 1).map(String.init)[0]
            verdicts[path] = parts[0] == "ok" ? "ok" : parts[1]
        }
        return verdicts
    }

    @Test func everyValidSpecValidatesAgainstTheSchema() throws {
        let specs = try SpecFiles.expand([TestPaths.path("Specs")]) + GoldenCase.all.map { $0.directory + "/spec.yaml" }
        let verdicts = try Self.validate(specs)
        for spec in specs {
            #expect(verdicts[spec] == "ok", "\(spec): \(verdicts[spec] ?? "no verdict")")
            let loaded = SpecLoader().load(path: spec)
            #expect(loaded.spec != nil || loaded.app != nil, "the decoder refuses \(spec)")
        }
    }

    @Test func unknownKeysFailBothTheSchemaAndTheDecoder() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cases = [
            "screen: A\nsumary: x\n",
            "screen: A\nstate:\n  - { name: a, type: Int, initial: 0, inital: 1 }\n",
            "screen: A\nloads:\n  - { name: a, type: Int, call: f(), refreshable: yes please }\n",
            "screen: A\ncontent:\n  container: grid\n  sections: []\n",
            "summary: no screen\n",
            "screen: A\nplatform: { iOS: \"17.0\", macOS: \"14.0\" }\n",
            "app: A\ntabs:\n  - { case: a, title: A, systemImage: a, root: \"AView()\", badges: 1 }\n",
            "app: A\nsumary: x\ntabs: []\n",
        ]
        var paths: [String] = []
        for (index, text) in cases.enumerated() {
            let path = "\(directory)/case\(index).yaml"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let verdicts = try Self.validate(paths)
        for path in paths {
            #expect(verdicts[path] != "ok", "the schema accepts \(path)")
            #expect(SpecLoader().load(path: path).diagnostics.hasErrors, "the decoder accepts \(path)")
        }
    }
}
