import Foundation
import ScreenGenCore
import Testing

/// The workflows of the README, end to end: every test runs the built `screengen` binary in a fresh
/// temporary project and checks what a user sees — exit status, printed lines, and the files on
/// disk, byte for byte.
@Suite struct WorkflowTests {
    // MARK: specs

    /// A screen with one load, as a user first writes it.
    static let notes = """
        screen: Notes
        summary: Notes loaded from a client.
        title: Notes
        environment:
          - name: client
            type: NotesClient
            preview: { loaded: NotesClient.preview, loading: NotesClient.loading, empty: NotesClient.empty, error: NotesClient.failing }
        loads:
          - name: notes
            type: "[Note]"
            call: client.notes()
            empty: { title: No Notes, systemImage: tray }
        content:
          sections:
            - { load: notes, element: note, row: "NoteRow(note: note)" }

        """

    /// The same screen a week later: a search field (new state) and a second load.
    static let notesWithSearchAndTags = """
        screen: Notes
        summary: Notes loaded from a client.
        title: Notes
        environment:
          - name: client
            type: NotesClient
            preview: { loaded: NotesClient.preview, loading: NotesClient.loading, empty: NotesClient.empty, error: NotesClient.failing }
        state:
          - { name: searchText, type: String, initial: '""' }
        loads:
          - name: notes
            type: "[Note]"
            call: "client.notes(matching: searchText)"
            dependsOn: [searchText]
            empty: { title: No Notes, systemImage: tray }
          - name: tags
            type: "[Tag]"
            call: client.tags()
            empty: { title: No Tags, systemImage: tag }
        content:
          sections:
            - { load: notes, element: note, row: "NoteRow(note: note)" }
            - { load: tags, element: tag, row: "TagRow(tag: tag)" }

        """

    /// A small screen named `name`, with `title`.
    static func screen(_ name: String, title: String? = nil) -> String {
        """
        screen: \(name)
        summary: The \(name) screen.
        title: \(title ?? name)
        state:
          - { name: count, type: Int, initial: "0" }

        """
    }

    /// What a user types into user regions: a helper (with a blank line and a tab), a toolbar.
    static let helperLines = """
            private var isFiltering: Bool {
        \t    true

            }

        """
    static let toolbarLines = """
                .toolbar {
                    EditButton()
                }

        """

    /// `text` with `lines` typed in just below the begin marker of `region`.
    static func typing(_ lines: String, into region: String, of text: String) -> String {
        guard let marker = text.range(of: "// screengen:user-begin \(region)\n") else {
            Issue.record("no region \(region)")
            return text
        }
        return text.replacingCharacters(in: marker, with: "// screengen:user-begin \(region)\n" + lines)
    }

    /// The 1-based number of the first line of `text` containing `fragment`.
    static func lineNumber(of fragment: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }

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
        #expect(regenerated.contains(".task(id: searchText) { await loadNotes() }"))
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

    // MARK: 3. stale files and prune

