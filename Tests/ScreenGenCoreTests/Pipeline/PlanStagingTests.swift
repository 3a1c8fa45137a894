import Foundation
import Testing

@testable import ScreenGenCore

/// A run that writes renders each screen once: planning writes new files to a staging area as they
/// are rendered (the plan keeps no text for them), and writing renames them into place.
@Suite struct PlanStagingTests {
    static func project(_ sandbox: Sandbox, screens: [String]) throws -> Project {
        for name in screens { try sandbox.write("Specs/\(name).yaml", WorkflowTests.screen(name)) }
        return try Project.resolve(
            Project.Options(paths: [sandbox.path("Specs")], output: sandbox.path("Out")))
    }

    /// The staged bytes are the ones a plan that keeps the text would write, and the staged plan
    /// holds none of them.
    @Test func aStagedPlanHoldsNoTextAndStagesTheBytesPlanned() throws {
        let sandbox = try Sandbox()
        let project = try Self.project(sandbox, screens: ["Notes", "Tags"])
        let loaded = ScreenGen.load(project)
        let kept = try #require(try ScreenGen.plan(loaded, in: project, .init(stale: .reported)).plan)
        try sandbox.makeDirectory("Out")
        let staging = StagingArea(in: project.outputDirectory)
        defer { staging.remove() }
        let staged = try #require(
            try ScreenGen.plan(loaded, in: project, .init(stale: .reported, staging: staging)).plan)
        #expect(staged.entries.map(\.path) == kept.entries.map(\.path))
        #expect(staged.count(.create) == kept.count(.create) && kept.count(.create) >= 2)
        for (stagedEntry, keptEntry) in zip(staged.entries, kept.entries) {
            #expect(stagedEntry.new == nil && stagedEntry.old == nil, "\(stagedEntry.path) keeps no text")
            let file = try #require(stagedEntry.staged?.file, "\(stagedEntry.path) is staged")
            let bytes = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }
            #expect(bytes == keptEntry.textToWrite, "\(stagedEntry.path)")
        }
        #expect(sandbox.snapshot("Out").keys.allSatisfy { $0.hasPrefix(".staging.screengen-") })
    }

    /// A file that cannot be staged (here the area's folder cannot be made) keeps its text in the
    /// plan, to be written from it and reported at its own path if that fails too.
    @Test func aFileThatCannotBeStagedKeepsItsText() throws {
        let sandbox = try Sandbox()
        let project = try Self.project(sandbox, screens: ["Notes"])
        let staging = StagingArea(in: sandbox.path("Out/missing/folder"))
        let plan = try #require(
            try ScreenGen.plan(ScreenGen.load(project), in: project, .init(stale: .reported, staging: staging)).plan)
        #expect(plan.count(.create) >= 1)
        for entry in plan.entries {
            #expect(entry.staged == nil && entry.new?.contains("struct NotesView") == true, "\(entry.path)")
        }
    }

    @Test func aColdGenerateLeavesNoStagingAreaBehind() throws {
        let sandbox = try Sandbox()
        for name in ["Notes", "Tags"] { try sandbox.write("Specs/\(name).yaml", WorkflowTests.screen(name)) }
        let result = try sandbox.screengen("generate", "Specs", "--output", "Out", "--quiet")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let files = sandbox.snapshot("Out").keys.sorted()
        #expect(files.contains("Notes/NotesView.swift") && files.contains("Tags/TagsView.swift"), "\(files)")
        #expect(!files.contains { $0.contains(".screengen-") }, "\(files)")
        #expect(try sandbox.screengen("check", "Specs", "--output", "Out").status == 0)
    }

    /// A plan with an error writes nothing: the new files it staged never reach their targets.
    @Test func aPlanWithAnErrorPlacesNoStagedFile() throws {
        let sandbox = try Sandbox()
        for name in ["Notes", "Tags"] { try sandbox.write("Specs/\(name).yaml", WorkflowTests.screen(name)) }
        try sandbox.write("Out/Notes/NotesView.swift", "// someone else's file\n")
        let result = try sandbox.screengen("generate", "Specs", "--output", "Out")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("[not-generated]"), "\(result.stdout)")
        // Files, and any folder left of the staging area; folders of screens alone would be empty.
        let left = sandbox.snapshot("Out").filter { $0.value != "<dir>" || $0.key.contains(".screengen-") }
        let files = left.keys.filter { $0 != OutputLock.fileName }.sorted()
        #expect(files == ["Notes/NotesView.swift"], "\(files)")
        #expect(!sandbox.exists("Out/Tags"), "no folder for the new screen either")
    }
}

/// Durability in one sync: staged files are flushed together before the first is placed.
@Suite struct StagingSyncTests {
    @Test func stagedFilesAreSyncedOnceThenPlacedWhole() throws {
        let sandbox = try Sandbox()
        try sandbox.makeDirectory("Out")
        let staging = StagingArea(in: sandbox.path("Out"))
        defer { staging.remove() }
        let texts = (0..<20).map { "// file \($0)\n" + String(repeating: "x", count: $0 * 100) }
        let staged = try texts.map { try #require(staging.stage($0)) }
        #expect(staging.sync().isEmpty)
        for (index, file) in staged.enumerated() {
            let path = sandbox.path("Out/F\(index)/F\(index).swift")
            #expect(
                staging.place(file, at: path, relative: "F\(index)/F\(index).swift", under: sandbox.path("Out")) == nil)
        }
        staging.syncPlaced(in: [sandbox.path("Out")])
        for index in texts.indices { #expect(sandbox.read("Out/F\(index)/F\(index).swift") == texts[index]) }
    }

    /// An area with nothing staged syncs nothing, and reports nothing.
    @Test func anEmptyAreaSyncsNothing() {
        #expect(StagingArea(in: "/nonexistent/out").sync().isEmpty)
    }
}
