import Foundation
import ScreenGenCore
import Testing

/// The workflows of the README, end to end: every test runs the built `screengen` binary in a fresh
/// temporary project and checks what a user sees — exit status, printed lines, and the files on
/// disk, byte for byte. The tests are split by subject (WorkflowTests+*.swift); the specs they
/// share are in Support/WorkflowFixtures.swift.
@Suite struct WorkflowTests {
    // MARK: 1. scaffold, edit, change the spec, regenerate

    @Test func regenerationKeepsEveryUserEditAndAddsTheNewMembers() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        let scaffold = try project.screengen("scaffold", "Specs/Notes.yaml", "--output", "Out")
        #expect(scaffold.status == 0, "\(scaffold.stdout)\(scaffold.stderr)")
        #expect(
            scaffold.stderr == """
                created Out/Notes/NotesView+Subviews.swift
                created Out/Notes/NotesView.swift
                2 created, 0 left alone

                """)

        // The user's work: code in two regions of the generated view, a subview in the companion,
        // and a file of their own next to them.
        let view = "Out/Notes/NotesView.swift"
        var edited = try #require(project.read(view))
        edited = Self.typing(Self.helperLines, into: "helpers", of: edited)
        edited = Self.typing(Self.toolbarLines, into: "modifiers", of: edited)
        try project.write(view, edited)
        let companion = try #require(project.read("Out/Notes/NotesView+Subviews.swift")) + """

            struct NoteBadge: View {
                var body: some View { Image(systemName: "star") }
            }

            """
        try project.write("Out/Notes/NotesView+Subviews.swift", companion)
        let own = "import Foundation\n\nextension Note {\n    var isPinned: Bool { false }\n}\n"
        try project.write("Out/Notes/Note+Pinned.swift", own)

        try project.write("Specs/Notes.yaml", Self.notesWithSearchAndTags)
        let generate = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        #expect(generate.stderr == "updated Out/Notes/NotesView.swift\n1 written, 0 unchanged, 0 stale\n")

        let regenerated = try #require(project.read(view))
        // The user's lines, byte for byte, still inside their markers…
        #expect(regenerated.contains("// screengen:user-begin helpers\n" + Self.helperLines + "    // screengen:user-end helpers\n"))
        #expect(regenerated.contains("// screengen:user-begin modifiers\n" + Self.toolbarLines + "        // screengen:user-end modifiers\n"))
        // …and the spec's new members.
        #expect(regenerated.contains("    @State private var searchText: String = \"\"\n"))
        #expect(regenerated.contains("        .task(id: searchText) {\n"))
        #expect(regenerated.contains("            if notes.loadedFor == searchText { return }\n"))
        #expect(regenerated.contains("    private func loadTags() async {"))
        #expect(regenerated.contains("TagRow(tag: tag)"))
        // In fact it is exactly a fresh generation with the user's lines typed in again.
        let fresh = try project.screengen("generate", "Specs", "--output", "Fresh", "--quiet")
        #expect(fresh.status == 0)
        var expected = try #require(project.read("Fresh/Notes/NotesView.swift"))
        expected = Self.typing(Self.toolbarLines, into: "modifiers", of: Self.typing(Self.helperLines, into: "helpers", of: expected))
        #expect(regenerated == expected, "\(unifiedDiff(expected: expected, actual: regenerated, label: view))")
        // Hand-written files are not screengen's.
        #expect(project.read("Out/Notes/NotesView+Subviews.swift") == companion)
        #expect(project.read("Out/Notes/Note+Pinned.swift") == own)

        let check = try project.screengen("check", "Specs", "--output", "Out")
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout == "")
        #expect(check.stderr == "0 drifted (0 missing, 0 changed, 0 stale), 1 unchanged\n")
    }

    @Test func aHandWrittenFileWhereAScreenGoesIsNeverOverwritten() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        let mine = "import SwiftUI\n\nstruct NotesView: View {\n    var body: some View { Text(\"mine\") }\n}\n"
        try project.write("Out/Notes/NotesView.swift", mine)
        for command in ["generate", "check", "scaffold"] {
            let result = try run(TestPaths.binary, [command, "Specs/Notes.yaml", "--output", "Out", "--force"].filter {
                command == "scaffold" || $0 != "--force"
            }, in: project.root)
            #expect(result.status == 1, "\(command)")
            #expect(
                result.stdout.hasPrefix(
                    "Out/Notes/NotesView.swift:1:1: error: the file exists and screengen did not generate it"),
                "\(command): \(result.stdout)")
        }
        #expect(project.read("Out/Notes/NotesView.swift") == mine)
        #expect(project.snapshot("Out").keys.sorted() == ["Notes", "Notes/NotesView.swift"])

        // The user's other files in the output directory are not in the way, whatever they hold:
        // Latin-1 text, a folder that happens to end in .swift.
        try project.remove("Out/Notes/NotesView.swift")
        let latin1 = Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A])  // "// café" in Latin-1
        try latin1.write(to: URL(fileURLWithPath: project.path("Out/Legacy.swift")))
        try project.makeDirectory("Out/Resources.swift")
        let generate = try project.screengen("generate", "Specs", "--output", "Out", "--prune")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stderr == "created Out/Notes/NotesView.swift\n1 written, 0 unchanged, 0 stale\n")
        #expect(FileManager.default.contents(atPath: project.path("Out/Legacy.swift")) == latin1)
        #expect(try project.screengen("check", "Specs", "--output", "Out").status == 0)
    }

    // MARK: 2. an edit outside the regions is drift

    @Test func anEditOutsideTheRegionsIsReportedAsADiff() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.screengen("generate", "Specs", "--output", "Out")
        let view = "Out/Notes/NotesView.swift"
        let generated = try #require(project.read(view))
        let line = try #require(Self.lineNumber(of: ".navigationTitle(\"Notes\")", in: generated))
        // One line edited outside any region, and code inside one (which is never drift).
        let edited = Self.typing(
            Self.helperLines, into: "helpers",
            of: generated.replacingOccurrences(of: ".navigationTitle(\"Notes\")", with: ".navigationTitle(\"My Notes\")"))
        try project.write(view, edited)

        let check = try project.screengen("check", "Specs", "--output", "Out")
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("--- \(view)\n+++ \(view)\n@@ -\(line - 3),7 +\(line - 3),7 @@\n"), "\(check.stdout)")
        #expect(check.stdout.contains("\n-        .navigationTitle(\"My Notes\")\n+        .navigationTitle(\"Notes\")\n"))
        #expect(!check.stdout.contains("isFiltering"), "code in a user region is not drift")
        #expect(check.stdout.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count == 4)
        #expect(check.stderr == "1 drifted (0 missing, 1 changed, 0 stale), 0 unchanged\n")

        let github = try project.screengen("check", "Specs", "--output", "Out", "--format", "github")
        #expect(github.status == 1)
        #expect(
            github.stdout
                == "::error file=\(view),line=\(line)::\(view) differs from what screengen generates: run screengen generate\n")

        // A path with GitHub's separators in it is escaped, so the annotation names the right file.
        let odd = try project.screengen("check", "Specs", "--output", "Build,1:2", "--format", "github")
        #expect(odd.status == 1)
        #expect(
            odd.stdout == "::error file=Build%2C1%3A2/Notes/NotesView.swift,line=1::Build,1:2/Notes/NotesView.swift "
                + "is missing: run screengen generate\n")

        // generate puts the line back and keeps the region.
        #expect(try project.screengen("generate", "Specs", "--output", "Out").status == 0)
        #expect(project.read(view) == Self.typing(Self.helperLines, into: "helpers", of: generated))
        #expect(try project.screengen("check", "Specs", "--output", "Out").status == 0)
    }
}
