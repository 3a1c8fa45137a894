import Foundation
import ScreenGenCore
import Testing

/// What `generate` writes, prunes and leaves alone: stale files, failed writes, a second run
/// with nothing to do, and an invalid spec that stops every write.
extension WorkflowTests {
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
}
