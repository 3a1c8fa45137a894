import Foundation
import ScreenGenCore
import Testing

/// Generated tests (`tests:` in screengen.yml, or `--tests`) are kept in step like every other file:
/// written by `generate`, reported by `check`, their user region carried over, pruned when stale.
extension WorkflowTests {
    // MARK: generated tests

    /// A store screen: its loads live in the store, so it gets a store suite.
    static let storeNotes = """
        screen: Notes
        summary: Notes loaded by a store.
        title: Notes
        store:
          dependencies:
            - name: client
              type: any NotesClient
              preview: { loaded: PreviewNotesClient(), empty: "PreviewNotesClient(mode: .empty)", error: "PreviewNotesClient(mode: .failing)" }
        loads:
          - name: notes
            type: "[Note]"
            call: client.notes()
            empty: { title: No Notes, systemImage: tray }
        content:
          sections:
            - { load: notes, element: note, row: "NoteRow(note: note)" }

        """

    @Test func generatedTestsAreKeptInStepLikeEveryOtherFile() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.storeNotes)
        try project.write(
            "screengen.yml", "specs: [Specs]\noutput: Sources/App/Screens\ntests: { output: Tests/AppTests/Screens }\n")
        let generate = try project.screengen("generate")
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        let suite = try #require(project.read("Tests/AppTests/Screens/Notes/NotesStoreTests.swift"))
        // The module is the folder after Sources/ in the output, as SwiftPM lays a package out.
        #expect(suite.contains("import Testing\n\n@testable import App\n"))
        #expect(suite.contains("func notesLoaded() async {"))
        #expect(suite.contains("func notesEmpty() async {"))
        #expect(suite.contains("func notesFailed() async {"))
        #expect(suite.contains("func notesCancelled() async {"))
        #expect(try project.screengen("check").status == 0)
        // With tests on, every screen is rendered (the manifest records the output directory only):
        // a second run writes nothing, finds nothing stale, and leaves no manifest.
        let again = try project.screengen("generate")
        #expect(again.stderr.contains("0 written") && again.stderr.contains("0 stale"), "\(again.stderr)")
        #expect(!project.exists("Sources/App/Screens/.screengen.manifest"))

        // A team's own case in the user region survives regeneration, and is not drift.
        let ownCase = "    @Test func myCase() {}\n"
        try project.write(
            "Tests/AppTests/Screens/Notes/NotesStoreTests.swift",
            suite.replacingOccurrences(
                of: "    // screengen:user-begin tests\n", with: "    // screengen:user-begin tests\n" + ownCase))
        #expect(try project.screengen("check").status == 0)
        // An edit outside the region is drift, and generate restores the file around the region.
        let edited = try #require(project.read("Tests/AppTests/Screens/Notes/NotesStoreTests.swift"))
        try project.write(
            "Tests/AppTests/Screens/Notes/NotesStoreTests.swift",
            edited.replacingOccurrences(of: "notesFailed", with: "notesBroken"))
        let check = try project.screengen("check")
        #expect(check.status == 1)
        #expect(check.stdout.contains("+++ Tests/AppTests/Screens/Notes/NotesStoreTests.swift"), "\(check.stdout)")
        #expect(try project.screengen("generate").status == 0)
        let regenerated = try #require(project.read("Tests/AppTests/Screens/Notes/NotesStoreTests.swift"))
        #expect(regenerated.contains(ownCase) && regenerated.contains("notesFailed()"))

        // A spec that loses its store loses its suite: stale, then pruned, with its folder but not
        // the tests directory.
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.remove("Tests/AppTests/Screens/Notes/NotesStoreTests.swift")
        try project.write("Tests/AppTests/Screens/Notes/NotesStoreTests.swift", suite)
        let stale = try project.screengen("check")
        #expect(stale.status == 1)
        // The store and its suite.
        #expect(stale.stderr.contains("2 stale"), "\(stale.stderr)")
        #expect(stale.stdout.contains("--- Tests/AppTests/Screens/Notes/NotesStoreTests.swift"), "\(stale.stdout)")
        let prune = try project.screengen("generate", "--prune")
        #expect(prune.status == 0, "\(prune.stdout)\(prune.stderr)")
        #expect(prune.stderr.contains("removed Tests/AppTests/Screens/Notes/NotesStoreTests.swift"), "\(prune.stderr)")
        #expect(!project.exists("Tests/AppTests/Screens/Notes") && project.exists("Tests/AppTests/Screens"))
    }

    @Test func theTestsFlagTurnsTestsOnForOneRun() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.storeNotes)
        #expect(try project.screengen("generate").status == 0)
        #expect(!project.exists("GeneratedTests"))
        let check = try project.screengen("check", "--tests")
        #expect(check.status == 1)
        #expect(check.stdout.contains("+++ GeneratedTests/Notes/NotesStoreTests.swift"), "\(check.stdout)")
        let generate = try project.screengen("generate", "--tests")
        #expect(generate.status == 0)
        let suite = try #require(project.read("GeneratedTests/Notes/NotesStoreTests.swift"))
        // No module to import: the output is not in a SwiftPM target's folder, and none is configured.
        #expect(!suite.contains("@testable import"))
        #expect(
            generate.stdout.contains(
                "warning: the generated tests import no module: the output 'Generated' is not in a folder under "
                    + "Sources/ and 'tests.module' is not set [tests-module-unknown]"), "\(generate.stdout)")
        // Configured, the warning points at `tests:`.
        try project.write("screengen.yml", "specs: [Specs]\ntests: { output: GeneratedTests }\n")
        let configured = try project.screengen("check")
        #expect(
            configured.stdout.contains("screengen.yml:2:8: warning: the generated tests import no module"),
            "\(configured.stdout)")
        #expect(try project.screengen("check", "--tests").status == 0)
    }

    @Test func anMVScreenHasNoGeneratedTests() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.write("screengen.yml", "tests: { module: App }\n")
        #expect(try project.screengen("generate").status == 0)
        #expect(!project.exists("GeneratedTests"))
    }
}
