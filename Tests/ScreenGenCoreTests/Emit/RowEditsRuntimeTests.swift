import Foundation
import Testing

/// The in-place edits of an array a store owns are store methods in plain Swift (no SwiftUI), so on
/// Linux they can be built and run: Tests/Fixtures/RowEditsDriver/main.swift drives the store of
/// `spec-keyword-list` through adds, deletes and moves, with SwiftUI's meaning of the
/// offsets, and checks the keywords after each.
@Suite struct RowEditsRuntimeTests {
    static let golden = "Tests/Golden/spec-keyword-list/expected/KeywordList/KeywordListStore.swift"

    @Test func theStoreDeletesMovesAndAddsAsSwiftUIAsks() throws {
        let lines = try FixtureDriver(
            name: "RowEditsDriver", files: [TestPaths.path(Self.golden)], define: "SCREENGEN_ROW_EDITS_DRIVER"
        ).output()
        #expect(
            lines == [
                "PASS the samples: keyboard, mouse",
                "PASS an empty text adds nothing: keyboard, mouse",
                "PASS add appends: keyboard, mouse, monitor",
                "PASS add clears the text: ''",
                "PASS one text twice is two rows: keyboard, mouse, monitor, cable, cable",
                "PASS each row its own id: 5 rows",
                "PASS delete at offsets: keyboard, monitor, cable",
                "PASS move up: cable, keyboard, monitor",
                "PASS move to the end: keyboard, monitor, cable",
                "PASS move two past one: monitor, keyboard, cable",
                "PASS move in place: monitor, keyboard, cable",
                "PASS delete every row: 0 rows",
            ])
    }

    /// The driver fails on a store whose add keeps the text, whose add takes an empty text, and
    /// whose move takes every moved row from the destination, not only those before it: the golden's store with that
    /// one change, made here so it stays in step.
    @Test(arguments: [
        ("        newKeyword = \"\"\n", "", "FAIL add clears the text:"),
        ("        guard !newKeyword.isEmpty else { return }\n", "", "FAIL an empty text adds nothing:"),
        (
            "destination - offsets.count(in: 0..<destination)", "max(0, destination - offsets.count)",
            "FAIL move two past one:"
        ),
    ])
    func aStoreThatEditsWronglyFailsTheDriver(original: String, broken: String, failure: String) throws {
        var store = try String(contentsOfFile: TestPaths.path(Self.golden), encoding: .utf8)
        try #require(store.contains(original), "the golden's store has no '\(original)'")
        store = store.replacingOccurrences(of: original, with: broken)
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let path = scratch + "/KeywordListStore.swift"
        try store.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try #require(
            try FixtureDriver(name: "RowEditsDriver", files: [path], define: "SCREENGEN_ROW_EDITS_DRIVER")
                .buildAndRun())
        #expect(run.status != 0)
        #expect(run.lines.contains { $0.hasPrefix(failure) }, "\(run.lines)")
    }
}
