import Foundation
import Testing

/// A load that seeds a form (`seeds`), built and run on Linux: Tests/Fixtures/SeedDriver/main.swift
/// drives `EditProfileStore` (Tests/Golden/spec-edit-profile).
@Suite struct SeedRuntimeTests {
    private static let golden = "Tests/Golden/spec-edit-profile/expected/EditProfile/"
    private static let store = golden + "EditProfileStore.swift"

    @Test func theFirstAnswerSeedsAndAReloadLeavesTheEditsAlone() throws {
        let lines = try FixtureDriver(
            name: "SeedDriver", files: [TestPaths.path(Self.store)], define: "SCREENGEN_SEED_DRIVER"
        ).output()
        #expect(
            lines == [
                "PASS the fields wait before the first answer: .loading waiting displayName= note= locked=false",
                "PASS the first answer seeds the form: .loaded(Ada 1) seeded displayName=Ada 1 note=note 1 locked=false",
                "PASS a reload does not overwrite what the user edited: .loaded(Ada 2) seeded displayName=Typed "
                    + "note=note 1 locked=true",
                "PASS a failed reload keeps the edits and the fields enabled: .loaded(Ada 2) seeded displayName=Typed "
                    + "note=note 1 locked=true",
                "PASS a failed first load seeds nothing: .failed waiting displayName= note= locked=false",
                "PASS the answer after a failure seeds: .loaded(Ada 2) seeded displayName=Ada 2 note=note 2 locked=true",
            ])
    }

    /// Each control that binds a seeded property waits for the flag the driver checks; the Username
    /// row, which binds nothing, does not.
    @Test func theFieldsThatBindASeededPropertyWaitForTheFlag() throws {
        let view = try String(
            contentsOfFile: TestPaths.path(Self.golden + "EditProfileView.swift"), encoding: .utf8)
        let waits = view.components(separatedBy: "\n").filter { $0.contains(".disabled(!store.isProfileSeeded") }
        // Display Name, Bio, and the three toggles (Suggest Account joins its own `disabled: locked`).
        #expect(waits.count == 5, "\(waits)")
        #expect(view.contains(".disabled(!store.isProfileSeeded || store.locked)"))
    }

    /// The golden's store with one line changed, made here so it stays in step: each broken store must
    /// fail the check that guards what it broke.
    @Test(arguments: [
        // Seeds on every answer, as an `onAppear` that copies each time would.
        Mutant([("if !self.isProfileSeeded {", "if true {")], fails: "FAIL a reload does not overwrite"),
        // Seeds, but never says so: the fields would stay disabled.
        Mutant([("            self.isProfileSeeded = true\n", "")], fails: "FAIL the first answer seeds the form"),
        // Sets the flag before the answer, enabling the fields while the first load runs.
        Mutant(
            [("private(set) var isProfileSeeded: Bool = false", "private(set) var isProfileSeeded: Bool = true")],
            fails: "FAIL the fields wait before the first answer"),
    ])
    func aBrokenStoreFails(_ mutant: Mutant) throws {
        var store = try String(contentsOfFile: TestPaths.path(Self.store), encoding: .utf8)
        for (original, replacement) in mutant.replacements {
            try #require(store.contains(original), "the golden's store has no '\(original)'")
            store = store.replacingOccurrences(of: original, with: replacement)
        }
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let broken = scratch + "/EditProfileStore.swift"
        try store.write(toFile: broken, atomically: true, encoding: .utf8)
        let run = try #require(
            try FixtureDriver(name: "SeedDriver", files: [broken], define: "SCREENGEN_SEED_DRIVER").buildAndRun())
        #expect(run.status != 0, "\(run.lines)")
        #expect(run.lines.contains { $0.hasPrefix(mutant.fails) }, "\(run.lines)")
    }

    struct Mutant: Sendable, CustomTestStringConvertible {
        var replacements: [(String, String)]
        var fails: String
        init(_ replacements: [(String, String)], fails: String) {
            self.replacements = replacements
            self.fails = fails
        }
        var testDescription: String { fails }
    }
}
