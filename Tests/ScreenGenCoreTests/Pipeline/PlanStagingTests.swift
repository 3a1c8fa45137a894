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
        let staged = try texts.indices.map {
            try #require(staging.stage(texts[$0], relativePath: "F\($0)/F\($0).swift"))
        }
        #expect(staging.sync().isEmpty)
        for (index, file) in staged.enumerated() {
            let path = sandbox.path("Out/F\(index)/F\(index).swift")
            #expect(
                staging.place(file, at: path, relative: "F\(index)/F\(index).swift", under: sandbox.path("Out")) == nil)
        }
        staging.syncPlaced(in: [sandbox.path("Out")])
        for index in texts.indices { #expect(sandbox.read("Out/F\(index)/F\(index).swift") == texts[index]) }
    }

    /// A new folder's staged files go into place with one rename of their folder, made as any
    /// folder screengen makes; a folder that exists takes its new files one by one.
    @Test func aNewFolderIsPlacedWholeAndAnExistingOneFileByFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Out/Old/Mine.swift", "// the user's\n")
        let staging = StagingArea(in: sandbox.path("Out"))
        defer { staging.remove() }
        let a = try #require(staging.stage("a\n", relativePath: "New/A.swift"))
        let b = try #require(staging.stage("b\n", relativePath: "New/B.swift"))
        let c = try #require(staging.stage("c\n", relativePath: "Old/C.swift"))
        let d = try #require(staging.stage("d\n", relativePath: "Deep/Er/D.swift"))
        #expect(staging.sync().isEmpty)
        // Until it is in place, nothing staged is named as a Swift file a build could pick up.
        #expect(sandbox.snapshot("Out").keys.filter { $0.hasSuffix(".swift") } == ["Old/Mine.swift"])
        let whole = staging.placeNewFolders(holding: [a, b, c, d], under: sandbox.path("Out"))
        #expect(whole.placed == [a, b, d] && whole.failed.isEmpty)
        #expect(sandbox.snapshot("Out/New").keys.sorted() == ["A.swift", "B.swift"])
        #expect(sandbox.read("Out/New/A.swift") == "a\n" && sandbox.read("Out/New/B.swift") == "b\n")
        #expect(sandbox.read("Out/Deep/Er/D.swift") == "d\n")
        #expect(
            staging.place(c, at: sandbox.path("Out/Old/C.swift"), relative: "Old/C.swift", under: sandbox.path("Out"))
                == nil)
        #expect(sandbox.read("Out/Old/C.swift") == "c\n" && sandbox.read("Out/Old/Mine.swift") == "// the user's\n")
        var made = stat()
        var reference = stat()
        #expect(stat(sandbox.path("Out/New"), &made) == 0 && stat(sandbox.path("Out/Deep"), &reference) == 0)
        #expect(made.st_mode & 0o777 == reference.st_mode & 0o777, "a placed folder has a made folder's mode")
    }

    /// A folder is placed whole only when every file staged in it is to be placed.
    @Test func aFolderWithAFileNotToBePlacedGoesFileByFile() throws {
        let sandbox = try Sandbox()
        try sandbox.makeDirectory("Out")
        let staging = StagingArea(in: sandbox.path("Out"))
        defer { staging.remove() }
        let a = try #require(staging.stage("a\n", relativePath: "New/A.swift"))
        _ = try #require(staging.stage("b\n", relativePath: "New/B.swift"))
        #expect(staging.placeNewFolders(holding: [a], under: sandbox.path("Out")).placed.isEmpty)
        #expect(!sandbox.exists("Out/New"))
    }

    /// What appeared where a new folder or file goes since planning is never replaced: a folder
    /// (even an empty one, which `rename(2)` would replace), a file, or a link.
    @Test func whatAppearedMeanwhileIsNeverReplaced() throws {
        let sandbox = try Sandbox()
        try sandbox.makeDirectory("Out")
        try sandbox.makeDirectory("Elsewhere")
        let staging = StagingArea(in: sandbox.path("Out"))
        defer { staging.remove() }
        let a = try #require(staging.stage("a\n", relativePath: "Empty/A.swift"))
        let b = try #require(staging.stage("b\n", relativePath: "Full/B.swift"))
        let c = try #require(staging.stage("c\n", relativePath: "Linked/C.swift"))
        #expect(staging.sync().isEmpty)
        try sandbox.makeDirectory("Out/Empty")
        try sandbox.write("Out/Full/B.swift", "theirs\n")
        try sandbox.symlink("Out/Linked", to: sandbox.path("Elsewhere"))
        #expect(staging.placeNewFolders(holding: [a, b, c], under: sandbox.path("Out")).placed.isEmpty)
        let out = sandbox.path("Out")
        #expect(staging.place(a, at: out + "/Empty/A.swift", relative: "Empty/A.swift", under: out) == nil)
        #expect(sandbox.read("Out/Empty/A.swift") == "a\n")
        let appeared = staging.place(b, at: out + "/Full/B.swift", relative: "Full/B.swift", under: out)
        #expect(appeared?.id == "not-generated" && sandbox.read("Out/Full/B.swift") == "theirs\n")
        #expect(staging.place(c, at: out + "/Linked/C.swift", relative: "Linked/C.swift", under: out) != nil)
        #expect(!sandbox.exists("Elsewhere/C.swift"))
    }

    /// One file staged twice for one path (two names one file system takes as one): the second
    /// keeps its text, and the first its bytes.
    @Test func aPathStagedTwiceIsStagedOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.makeDirectory("Out")
        let staging = StagingArea(in: sandbox.path("Out"))
        defer { staging.remove() }
        let first = try #require(staging.stage("first\n", relativePath: "F/A.swift"))
        #expect(staging.stage("second\n", relativePath: "F/A.swift") == nil)
        #expect(FileManager.default.contents(atPath: first) == Data("first\n".utf8))
    }

    /// A folder whose only file could not be staged (here its temporary name is too long) is not
    /// placed: a run that writes nothing there leaves no empty folder behind.
    @Test func aFolderWithNothingStagedIsNotPlaced() throws {
        let sandbox = try Sandbox()
        try sandbox.makeDirectory("Out")
        let staging = StagingArea(in: sandbox.path("Out"))
        defer { staging.remove() }
        let name = String(repeating: "n", count: FileWriter.nameLimit - 6) + ".swift"
        #expect(staging.stage("x\n", relativePath: "New/" + name) == nil)
        #expect(staging.placeNewFolders(holding: [], under: sandbox.path("Out")).placed.isEmpty)
        #expect(!sandbox.exists("Out/New"))
    }

    @Test func anExclusiveRenameReplacesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("from", "x")
        try sandbox.write("file", "y")
        try sandbox.makeDirectory("folder")
        try sandbox.symlink("dangling", to: sandbox.path("nowhere"))
        for target in ["file", "folder", "dangling"] {
            #expect(ExclusiveRename.rename(sandbox.path("from"), to: sandbox.path(target)) == EEXIST, "\(target)")
        }
        try sandbox.makeDirectory("fromFolder")
        #expect(ExclusiveRename.rename(sandbox.path("fromFolder"), to: sandbox.path("folder")) == EEXIST)
        #expect(ExclusiveRename.rename(sandbox.path("from"), to: sandbox.path("to")) == 0)
        #expect(sandbox.read("to") == "x" && !sandbox.exists("from") && sandbox.read("file") == "y")
    }

    /// An area with nothing staged syncs nothing, and reports nothing.
    @Test func anEmptyAreaSyncsNothing() {
        #expect(StagingArea(in: "/nonexistent/out").sync().isEmpty)
    }
}
