import Foundation
import Testing

@testable import ScreenGenCore

/// The run record lets a run whose specs, configuration, templates and tool are the last run's
/// skip loading and checking the specs. It must print exactly what a full run prints, and every
/// change that could make it lie must end in the specs being loaded again (see
/// `OutputManifest.RunRecord`).
@Suite struct OutputManifestRunTests {
    static let manifest = "Out/" + OutputManifest.fileName
    static let warned = "uses foregroundColor(_:)"

    /// A screen whose row uses `foregroundColor`: one `foreground-color` warning on every run.
    static let feed = """
        screen: Feed
        loads:
          - { name: posts, type: "[Post]", call: Catalog.posts() }
        content:
          sections:
            - { load: posts, element: post, row: "PostRow(post: post).foregroundColor(.secondary)" }

        """

    /// `Feed` and `Notes` in `Specs`, generated into `Out` by the configuration.
    static func generated(config: String = "specs: [Specs]\noutput: Out\n") throws -> (Sandbox, RunResult) {
        let project = try Sandbox()
        try project.write("Specs/Feed.yaml", feed)
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes"))
        try project.write("screengen.yml", config)
        let first = try project.screengen("generate")
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        return (project, first)
    }

    static func runLine(_ project: Sandbox) -> String? {
        project.read(manifest)?.split(separator: "\n").first { $0.hasPrefix("run ") }.map(String.init)
    }

    // MARK: the record itself

    @Test func theRecordRoundTripsAndAnyTruncationIsNoManifest() throws {
        let warning = Diagnostic(
            .warning, "a \"quoted\", tabbed\tmessage\nover two lines, café ✓", id: "foreground-color",
            at: SourceLocation(file: "Specs/Feed Screen.yaml", line: 7, column: 42),
            notes: ["fix-it: .foregroundStyle(.secondary)", ""])
        let run = OutputManifest.RunRecord(
            key: ContentDigest("run"), screens: [ContentDigest("a")],
            diagnostics: [warning, .error("plain", id: "x", at: SourceLocation(file: "b", line: 1, column: 1))])
        let manifest = OutputManifest(
            records: [ContentDigest("a"): [.init(path: "A/AView.swift", digest: ContentDigest("1"))]], run: run)
        let text = manifest.text
        #expect(OutputManifest(text: text) == manifest)
        #expect(text.split(separator: "\n").count == 8, "one line per diagnostic:\n\(text)")
        for length in 0..<text.utf8.count {
            let prefix = String(decoding: Array(text.utf8.prefix(length)), as: UTF8.self)
            #expect(OutputManifest(text: prefix) == nil, "a manifest cut at \(length) bytes is no manifest")
        }
        for version in ["1", "3"] {
            let other = text.replacingOccurrences(of: "screengen-manifest 2", with: "screengen-manifest \(version)")
            #expect(OutputManifest(text: other) == nil)
        }
        let twice = text.replacingOccurrences(of: "end 1", with: run.text + "end 1")
        #expect(OutputManifest(text: twice) == nil, "one run record at most")
        let badLine = text.replacingOccurrences(of: "[\"warning\"", with: "[\"loud\"")
        #expect(OutputManifest(text: badLine) == nil)
    }

    // MARK: what an unchanged run prints

    @Test func anUnchangedRunPrintsWhatTheFullRunPrinted() throws {
        let (project, first) = try Self.generated()
        #expect(first.stdout.contains(Self.warned), "\(first.stdout)")
        #expect(Self.runLine(project) != nil, "a full run over every spec is recorded")
        let before = project.read(Self.manifest)
        let again = try project.screengen("generate")
        #expect(again.status == 0)
        #expect(again.stdout == first.stdout)
        #expect(again.stderr == "0 written, 2 unchanged, 0 stale\n", "\(again.stderr)")
        #expect(project.read(Self.manifest) == before, "an unchanged run leaves the manifest as it was")
        let check = try project.screengen("check")
        #expect(check.status == 0 && check.stdout == first.stdout, "\(check.stdout)")
    }

    /// The shortcut is really taken: a recorded warning forged in the manifest is what the next run
    /// prints (the manifest is as honest as the output directory it sits in). Any change to a spec's
    /// bytes, even one that keeps its size and modification time, loads the specs again.
    @Test func theRecordIsTrustedUntilASpecChanges() throws {
        let (project, _) = try Self.generated()
        let text = try #require(project.read(Self.manifest))
        try project.write(Self.manifest, text.replacingOccurrences(of: Self.warned, with: "forged words"))
        #expect(try project.screengen("generate").stdout.contains("forged words"))
        #expect(try project.screengen("check").stdout.contains("forged words"))

        let path = project.path("Specs/Notes.yaml")
        let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]!
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes").replacingOccurrences(of: "0", with: "1"))
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        let edited = try project.screengen("generate")
        #expect(!edited.stdout.contains("forged words") && edited.stdout.contains(Self.warned), "\(edited.stdout)")
        #expect(edited.stderr.hasSuffix("1 written, 1 unchanged, 0 stale\n"), "\(edited.stderr)")
    }

    /// A spec added (with an error), then removed, then a spec deleted: each is a different run.
    @Test func specsAddedOrRemovedAreLoaded() throws {
        let (project, _) = try Self.generated()
        try project.write("Specs/Broken.yaml", "screen: Broken\ntitel: Oops\n")
        let broken = try project.screengen("generate")
        #expect(broken.status != 0 && broken.stdout.contains("Specs/Broken.yaml:2:1"), "\(broken.stdout)")
        try project.remove("Specs/Broken.yaml")
        #expect(try project.screengen("generate").stderr.hasSuffix("0 written, 2 unchanged, 0 stale\n"))
        try project.remove("Specs/Notes.yaml")
        let removed = try project.screengen("check")
        #expect(removed.status == 1 && removed.stderr.contains("1 stale"), "\(removed.stderr)")
    }

    /// The rule severities are in the key: a warning made an error stops the next run.
    @Test func ruleSeveritiesAreInTheKey() throws {
        let (project, _) = try Self.generated()
        try project.write("screengen.yml", "specs: [Specs]\noutput: Out\nrules: { foreground-color: error }\n")
        let strict = try project.screengen("generate")
        #expect(strict.status != 0 && strict.stdout.contains("error: the row"), "\(strict.stdout)")
        try project.write("screengen.yml", "specs: [Specs]\noutput: Out\nrules: { foreground-color: off }\n")
        let quiet = try project.screengen("generate")
        #expect(quiet.status == 0 && !quiet.stdout.contains(Self.warned), "\(quiet.stdout)")
    }

    /// A run over some of the specs, or one that writes tests, neither uses nor leaves a run record.
    @Test func partialAndTestsRunsRecordNoRun() throws {
        let (project, _) = try Self.generated()
        #expect(try project.screengen("generate", "Specs/Notes.yaml").status == 0)
        #expect(Self.runLine(project) == nil)
        #expect(try project.screengen("generate").status == 0)
        #expect(Self.runLine(project) != nil)
        #expect(try project.screengen("generate", "--tests").status == 0)
        #expect(Self.runLine(project) == nil)
    }
}