    @Test func aDeletedSpecLeavesAStaleFileThatPruneRemoves() throws {
        let project = try Sandbox()
        for name in ["Home", "Tags", "Trash"] { try project.write("Specs/\(name).yaml", Self.screen(name)) }
        try project.screengen("generate", "Specs", "--output", "Out")
        let tags = "Out/Tags/TagsView.swift"
        let trash = "Out/Trash/TrashView.swift"
        // Trash has code in a user region; Tags has none.
        let trashWithCode = Self.typing(Self.helperLines, into: "helpers", of: try #require(project.read(trash)))
        try project.write(trash, trashWithCode)
        try project.remove("Specs/Tags.yaml")

        let check = try project.screengen("check", "Specs", "--output", "Out")
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("--- \(tags)\n+++ /dev/null\n@@ -1,"), "\(check.stdout)")
        #expect(check.stderr == "1 drifted (0 missing, 0 changed, 1 stale), 2 unchanged\n")
        let github = try project.screengen("check", "Specs", "--output", "Out", "--format", "github")
        #expect(github.stdout == "::error file=\(tags),line=1::\(tags) is stale (no spec generates it): run screengen generate --prune\n")

        // Without --prune a stale file is reported and kept.
        let keep = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(keep.status == 0)
        #expect(keep.stderr == "stale \(tags)\n0 written, 2 unchanged, 1 stale\n")
        #expect(project.exists(tags))

        let prune = try project.screengen("generate", "Specs", "--output", "Out", "--prune")
        #expect(prune.status == 0, "\(prune.stdout)")
        #expect(prune.stderr == "removed \(tags)\n0 written, 2 unchanged, 0 stale, 1 removed\n")
        #expect(!project.exists(tags))
        #expect(try project.screengen("check", "Specs", "--output", "Out").status == 0)

        // A stale file with the user's code in it is kept, and said so.
        try project.remove("Specs/Trash.yaml")
        let kept = try project.screengen("generate", "Specs", "--output", "Out", "--prune")
        #expect(kept.status == 1)
        let region = try #require(Self.lineNumber(of: "screengen:user-begin helpers", in: trashWithCode))
        #expect(
            kept.stdout.hasPrefix(
                "\(trash):\(region):1: error: stale file has code in user region 'helpers'; it was kept [stale-user-code]\n"),
            "\(kept.stdout)")
        #expect(project.read(trash) == trashWithCode)
        #expect(try project.screengen("check", "Specs", "--output", "Out").status == 1)
    }

    /// A file that cannot be written stops nothing else: every failure is reported, every other
    /// change is made, and the report says which is which (exit 2, an I/O problem).
    @Test func aFailedWriteIsReportedWithEverythingElseTheRunDid() throws {
        let project = try Sandbox()
        for name in ["Home", "Tags", "Trash"] { try project.write("Specs/\(name).yaml", Self.screen(name)) }
        try project.screengen("generate", "Specs", "--output", "Out")
        try project.write("Specs/Home.yaml", Self.screen("Home", title: "Home Again"))
        try project.remove("Specs/Trash.yaml")
        for name in ["Inbox", "Zen"] {
            try project.write("Specs/\(name).yaml", Self.screen(name))
            try project.write("Out/\(name)", "a file where the screen's folder goes\n")
        }
        try project.write("Specs/Aside.yaml", Self.screen("Aside"))

        let result = try project.screengen("generate", "Specs", "--output", "Out", "--prune")
        #expect(result.status == 2)
        #expect(
            result.stdout == """
                Out/Inbox/InboxView.swift:1:1: error: cannot create the directory Out/Inbox [io]
                Out/Zen/ZenView.swift:1:1: error: cannot create the directory Out/Zen [io]

                """)
        #expect(
            result.stderr == """
                created Out/Aside/AsideView.swift
                updated Out/Home/HomeView.swift
                not written Out/Inbox/InboxView.swift
                removed Out/Trash/TrashView.swift
                not written Out/Zen/ZenView.swift
                2 written, 1 unchanged, 0 stale, 1 removed

                """)
        #expect(project.exists("Out/Aside/AsideView.swift") && !project.exists("Out/Trash/TrashView.swift"))
        #expect(project.read("Out/Home/HomeView.swift")?.contains("Home Again") == true)
    }

    // MARK: 4. nothing to do, nothing touched

    @Test func aSecondGenerateWritesNothingAndKeepsEveryModificationDate() throws {
        let project = try Sandbox()
        // The example specs: views, stores, routes, routers, sheets.
        let examples = try FileManager.default.contentsOfDirectory(atPath: TestPaths.path("Specs")).sorted()
        for name in examples where name.hasSuffix(".yaml") {
            try project.write("Specs/\(name)", try String(contentsOfFile: TestPaths.path("Specs/\(name)"), encoding: .utf8))
        }
        let first = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(first.status == 0, "\(first.stdout)")
        let files = project.swiftFiles("Out")
        #expect(files.count >= 10)
        #expect(files.keys.contains { $0.hasSuffix("Store.swift") } && files.keys.contains { $0.hasSuffix("Router.swift") })

        // Set every file back in time: any rewrite would show, whatever the timestamp resolution.
        let past = Date(timeIntervalSince1970: 1_600_000_000)
        try project.backdate("Out", to: past)
        let before = project.snapshot("Out")
        let second = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(second.status == 0)
        #expect(second.stderr == "0 written, \(files.count) unchanged, 0 stale\n")
        #expect(project.snapshot("Out") == before, "no file added, removed or changed (no lock or temporary left)")
        for (name, date) in project.modificationDates("Out") {
            #expect(date == past, "\(name) was touched")
        }
    }

    // MARK: 5. one invalid spec stops everything

    @Test func anInvalidSpecAmongValidOnesWritesNothing() throws {
        let project = try Sandbox()
        try project.write("Specs/Home.yaml", Self.screen("Home"))
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.write("Specs/Broken.yaml", "screen: Broken\nsumary: Oops.\n")
        let fresh = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(fresh.status == 1)
        #expect(
            fresh.stdout == """
                Specs/Broken.yaml:2:1: error: unknown key 'sumary' in a screen spec [unknown-key]
                Specs/Broken.yaml:2:1: note: did you mean 'summary'?

                """)
        #expect(fresh.stderr == "nothing written: the specs have errors\n")
        #expect(!project.exists("Out"), "not even the output directory")

        // With output on disk and a valid spec changed, the invalid one still stops the run.
        try project.remove("Specs/Broken.yaml")
        #expect(try project.screengen("generate", "Specs", "--output", "Out").status == 0)
        try project.backdate("Out", to: Date(timeIntervalSince1970: 1_600_000_000))
        let before = project.snapshot("Out")
        let dates = project.modificationDates("Out")
        try project.write("Specs/Home.yaml", Self.screen("Home", title: "Welcome"))
        try project.write("Specs/Broken.yaml", "screen: Broken\nloads:\n  - { name: items, type: \"[Item]\" }\n")
        let stopped = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(stopped.status == 1)
        #expect(stopped.stdout.hasPrefix("Specs/Broken.yaml:3:5: error: a load is missing the required key 'call'"), "\(stopped.stdout)")
        #expect(project.snapshot("Out") == before)
        #expect(project.modificationDates("Out") == dates)
        #expect(try project.screengen("check", "Specs", "--output", "Out").status == 1)

        // Two valid specs for one screen would write the same files: an error too, located.
        try project.remove("Specs/Broken.yaml")
        try project.write("Specs/Copy.yaml", Self.notes)
        let twice = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(twice.status == 1)
        #expect(
            twice.stdout == "Specs/Notes.yaml:1:9: error: screen 'Notes' generates Notes/NotesView.swift, which "
                + "Specs/Copy.yaml generates too [duplicate-output]\n")
        #expect(project.snapshot("Out") == before)
        // That error comes after the lock is taken (it creates the output directory to hold the
        // lock file); with no output yet, the run still leaves none behind.
        let new = try project.screengen("generate", "Specs", "--output", "New/Out")
        #expect(new.status == 1)
        #expect(!project.exists("New"), "not even the output directory")
    }

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

    // MARK: 8. kill -9

    /// A run killed at any moment leaves every file whole: the old version, the new one, or none.
    /// Each round alternates the specs between two versions, so there is always something to
    /// write, and kills the run a little after writing begins (it holds the lock by then).
    @Test func aKilledGenerateLeavesOnlyWholeFiles() throws {
        let project = try Sandbox()
        let count = 400
        let versions = [1, 2].map { version in
            (0..<count).map { index in
                ("Specs/Screen\(index).yaml", Self.screen("Screen\(index)", title: "Screen \(index) v\(version)"))
            }
        }
        // What complete generations of each version produce, both at once (in two project copies,
        // so that headers name the same spec paths).
        for (index, specs) in versions.enumerated() {
            for (path, text) in specs { try project.write("Reference\(index + 1)/\(path)", text) }
        }
        let builds = try (1...2).map { try Self.start(["generate", "Specs", "--output", "Out", "--quiet"], in: project.path("Reference\($0)")) }
        builds.forEach { $0.waitUntilExit() }
        #expect(builds.allSatisfy { $0.terminationStatus == 0 })
        let references = [project.swiftFiles("Reference1/Out"), project.swiftFiles("Reference2/Out")]
        #expect(references[0].count == count && references[1].count == count && references[0] != references[1])

        var killedWhileWriting = 0
        var interrupted = 0  // rounds that left some files old and some new, or some missing
        for (round, delay) in [0, 4, 15, 50].enumerated() {
            let version = round % 2 + 1
            for (path, text) in versions[version - 1] { try project.write(path, text) }
            let process = try Self.start(["generate", "Specs", "--output", "Out", "--quiet"], in: project.root)
            // The run takes the lock (or takes a killed run's over) once it has loaded all 400
            // specs, then renders and plans them under it, then writes: seconds on an idle
            // machine, far longer on a loaded one. So wait for the lock, then for the first file
            // it writes (files are written in path order, and every one changes each round), not
            // for a while: a run killed before it holds the lock leaves the previous round's lock
            // behind (naming that round's run), and one killed while planning writes nothing;
            // either round would test nothing. The deadline is only a guard against a hung run,
            // and reaching it is a failure, not a signal to go on.
            let lock = project.path("Out/.screengen.lock")
            let mine = "\(process.processIdentifier)\n"
            let reference = references[version - 1]
            let first = try #require(reference.keys.min())
            let deadline = Date().addingTimeInterval(600)
            var holdsLock = false
            var writing = false
            while process.isRunning, !writing, Date() < deadline {
                holdsLock = holdsLock || (try? String(contentsOfFile: lock, encoding: .utf8)) == mine
                writing = holdsLock && project.read("Out/" + first) == reference[first]
                if !writing { usleep(500) }
            }
            if writing {
                // Still held while it writes; gone only once the run has released it after its last write.
                let held = try? String(contentsOfFile: lock, encoding: .utf8)
                #expect(held == mine || held == nil, "round \(round): writing under another run's lock")
                usleep(useconds_t(delay * 1000))
                kill(process.processIdentifier, SIGKILL)
            } else if process.isRunning {
                Issue.record("round \(round): the run has not begun writing after 10 minutes")
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let killed = writing && process.terminationReason == .uncaughtSignal
            if killed { killedWhileWriting += 1 }
            // Otherwise it finished before the poll saw it write (the round interrupted nothing),
            // or it died on its own: say so, rather than blame a kill that never came.
            let how = process.terminationReason == .exit ? "exited with status" : "died of signal"
            #expect(
                killed || process.terminationReason == .exit && process.terminationStatus == 0,
                "round \(round): the run \(how) \(process.terminationStatus) before it was seen writing")

            let files = project.swiftFiles("Out")
            for (name, contents) in files {
                #expect(
                    contents == references[0][name] || contents == references[1][name],
                    "round \(round) (+\(delay) ms): \(name) is not a whole generated file")
            }
            if files != references[version - 1] { interrupted += 1 }
            // A lock left behind always names the killed run, so the next run can take it over.
            if holdsLock, let left = project.read("Out/.screengen.lock") {
                #expect(left == "\(process.processIdentifier)\n", "round \(round): the killed run was \(process.processIdentifier), status \(process.terminationStatus)")
            }
        }
        #expect(killedWhileWriting >= 3 && interrupted >= 2, "the kills should land while files are being written")

        // A leftover of a run killed at another moment, and a normal run to finish.
        try project.write("Out/Screen7/.Screen7View.swift.screengen-99999.tmp", "// half")
        let finish = try project.screengen("generate", "Specs", "--output", "Out", "--quiet")
        #expect(finish.status == 0, "\(finish.stdout)\(finish.stderr)")
        let final = project.snapshot("Out")
        #expect(project.swiftFiles("Out") == references[1], "the last round wrote version 2")
        let leftovers = final.keys.filter { ($0 as NSString).lastPathComponent.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files or the lock are left: \(leftovers.sorted())")
    }

    /// Starts `screengen` without waiting for it; its output is discarded.
    static func start(_ arguments: [String], in directory: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    // MARK: 9. the lock

    @Test func aLiveLockStopsTheRunAndADeadOneIsTakenOver() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        let lock = "Out/.screengen.lock"
        // A live holder: the lock is the kernel's, held here by an `OutputLock` of this process.
        let holder = OutputLock(outputDirectory: project.path("Out"))
        try holder.acquire()
        for command in ["generate", "scaffold"] {
            let held = try project.screengen(command, "Specs", "--output", "Out")
            #expect(held.status == 2, "\(command)")
            #expect(
                held.stdout == "\(lock): error: another screengen run (pid \(getpid())) is writing this output "
                    + "directory; wait for it to finish [lock]\n", "\(command)")
        }
        #expect(project.snapshot("Out") == [".screengen.lock": "\(getpid())\n"], "nothing written, the lock left to its owner")
        holder.release()

        // A pid that no longer runs: a process that has exited.
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        try project.write(lock, "\(exited.processIdentifier)\n")
        let takeover = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(takeover.status == 0, "\(takeover.stderr)")
        #expect(project.exists("Out/Notes/NotesView.swift"))
        #expect(!project.exists(lock), "released after the run")
    }

    /// A run that writes takes the lock before it reads anything in the output directory, so two
    /// runs started together never both plan from the same files. The proof: another run holds the
    /// lock (an `OutputLock` of this process), and the output holds a hand-written file where a
    /// screen's file goes, which planning refuses as soon as it reads it. Every writing workflow
    /// reports the lock and nothing about that file: it stopped before reading it. `check` and
    /// `--dry-run` write nothing and take no lock: they read the file, and report it.
    @Test func aWritingRunTakesTheLockBeforeItReadsTheOutput() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        let mine = "import SwiftUI\n\nstruct NotesView: View {\n    var body: some View { Text(\"mine\") }\n}\n"
        try project.write("Out/Notes/NotesView.swift", mine)
        let notGenerated = "Out/Notes/NotesView.swift:1:1: error: the file exists and screengen did not generate it"

        let other = OutputLock(outputDirectory: project.path("Out"))
        try other.acquire()
        let before = project.snapshot("Out")
        for arguments in [["generate"], ["generate", "--prune"], ["scaffold"], ["scaffold", "--force"]] {
            let held = try run(TestPaths.binary, arguments + ["Specs", "--output", "Out"], in: project.root)
            #expect(held.status == 2, "\(arguments)")
            // The lock's error alone: nothing in the output was read before the lock was taken.
            #expect(
                held.stdout == "Out/.screengen.lock: error: another screengen run (pid \(getpid())) is writing this "
                    + "output directory; wait for it to finish [lock]\n",
                "\(arguments)")
        }
        for arguments in [["check"], ["generate", "--dry-run"]] {
            let reader = try run(TestPaths.binary, arguments + ["Specs", "--output", "Out"], in: project.root)
            #expect(reader.status == 1, "\(arguments): \(reader.stderr)")
            #expect(reader.stdout.hasPrefix(notGenerated), "\(arguments): \(reader.stdout)")
        }
        #expect(project.snapshot("Out") == before, "nothing written, the lock left to its owner")

        // Once the lock is free, generate reads the same output and stops at that file.
        other.release()
        let free = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(free.status == 1)
        #expect(free.stdout.hasPrefix(notGenerated), "\(free.stdout)")
        #expect(project.snapshot("Out").keys.sorted() == ["Notes", "Notes/NotesView.swift"], "the lock released")
        #expect(project.read("Out/Notes/NotesView.swift") == mine)
    }

    // MARK: 10. I/O problems

    @Test func aMissingPathIsAClearUsageError() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        for arguments in [["generate", "Specs/Nope.yaml"], ["check", "Nope"], ["validate", "Nope"], ["scaffold", "Nope"]] {
            let result = try run(TestPaths.binary, arguments, in: project.root)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "\(arguments[1]): error: no such file or directory [usage]\n", "\(arguments)")
        }
        let config = try project.screengen("generate", "--config", "team.yml")
        #expect(config.status == 2)
        #expect(config.stdout == "team.yml: error: no such configuration file [config]\n")
        #expect(!project.exists("Out") && !project.exists("Generated"))
    }

    /// chmod does not stop root, and tests here run as root. Then the binary runs as `nobody`
    /// through setpriv, so that the permissions really apply; where that is not possible either,
    /// the test is cancelled (skipped) rather than faked. Empty: not root, run the binary as it is.
    static let unprivileged: [String]? = {
        guard let probe = try? makeTemporaryDirectory() else { return nil }
        defer { try? FileManager.default.removeItem(atPath: probe) }
        chmod(probe, 0o555)
        defer { chmod(probe, 0o755) }
        if !FileManager.default.createFile(atPath: probe + "/probe", contents: Data()) { return [] }
        guard let setpriv = which("setpriv") else { return nil }
        let prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
        let works = try? run(prefix[0], Array(prefix.dropFirst()) + [TestPaths.binary, "--version"])
        return works?.status == 0 ? prefix : nil
    }()

    func screengenWithoutPrivileges(_ arguments: [String], in directory: String) throws -> RunResult {
        guard let prefix = Self.unprivileged else {
            try Test.cancel("running as root, and setpriv cannot drop to nobody: chmod would not stop any write")
        }
        return prefix.isEmpty
            ? try run(TestPaths.binary, arguments, in: directory)
            : try run(prefix[0], Array(prefix.dropFirst()) + [TestPaths.binary] + arguments, in: directory)
    }

    @Test func aReadOnlyOutputDirectoryIsAClearIOError() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        chmod(project.root, 0o755)
        let probe = try screengenWithoutPrivileges(["validate", "Specs"], in: project.root)
        if probe.status != 0 {
            try Test.cancel("the unprivileged user cannot read the temporary project: \(probe.stderr)")
        }
        try project.makeDirectory("Out")
        chmod(project.path("Out"), 0o555)
        let result = try screengenWithoutPrivileges(["generate", "Specs", "--output", "Out"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stdout == "Out/.screengen.lock: error: cannot create the lock file: Permission denied [lock]\n")
        #expect(project.snapshot("Out").isEmpty)

        // The output directory is writable, a screen's folder is not: that file is reported and
        // keeps its old bytes, the report says it was not written, and the lock is released.
        chmod(project.path("Out"), 0o755)
        #expect(try project.screengen("generate", "Specs", "--output", "Out").status == 0)
        let old = try #require(project.read("Out/Notes/NotesView.swift"))
        try project.write("Specs/Notes.yaml", Self.notesWithSearchAndTags)
        chmod(project.path("Out"), 0o777)
        chmod(project.path("Out/Notes"), 0o555)
        let folder = try screengenWithoutPrivileges(["generate", "Specs", "--output", "Out"], in: project.root)
        #expect(folder.status == 2)
        #expect(
            folder.stdout
                == "Out/Notes/NotesView.swift:1:1: error: cannot write the file: Permission denied "
                + "(is the directory writable?) [io]\n")
        #expect(folder.stderr == "not written Out/Notes/NotesView.swift\n0 written, 0 unchanged, 0 stale\n")
        #expect(project.read("Out/Notes/NotesView.swift") == old)
        #expect(project.snapshot("Out").keys.sorted() == ["Notes", "Notes/NotesView.swift"])
    }

    // MARK: 11. the configuration

    @Test func anUnknownConfigurationKeyIsLocatedWithASuggestion() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.write("screengen.yml", "specs: [Specs]\noutptu: Out\n")
        let validate = try project.screengen("validate")
        #expect(validate.status == 1)
        #expect(
            validate.stdout == """
                screengen.yml:2:1: error: unknown key 'outptu' in the configuration [unknown-key]
                screengen.yml:2:1: note: did you mean 'output'?

                """)
        let generate = try project.screengen("generate")
        #expect(generate.status == 1)
        #expect(!project.exists("Out") && !project.exists("Generated"))
    }

    @Test func flatLayoutHeaderAndOutputComeFromTheConfiguration() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.write(
            "screengen.yml",
            "specs: [Specs]\noutput: Sources/Screens\nlayout: flat\nheader: \"Copyright Example Corp.\\nAll rights reserved.\"\n")
        let scaffold = try project.screengen("scaffold", "Specs/Notes.yaml")
        #expect(scaffold.status == 0, "\(scaffold.stdout)")
        #expect(project.snapshot("Sources/Screens").keys.sorted() == ["NotesView+Subviews.swift", "NotesView.swift"])
        let view = try #require(project.read("Sources/Screens/NotesView.swift"))
        #expect(
            view.hasPrefix("""
                // Copyright Example Corp.
                // All rights reserved.
                // Generated by screengen from Specs/Notes.yaml.
                // Do not edit outside the screengen:user regions
                """), "\(view.prefix(300))")
        #expect(try project.screengen("check").status == 0)
    }

    @Test func theConfiguredPlatformAppliesToSpecsWithoutOne() throws {
        let project = try Sandbox()
        try project.write("Specs/Plain.yaml", Self.screen("Plain"))
        try project.write("Specs/Pinned.yaml", Self.screen("Pinned") + "platform: { iOS: \"17.0\" }\n")
        // 15 is refused (the output needs iOS 16), so the default shows in the diagnostics.
        try project.write("screengen.yml", "platform: { iOS: \"15.0\" }\n")
        let old = try project.screengen("validate")
        #expect(old.status == 1)
        #expect(old.stdout.hasPrefix("Specs/Plain.yaml:1:1: error: iOS 15.0 is below 16.0"), "\(old.stdout)")
        // 16 is accepted: the legacy ObservableObject output.
        try project.write("screengen.yml", "platform: { iOS: \"16.0\" }\n")
        #expect(try project.screengen("validate").status == 0)
        #expect(!old.stdout.contains("Pinned"), "a spec's own platform wins")
        try project.write("screengen.yml", "platform: { iOS: \"18.0\" }\n")
        #expect(try project.screengen("validate").status == 0)
        try project.write("screengen.yml", "platform: { iOS: \"eighteen\" }\n")
        let bad = try project.screengen("validate")
        #expect(bad.status == 1)
        #expect(bad.stdout.hasPrefix("screengen.yml:1:18: error: 'eighteen' is not an iOS version"), "\(bad.stdout)")
    }

    @Test func anExplicitConfigurationAndOneFoundAboveGiveTheSameFiles() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.write("Config/team.yml", "specs: [../Specs]\noutput: ../Out\n")
        let explicit = try project.screengen("generate", "--config", "Config/team.yml")
        #expect(explicit.status == 0, "\(explicit.stdout)\(explicit.stderr)")
        #expect(explicit.stderr == "created Config/../Out/Notes/NotesView.swift\n1 written, 0 unchanged, 0 stale\n")
        #expect(project.read("Out/Notes/NotesView.swift")?.hasPrefix("// Generated by screengen from ../Specs/Notes.yaml.\n") == true)
        // From another directory the same configuration gives the same bytes.
        let elsewhere = try project.screengen("generate", "--config", "team.yml", in: "Config")
        #expect(elsewhere.stderr == "0 written, 1 unchanged, 0 stale\n")

        // screengen.yml is found from a subdirectory, and paths are printed relative to it.
        try project.write("screengen.yml", "specs: [Specs]\noutput: Generated\n")
        try project.makeDirectory("Sources/App")
        let below = try project.screengen("generate", in: "Sources/App")
        #expect(below.status == 0)
        #expect(below.stderr == "created ../../Generated/Notes/NotesView.swift\n1 written, 0 unchanged, 0 stale\n")
        #expect(project.read("Generated/Notes/NotesView.swift")?.hasPrefix("// Generated by screengen from Specs/Notes.yaml.\n") == true)
        #expect(try project.screengen("generate").stderr == "0 written, 1 unchanged, 0 stale\n")
        try project.write("Specs/Broken.yaml", "screen: Broken\nsumary: x\n")
        let validate = try project.screengen("validate", in: "Sources/App")
        #expect(validate.status == 1)
        #expect(validate.stdout.hasPrefix("../../Specs/Broken.yaml:2:1: error: unknown key 'sumary'"), "\(validate.stdout)")
    }

    // MARK: 12. init

    @Test func initWritesAProjectThatValidatesAndGenerates() throws {
        let project = try Sandbox()
        let first = try project.screengen("init")
        #expect(first.status == 0)
        #expect(
            first.stderr
                == "created screengen.yml\ncreated Specs/Example.yaml\ncreated .screengen/screen-spec.schema.json\n"
                + "3 created, 0 left alone\n")
        // The example spec points editors at the schema init wrote next to it.
        #expect(project.read("Specs/Example.yaml")?.hasPrefix("# yaml-language-server: $schema=../.screengen/screen-spec.schema.json\n") == true)
        #expect(project.read(".screengen/screen-spec.schema.json")?.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\"") == true)
        let validate = try project.screengen("validate")
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stderr == "1 spec checked: 0 errors, 0 warnings\n")
        let generate = try project.screengen("generate")
        #expect(generate.status == 0, "\(generate.stdout)")
        #expect(generate.stderr == "created Generated/Example/ExampleView.swift\n1 written, 0 unchanged, 0 stale\n")
        #expect(try project.screengen("check").status == 0)

        // The user's edits survive a second init.
        try project.write("screengen.yml", try #require(project.read("screengen.yml")) + "# mine\n")
        try project.write("Specs/Example.yaml", try #require(project.read("Specs/Example.yaml")) + "# mine\n")
        let before = project.snapshot()
        let second = try project.screengen("init")
        #expect(second.status == 0)
        #expect(
            second.stderr
                == "left alone screengen.yml\nleft alone Specs/Example.yaml\nleft alone .screengen/screen-spec.schema.json\n"
                + "0 created, 3 left alone\n")
        #expect(project.snapshot() == before)
    }

    // MARK: 13. --dry-run and --quiet

    @Test func aDryRunWritesNothingAndQuietPrintsNoSummary() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        let dry = try project.screengen("generate", "Specs", "--output", "Out", "--dry-run")
        #expect(dry.status == 0)
        #expect(dry.stderr == "would create Out/Notes/NotesView.swift\n1 would be written (dry run), 0 unchanged, 0 stale\n")
        #expect(!project.exists("Out"))

        #expect(try project.screengen("generate", "Specs", "--output", "Out").status == 0)
        try project.backdate("Out", to: Date(timeIntervalSince1970: 1_600_000_000))
        let before = project.snapshot("Out")
        try project.write("Specs/Notes.yaml", Self.notesWithSearchAndTags)
        let update = try project.screengen("generate", "Specs", "--output", "Out", "--dry-run", "--prune")
        #expect(update.stderr == "would update Out/Notes/NotesView.swift\n1 would be written (dry run), 0 unchanged, 0 stale\n")
        #expect(project.snapshot("Out") == before)
        #expect(project.modificationDates("Out").values.allSatisfy { $0 == Date(timeIntervalSince1970: 1_600_000_000) })

        for arguments in [
            ["generate", "Specs", "--output", "Out", "--quiet"], ["check", "Specs", "--output", "Out", "-q"],
            ["validate", "Specs", "--quiet"], ["scaffold", "Specs/Notes.yaml", "--output", "Out", "--quiet"],
        ] {
            let result = try run(TestPaths.binary, arguments, in: project.root)
            #expect(result.status == 0, "\(arguments): \(result.stdout)")
            #expect(result.stderr == "", "\(arguments)")
        }
    }

    // MARK: bad input never crashes

    @Test func hostileInputIsAnErrorNeverACrash() throws {
        let project = try Sandbox()
        let cases: [(String, [UInt8])] = [
            ("Binary.yaml", [0xFF, 0xFE, 0x00, 0x01, 0x80, 0x0A]),
            ("Tabs.yaml", Array("screen:\tX\n\t- [\n".utf8)),
            ("Alias.yaml", Array("a: &a [*a, *a]\nscreen: *a\n".utf8)),
            ("Empty.yaml", []),
            ("List.yaml", Array("- screen: X\n".utf8)),
            ("Deep.yaml", Array(("screen: " + String(repeating: "[", count: 5_000)).utf8)),
        ]
        try project.makeDirectory("Specs")
        for (name, bytes) in cases {
            let spec = "Specs/\(name)"
            try Data(bytes).write(to: URL(fileURLWithPath: project.path(spec)))
            for arguments in [["validate", spec], ["generate", spec, "--output", "Out"], ["dump", spec]] {
                let result = try run(TestPaths.binary, arguments, in: project.root)
                #expect(result.status == 1, "\(arguments): \(result.stdout)\(result.stderr)")
                #expect((result.stdout + result.stderr).hasPrefix("\(spec):"), "\(arguments): \(result.stdout)\(result.stderr)")
            }
        }
        #expect(!project.exists("Out"))

        // Output files that are not what screengen left: bytes that are not UTF-8, broken markers.
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.makeDirectory("Out/Notes")
        let view = "Out/Notes/NotesView.swift"
        try Data([0x2F, 0x2F, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: project.path(view)))
        let binary = try project.screengen("generate", "Specs/Notes.yaml", "--output", "Out")
        #expect(binary.status == 2)
        #expect(binary.stdout == "\(view): error: the file is not UTF-8; screengen will not overwrite it [io]\n")
        try project.remove(view)
        try project.screengen("generate", "Specs/Notes.yaml", "--output", "Out")
        let generated = try #require(project.read(view))
        // The last region's end marker deleted: its code would otherwise run to the end of the file.
        let broken = generated.replacingOccurrences(of: "// screengen:user-end previews\n", with: "#Preview(\"Mine\") { Text(\"x\") }\n")
        try project.write(view, broken)
        let unterminated = try project.screengen("generate", "Specs/Notes.yaml", "--output", "Out")
        #expect(unterminated.status == 1)
        let line = try #require(Self.lineNumber(of: "screengen:user-begin previews", in: broken))
        #expect(
            unterminated.stdout == "\(view):\(line):1: error: user region 'previews' never ends [user-region]\n",
            "\(unterminated.stdout)")
        #expect(project.read(view) == broken, "nothing written over the user's code")
    }
}
