import Foundation
import Testing

@testable import ScreenGenCore

/// The files made from others (`GeneratedSources`: the embedded templates, docs/spec.md,
/// docs/config.md, docs/rules.md, the context's part of docs/templates.md, the editor schema) are what `swift run generate-sources` makes of
/// the repository; the tool rewrites a stale one, and with `--check` names it and fails.
@Suite struct GeneratedSourcesTests {
    static func generated(in root: String) throws -> [GeneratedSources.File] {
        try GeneratedSources.all(
            read: { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) },
            list: { try FileManager.default.contentsOfDirectory(atPath: root + "/" + $0) })
    }

    @Test func everyGeneratedSourceIsCurrent() throws {
        let files = try Self.generated(in: TestPaths.path(""))
        #expect(files.count == 6)
        for file in files {
            let actual = (try? String(contentsOfFile: TestPaths.path(file.path), encoding: .utf8)) ?? ""
            #expect(
                actual == file.contents,
                "\(file.path) is stale: run `swift run generate-sources`\n\(unifiedDiff(expected: file.contents, actual: actual, label: file.path))"
            )
        }
    }

    @Test func aTemplateThatHoldsTheDelimiterIsRefused() {
        #expect(throws: GeneratedSources.Failure.templateHoldsDelimiter("a.mustache")) {
            try GeneratedSources.embeddedTemplates([("a.mustache", "\"\"\"#")])
        }
    }

    /// The tool on a copy of the repository's inputs: a changed template makes the embedded copy
    /// stale, which `--check` names (exit 1, nothing written) and a plain run rewrites.
    @Test func theToolChecksAndRewritesAStaleFile() throws {
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let manager = FileManager.default
        for folder in ["Templates", "Specs", "docs", "schema", "Sources/ScreenGenCore/Emit"] {
            try manager.createDirectory(atPath: scratch + "/" + folder, withIntermediateDirectories: true)
        }
        try manager.copyItem(atPath: TestPaths.path("Package.swift"), toPath: scratch + "/Package.swift")
        for name in try manager.contentsOfDirectory(atPath: TestPaths.path("Templates")) {
            try manager.copyItem(atPath: TestPaths.path("Templates/" + name), toPath: scratch + "/Templates/" + name)
        }
        try manager.copyItem(
            atPath: TestPaths.path(GeneratedSources.exampleSpecPath), toPath: scratch + "/" + GeneratedSources.exampleSpecPath)
        for file in try Self.generated(in: TestPaths.path("")) {
            try manager.copyItem(atPath: TestPaths.path(file.path), toPath: scratch + "/" + file.path)
        }
        let clean = try run(TestPaths.generateSources, ["--check"], in: scratch)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.contains("0 of 6 generated files stale"))

        let template = scratch + "/Templates/header.mustache"
        try Data(((try String(contentsOfFile: template, encoding: .utf8)) + "// edited\n").utf8)
            .write(to: URL(fileURLWithPath: template))
        let embedded = scratch + "/" + GeneratedSources.embeddedTemplatesPath
        let before = try String(contentsOfFile: embedded, encoding: .utf8)
        let stale = try run(TestPaths.generateSources, ["--check"], in: scratch)
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("stale \(GeneratedSources.embeddedTemplatesPath)"))
        #expect(try String(contentsOfFile: embedded, encoding: .utf8) == before, "--check wrote")

        let write = try run(TestPaths.generateSources, [], in: scratch)
        #expect(write.status == 0)
        #expect(write.stdout.contains("wrote \(GeneratedSources.embeddedTemplatesPath)"))
        #expect(try String(contentsOfFile: embedded, encoding: .utf8).contains("// edited"))
        #expect(try run(TestPaths.generateSources, ["--check"], in: scratch).status == 0)
    }

    /// docs/templates.md is generated only between its markers; without them (or with one twice)
    /// there is nowhere to write, and the hand-written rest is left alone.
    @Test func theContextIsWrittenBetweenTheMarkersOnly() throws {
        let document = "# Templates\n\n" + TemplateContextDocs.begin + "stale\n" + TemplateContextDocs.end + "Rest.\n"
        let spliced = try #require(TemplateContextDocs.splicing(into: document))
        #expect(spliced.hasPrefix("# Templates\n\n" + TemplateContextDocs.begin + "\nEach key is named by its path"))
        #expect(spliced.hasSuffix("\n" + TemplateContextDocs.end + "Rest.\n"))
        #expect(!spliced.contains("stale"))
        #expect(TemplateContextDocs.splicing(into: spliced) == spliced)
        #expect(TemplateContextDocs.splicing(into: "# Templates\n") == nil)
        #expect(TemplateContextDocs.splicing(into: TemplateContextDocs.end + TemplateContextDocs.begin) == nil)
        #expect(TemplateContextDocs.splicing(into: document + TemplateContextDocs.begin) == nil)
    }

    @Test func aTemplateThatHoldsTheRawStringEscapeIsRefused() {
        #expect(throws: GeneratedSources.Failure.templateHoldsDelimiter("b.mustache")) {
            try GeneratedSources.embeddedTemplates([("b.mustache", ##"a \#(b)"##)])
        }
    }

    @Test func anArgumentOtherThanCheckIsRefused() throws {
        let result = try run(TestPaths.generateSources, ["--chek"], in: TestPaths.path(""))
        #expect(result.status == 2)
        #expect(result.stderr.contains("usage: swift run generate-sources [--check]"))
    }

    @Test func outsideTheRepositoryTheToolStops() throws {
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try run(TestPaths.generateSources, [], in: scratch)
        #expect(result.status == 2)
        #expect(result.stderr.contains("run it from the repository's root"))
    }
}
