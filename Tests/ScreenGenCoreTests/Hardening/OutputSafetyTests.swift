import Foundation
import Testing

@testable import ScreenGenCore

/// What a run may do to the output directory, tried where it used to go wrong: `--prune` with
/// some specs, the spec path a header records, paths that are not what they should be, the folders
/// pruning empties, a file's mode, and names that differ only in case. Every test runs the binary.
@Suite struct OutputSafetyTests {
    static func project(_ screens: [String], config: String? = nil) throws -> Sandbox {
        let project = try Sandbox()
        for name in screens { try project.write("Specs/\(name).yaml", WorkflowTests.screen(name)) }
        if let config { try project.write("screengen.yml", config) }
        return project
    }

    // MARK: what --prune leaves behind

    @Test func pruneRemovesTheFoldersItEmptiedAndNoOther() throws {
        let project = try Self.project(["Home", "Tags", "Trash"])
        #expect(try project.screengen("generate", "Specs", "--output", "Out").status == 0)
        try project.write("Out/Trash/Notes.md", "mine\n")
        try project.makeDirectory("Out/Empty")
        try project.remove("Specs/Tags.yaml")
        try project.remove("Specs/Trash.yaml")
        let prune = try project.screengen("generate", "Specs", "--output", "Out", "--prune")
        #expect(prune.status == 0, "\(prune.stdout)")
        #expect(
            prune.stderr == """
                removed Out/Tags/TagsView.swift
                removed Out/Trash/TrashView.swift
                0 written, 1 unchanged, 0 stale, 2 removed

                """)
        #expect(
            project.snapshot("Out").keys.sorted() == ["Empty", "Home", "Home/HomeView.swift", "Trash", "Trash/Notes.md"])

        // The output directory itself stays, even when pruning empties it.
        try project.remove("Specs/Home.yaml")
        let last = try project.screengen("generate", "Specs", "--output", "Out", "--prune")
        #expect(last.status == 0, "\(last.stdout)\(last.stderr)")
        #expect(project.snapshot("Out").keys.sorted() == ["Empty", "Trash", "Trash/Notes.md"])
    }
}
