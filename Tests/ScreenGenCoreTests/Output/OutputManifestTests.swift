import Foundation
import Testing

@testable import ScreenGenCore

/// The output manifest lets an unchanged run skip rendering; every way it could lie must end in
/// the run rendering the screen, so that `check` never passes on a drifted tree and no user code
/// is lost (see `OutputManifest`).
@Suite struct OutputManifestTests {
    static let manifest = "Out/" + OutputManifest.fileName
    static let view = "Out/Notes/NotesView.swift"

    /// Two screens generated into `Out`, the manifest written.
    static func generated() throws -> Sandbox {
        let project = try Sandbox()
        for name in ["Notes", "Tags"] { try project.write("Specs/\(name).yaml", WorkflowTests.screen(name)) }
        let first = try project.screengen("generate", "Specs", "--output", "Out", "--quiet")
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(project.exists(manifest))
        return project
    }

    static func check(_ project: Sandbox) throws -> RunResult {
        try project.screengen("check", "Specs", "--output", "Out")
    }

    static func generate(_ project: Sandbox, _ more: String...) throws -> RunResult {
        try run(TestPaths.binary, ["generate", "Specs", "--output", "Out"] + more, in: project.path(""))
    }

    // MARK: the file itself

    @Test func textRoundTripsAndAnyTruncationIsNoManifest() throws {
        let manifest = OutputManifest(records: [
            ContentDigest("a"): [.init(path: "A/AView.swift", digest: ContentDigest("1"))],
            ContentDigest("b"): [
                .init(path: "B/B View.swift", digest: ContentDigest("2")),
                .init(path: "B/BStore.swift", digest: ContentDigest("3")),
            ],
        ])
        let text = manifest.text
        #expect(OutputManifest(text: text) == manifest)
        for length in 0..<text.utf8.count {
            let prefix = String(decoding: Array(text.utf8.prefix(length)), as: UTF8.self)
            #expect(OutputManifest(text: prefix) == nil, "a manifest cut at \(length) bytes is no manifest")
        }
        #expect(
            OutputManifest(text: text.replacingOccurrences(of: "screengen-manifest 2", with: "screengen-manifest 1"))
                == nil)
        #expect(OutputManifest(text: text.replacingOccurrences(of: " 2\n", with: " 3\n")) == nil)
        #expect(OutputManifest(text: "{\"not\": \"a manifest\"}\n") == nil)
    }

    @Test func unchangedRunsWriteNothingAndTheManifestIsNeitherStaleNorPruned() throws {
        let project = try Self.generated()
        let before = project.read(Self.manifest)
        let again = try Self.generate(project, "--prune")
        #expect(again.stderr == "0 written, 2 unchanged, 0 stale\n", "\(again.stderr)")
        #expect(project.read(Self.manifest) == before)
        #expect(try Self.check(project).stderr == "0 drifted (0 missing, 0 changed, 0 stale), 2 unchanged\n")
    }

    /// The manifest's shortcut is really taken: with a record forged to match an edited file, the
    /// run trusts it. This is the trust boundary (the manifest is as honest as the output
    /// directory it sits in); every other test shows that an honest manifest never hides drift.
    @Test func aRecordMatchingTheFileOnDiskIsTrusted() throws {
        let project = try Self.generated()
        let original = try #require(project.read(Self.view))
        let edited = original + "// edited\n"
        try project.write(Self.view, edited)
        let text = try #require(project.read(Self.manifest))
        try project.write(
            Self.manifest,
            text.replacingOccurrences(
                of: ContentDigest(original).description, with: ContentDigest(edited).description))
        #expect(try Self.check(project).status == 0)
    }

    // MARK: every way it can lie

    @Test func aHandEditIsDriftAndGenerateRestoresIt() throws {
        let project = try Self.generated()
        let original = try #require(project.read(Self.view))
        try project.write(Self.view, original.replacingOccurrences(of: "struct NotesView", with: "struct NotesViewX"))
        let check = try Self.check(project)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains("-struct NotesView: View {") || check.stdout.contains("+struct NotesView"),
            "\(check.stdout)")
        #expect(try Self.generate(project).stderr.hasSuffix("1 written, 1 unchanged, 0 stale\n"))
        #expect(project.read(Self.view) == original)
        #expect(try Self.check(project).status == 0)
    }

    @Test func aTruncatedOrDeletedOutputIsDrift() throws {
        let project = try Self.generated()
        let original = try #require(project.read(Self.view))
        try project.write(Self.view, String(original.prefix(original.count / 2)))
        #expect(try Self.check(project).stderr.hasPrefix("1 drifted (0 missing, 1 changed"))
        try project.remove(Self.view)
        #expect(try Self.check(project).stderr.hasPrefix("1 drifted (1 missing, 0 changed"))
        #expect(try Self.generate(project).status == 0)
        #expect(project.read(Self.view) == original)
    }

    /// Code in a user region changes the file's digest: the screen is planned as without a
    /// manifest, the code is carried over (not drift, nothing written), and recorded again.
    @Test func aUserRegionEditIsKeptAndIsNotDrift() throws {
        let project = try Self.generated()
        let withCode = WorkflowTests.typing(
            WorkflowTests.helperLines, into: "helpers", of: try #require(project.read(Self.view)))
        try project.write(Self.view, withCode)
        #expect(try Self.check(project).status == 0)
        let manifestBefore = project.read(Self.manifest)
        #expect(try Self.generate(project).stderr == "0 written, 2 unchanged, 0 stale\n")
        #expect(project.read(Self.view) == withCode)
        #expect(project.read(Self.manifest) != manifestBefore, "the new bytes are recorded")
        // A spec change regenerates around the user's code.
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes", title: "All Notes"))
        #expect(try Self.generate(project).status == 0)
        let regenerated = try #require(project.read(Self.view))
        #expect(regenerated.contains("All Notes") && regenerated.contains(WorkflowTests.helperLines))
        #expect(try Self.check(project).status == 0)
    }

    @Test func aDeletedCorruptedOrTruncatedManifestIsNoManifest() throws {
        let project = try Self.generated()
        let good = try #require(project.read(Self.manifest))
        try project.write(Self.view, "// Generated by screengen from Specs/Notes.yaml.\n// drifted\n")
        for broken in [
            nil, "{ not a manifest", String(good.dropLast(10)), good.replacingOccurrences(of: " 1\n", with: " 7\n"),
        ] {
            if let broken { try project.write(Self.manifest, broken) } else { try project.remove(Self.manifest) }
            #expect(try Self.check(project).status == 1, "\(broken ?? "deleted")")
        }
        #expect(try Self.generate(project).stderr.hasSuffix("1 written, 1 unchanged, 0 stale\n"))
        #expect(project.read(Self.manifest) == good, "a whole manifest is written again")
    }

    /// An old manifest (from before a spec change) against the new files: its key is the old
    /// spec's, and when the old spec comes back, the files on disk are not the ones it recorded.
    @Test func aManifestFromAnotherStateIsNotTrusted() throws {
        let project = try Self.generated()
        let old = try #require(project.read(Self.manifest))
        let oldView = try #require(project.read(Self.view))
        let spec = try #require(project.read("Specs/Notes.yaml"))
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes", title: "All Notes"))
        #expect(try Self.generate(project).status == 0)
        try project.write(Self.manifest, old)
        #expect(try Self.check(project).status == 0, "the new spec's key is not in the old manifest: rendered")
        try project.write("Specs/Notes.yaml", spec)
        let check = try Self.check(project)
        #expect(check.status == 1, "the old spec is back, the files are the new spec's: drift")
        #expect(try Self.generate(project).stderr.hasSuffix("1 written, 1 unchanged, 0 stale\n"))
        #expect(project.read(Self.view) == oldView)
    }

    /// The spec's bytes are the key, not its modification time.
    @Test func aSpecEditedWithTheSameModificationTimeIsRegenerated() throws {
        let project = try Self.generated()
        let path = project.path("Specs/Notes.yaml")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let original = try #require(project.read("Specs/Notes.yaml"))
        try project.write("Specs/Notes.yaml", original.replacingOccurrences(of: "title: Notes", with: "title: Nope!"))
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate]!], ofItemAtPath: path)
        #expect(try Self.check(project).status == 1)
        #expect(try Self.generate(project).stderr.hasSuffix("1 written, 1 unchanged, 0 stale\n"))
        #expect(project.read(Self.view)?.contains("Nope!") == true)
    }

    /// A different template directory, the configuration's header and the team's line width are
    /// in the key: each makes another output, which the manifest does not hide.
    @Test func templatesConfigurationAndStyleAreInTheKey() throws {
        let project = try Self.generated()
        try project.write("Team/header.mustache", "// Team header.\n// Generated by screengen from {{spec}}.\n")
        #expect(try Self.check(project).status == 0)
        #expect(try project.screengen("check", "Specs", "--output", "Out", "--templates", "Team").status == 1)
        #expect(try Self.generate(project, "--templates", "Team").stderr.hasSuffix("2 written, 0 unchanged, 0 stale\n"))
        #expect(try Self.check(project).status == 1, "without the team's templates, the output differs")
        #expect(try Self.generate(project).stderr.hasSuffix("2 written, 0 unchanged, 0 stale\n"))

        try project.write("screengen.yml", "specs: [Specs]\noutput: Out\nheader: Example Corp.\n")
        #expect(try project.screengen("check").status == 1)
        #expect(try project.screengen("generate").stderr.hasSuffix("2 written, 0 unchanged, 0 stale\n"))
        #expect(try project.screengen("check").status == 0)

        let long = "A title long enough to be laid out again at forty columns"
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes", title: long))
        #expect(try project.screengen("generate").status == 0)
        try project.write(".swift-format", "{ \"lineLength\": 40 }\n")
        let narrow = try project.screengen("check")
        #expect(narrow.status == 1, "\(narrow.stdout)\(narrow.stderr)")
    }

    /// The tool is in the key: another build of screengen does not trust this one's manifest.
    @Test func anotherToolHasAnotherKey() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Notes.yaml", WorkflowTests.screen("Notes"))
        let project = try Project.resolve(.init(paths: [sandbox.path("Specs")], output: sandbox.path("Out")))
        #expect(ScreenGen.projectDigest(project) == ScreenGen.projectDigest(project))
        #expect(ScreenGen.projectDigest(project, tool: "0.1.0 other build") != ScreenGen.projectDigest(project))
    }

    /// A deleted spec's record goes with its file; the manifest itself is never stale.
    @Test func pruningDropsTheRecordOfTheFilesItRemoves() throws {
        let project = try Self.generated()
        try project.remove("Specs/Tags.yaml")
        let prune = try Self.generate(project, "--prune")
        #expect(
            prune.stderr == "removed Out/Tags/TagsView.swift\n0 written, 1 unchanged, 0 stale, 1 removed\n",
            "\(prune.stderr)")
        #expect(project.exists(Self.manifest))
        #expect(project.read(Self.manifest)?.contains("Tags") == false)
        // Back again: created, whatever the manifest held.
        try project.write("Specs/Tags.yaml", WorkflowTests.screen("Tags"))
        #expect(try Self.check(project).stderr.hasPrefix("1 drifted (1 missing"))
    }

    /// `check` writes nothing, the manifest included.
    @Test func checkNeverWritesTheManifest() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes"))
        #expect(try Self.check(project).status == 1)
        #expect(!project.exists(Self.manifest) && !project.exists("Out"))
        let generated = try Self.generate(project)
        #expect(generated.status == 0)
        try project.remove(Self.manifest)
        #expect(try Self.check(project).status == 0)
        #expect(!project.exists(Self.manifest))
    }

    /// A run over one spec keeps the other specs' records.
    @Test func aRunOverOneSpecKeepsTheOthersRecords() throws {
        let project = try Sandbox()
        for name in ["Notes", "Tags"] { try project.write("Specs/\(name).yaml", WorkflowTests.screen(name)) }
        try project.write("screengen.yml", "specs: [Specs]\noutput: Out\n")
        #expect(try project.screengen("generate").status == 0)
        let both = try #require(project.read(Self.manifest))
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes", title: "All Notes"))
        #expect(try project.screengen("generate", "Specs/Notes.yaml").status == 0)
        let after = try #require(project.read(Self.manifest))
        #expect(after != both)
        let tags = both.split(separator: "\n").filter { $0.hasSuffix("Tags/TagsView.swift") }
        #expect(tags.count == 1 && after.contains(String(tags[0])))
        #expect(try project.screengen("check").status == 0)
    }
}
