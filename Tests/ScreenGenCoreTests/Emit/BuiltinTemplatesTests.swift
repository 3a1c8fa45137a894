import Foundation
import Testing
@testable import ScreenGenCore

/// The binary embeds Templates/ (so it needs no resource lookup wherever it is installed); this
/// keeps the embedded copy equal to the folder. `SCREENGEN_RECORD=1` rewrites it.
@Suite struct BuiltinTemplatesTests {
    static let embeddedPath = "Sources/ScreenGenCore/Emit/BuiltinTemplates.swift"

    static func expectedSource() throws -> String {
        let folder = TestPaths.path("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mustache") }.sorted()
        var out = """
            // Generated from Templates/ by the test `BuiltinTemplatesTests`; run the tests with
            // SCREENGEN_RECORD=1 after editing a template. Embedding them makes the binary work wherever it is installed.

            enum BuiltinTemplates {
                static let sources: [String: String] = [

            """
        for name in names {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(!text.contains("\"\"\"#"), "\(name) contains the raw-string delimiter")
            out += "        \"\(name)\": #\"\"\"\n\(text)\n\"\"\"#,\n"
        }
        return out + "    ]\n}\n"
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let expected = try Self.expectedSource()
        let path = TestPaths.path(Self.embeddedPath)
        if TestPaths.isRecording {
            try Data(expected.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        let actual = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "Templates/ changed: run SCREENGEN_RECORD=1 swift test\n\(unifiedDiff(expected: expected, actual: actual, label: "BuiltinTemplates.swift"))")
    }

    @Test func everyBuiltinTemplateParses() throws {
        for (name, source) in TemplateSet.builtin.sources.sorted(by: { $0.key < $1.key }) {
            _ = try MustacheTemplate(name: name, source: source)
        }
    }
}
