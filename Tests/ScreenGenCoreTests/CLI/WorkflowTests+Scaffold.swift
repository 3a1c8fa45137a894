import Foundation
import ScreenGenCore
import Testing

/// `scaffold` is for new screens, and no command writes outside the output directory.
extension WorkflowTests {
    // MARK: 6. scaffold is for new screens

    @Test func scaffoldTwiceLeavesEverythingAloneAndForceKeepsUserCode() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        #expect(try project.screengen("scaffold", "Specs/Notes.yaml", "--output", "Out").status == 0)
        try project.backdate("Out", to: Date(timeIntervalSince1970: 1_600_000_000))
        let before = project.snapshot("Out")
        let dates = project.modificationDates("Out")

        let again = try project.screengen("scaffold", "Specs/Notes.yaml", "--output", "Out")
        #expect(again.status == 0)
        #expect(
            again.stderr == """
                left alone Out/Notes/NotesView+Subviews.swift
                left alone Out/Notes/NotesView.swift
                0 created, 2 left alone

                """)
        #expect(project.snapshot("Out") == before)
        #expect(project.modificationDates("Out") == dates)

        // Code in a region, a generated line changed, and the companion edited; then --force.
        let view = "Out/Notes/NotesView.swift"
        let generated = try #require(project.read(view))
        try project.write(
            view,
            Self.typing(Self.helperLines, into: "helpers", of: generated)
                .replacingOccurrences(of: ".navigationTitle(\"Notes\")", with: ".navigationTitle(\"Mine\")"))
        let companion = try #require(project.read("Out/Notes/NotesView+Subviews.swift")) + "\nstruct Mine: View { var body: some View { EmptyView() } }\n"
        try project.write("Out/Notes/NotesView+Subviews.swift", companion)
        let force = try project.screengen("scaffold", "Specs/Notes.yaml", "--output", "Out", "--force")
        #expect(force.status == 0, "\(force.stdout)")
        #expect(
            force.stderr == """
                created Out/Notes/NotesView.swift
                left alone Out/Notes/NotesView+Subviews.swift
                1 created, 1 left alone

                """)
        #expect(project.read(view) == Self.typing(Self.helperLines, into: "helpers", of: generated))
        #expect(project.read("Out/Notes/NotesView+Subviews.swift") == companion, "a companion is the user's code")
    }

    // MARK: 7. nothing is written outside the output directory

    @Test(arguments: ["../Evil", "a/b", "Evil/../../x", "/etc/Evil", "..", "Evil View", ""])
    func anUnsafeScreenNameIsRefusedWithALocatedError(_ name: String) throws {
        let project = try Sandbox()
        try project.write("Specs/Evil.yaml", "screen: \"\(name)\"\nsummary: Escapes.\n")
        try project.write("Specs/Home.yaml", Self.screen("Home"))
        for command in ["generate", "scaffold"] {
            let result = try project.screengen(command, "Specs", "--output", "Out/Screens")
            #expect(result.status == 1, "\(command): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.hasPrefix("Specs/Evil.yaml:1:9: error: "), "\(command): \(result.stdout)")
        }
        #expect(project.snapshot().keys.sorted() == ["Specs", "Specs/Evil.yaml", "Specs/Home.yaml"])
    }

    @Test func aSymlinkedOutputDirectoryOrScreenFolderIsRefused() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.makeDirectory("Outside")

        // The output directory itself is a link (also when there is no spec, so nothing to write:
        // not even the lock goes through it).
        try project.symlink("Out", to: "Outside")
        try project.makeDirectory("NoSpecs")
        for arguments in [["generate", "Specs"], ["scaffold", "Specs"], ["check", "Specs"], ["generate", "NoSpecs", "--prune"]] {
            let result = try run(TestPaths.binary, arguments + ["--output", "Out"], in: project.root)
            #expect(result.status == 2, "\(arguments)")
            #expect(
                result.stdout == "Out: error: the output directory is a symbolic link; give its real path [io]\n",
                "\(arguments)")
        }
        // Also as a shell completes it, with a trailing slash.
        for output in ["Out/", "Out/.", "./Out//"] {
            let result = try project.screengen("generate", "Specs", "--output", output)
            #expect(result.status == 2, "\(output)")
            #expect(result.stdout.contains("error: the output directory is a symbolic link"), "\(output): \(result.stdout)")
        }
        #expect(project.snapshot("Outside").isEmpty)

        // A screen's folder is a link out of the output directory.
        try project.remove("Out")
        try project.makeDirectory("Out")
        try project.symlink("Out/Notes", to: "../Outside")
        for command in ["generate", "scaffold", "check"] {
            let result = try project.screengen(command, "Specs", "--output", "Out")
            #expect(result.status == 2, "\(command)")
            #expect(
                result.stdout == "Out/Notes: error: is a symbolic link; screengen does not write through links [io]\n",
                "\(command)")
        }
        #expect(project.snapshot("Outside").isEmpty)

        // A generated file is a link to a file elsewhere.
        try project.remove("Out/Notes")
        try project.makeDirectory("Out/Notes")
        try project.write("Outside/Target.swift", "// Generated by screengen from Specs/Notes.yaml.\n// not yours\n")
        try project.symlink("Out/Notes/NotesView.swift", to: "../../Outside/Target.swift")
        let link = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(link.status == 2)
        #expect(
            link.stdout
                == "Out/Notes/NotesView.swift: error: is a symbolic link; screengen does not write through links [io]\n")
        #expect(project.read("Outside/Target.swift") == "// Generated by screengen from Specs/Notes.yaml.\n// not yours\n")

        // A linked folder no spec writes to is not followed, not even by --prune.
        try project.remove("Out/Notes/NotesView.swift")
        try project.write("Elsewhere/Old/OldView.swift", "// Generated by screengen from Specs/Old.yaml.\n")
        try project.symlink("Out/Old", to: "../Elsewhere/Old")
        let prune = try project.screengen("generate", "Specs", "--output", "Out", "--prune")
        #expect(prune.status == 0, "\(prune.stdout)\(prune.stderr)")
        #expect(project.read("Elsewhere/Old/OldView.swift") == "// Generated by screengen from Specs/Old.yaml.\n")
        #expect(project.snapshot("Outside").keys.sorted() == ["Target.swift"])
    }
}
