import Foundation
import Testing

/// A shaped section's store is plain Swift (Observation, Foundation's `sorted(using:)`), so on Linux
/// it can be built and run: Tests/Fixtures/ShapingDriver/main.swift drives the store of
/// `spec-item-list` through a search, a filter, a sort and changes to the collection,
/// and checks the rows shown after each.
@Suite struct ShapingRuntimeTests {
    static let golden = "Tests/Golden/spec-item-list/expected/ItemList/ItemListStore.swift"
    static let groupedGolden =
        "Tests/Golden/items-grouped-store-ietf/expected/WorkingGroupList/WorkingGroupListStore.swift"

    @Test func theStoreShapesTheRowsAgainWhenAnInputChanges() throws {
        let lines = try FixtureDriver(
            name: "ShapingDriver", files: [TestPaths.path(Self.golden)], define: "SCREENGEN_SHAPING_DRIVER"
        ).output()
        #expect(
            lines == [
                "PASS shaped at init: Acoustic guitar, Apple, Bamboo shelf, Cherry",
                "PASS search in a category: Apple, Cherry",
                "PASS search ignores case: Acoustic guitar",
                "PASS filter: Acoustic guitar, Apple, Bamboo shelf",
                "PASS sort again: Apple, Bamboo shelf, Acoustic guitar",
                "PASS collection changed: Apple, Banjo, Bamboo shelf, Acoustic guitar",
                "PASS search, filter and sort together: Banjo, Bamboo shelf",
                "PASS nothing found: 0 rows",
                "PASS collection shrank: Apple, Banjo, Bamboo shelf, Acoustic guitar",
            ])
    }

    /// The driver fails on a store whose sort order does not shape the rows again (its `didSet`
    /// taken out), and on one whose `init` does not shape them at all: the golden's store with that
    /// one change, made here so it stays in step.
    @Test(arguments: [
        (
            "var sortOrder: ItemSortOrder = .name {\n        didSet { updateShownItems() }\n    }",
            "var sortOrder: ItemSortOrder = .name", "FAIL sort again:"
        ),
        (
            "        self.items = catalog\n        updateShownItems()\n", "        self.items = catalog\n",
            "FAIL shaped at init:"
        ),
    ])
    func aStoreThatDoesNotShapeAgainFailsTheDriver(original: String, broken: String, failure: String) throws {
        let run = try #require(
            try FixtureDriver.runOnBrokenCopy(
                name: "ShapingDriver", define: "SCREENGEN_SHAPING_DRIVER", of: Self.golden,
                replacing: [(original, broken)]))
        #expect(run.status != 0)
        #expect(run.lines.contains { $0.hasPrefix(failure) }, "\(run.lines)")
    }

    /// The grouped store of `items-grouped-store-ietf` keeps the rows shown in one group per area,
    /// sorted by area, each in the directory's order, and an area with no match has no group.
    @Test func aGroupedStoreGroupsTheRowsItShows() throws {
        let lines = try FixtureDriver(
            name: "ShapingDriver", files: [TestPaths.path(Self.groupedGolden)],
            define: "SCREENGEN_GROUPED_SHAPING_DRIVER"
        ).output()
        #expect(
            lines == [
                "PASS grouped at init: Operations: dnsop, opsawg / Transport: httpbis, quic",
                "PASS an area without a match has no group: Transport: httpbis",
                "PASS search by name: Operations: dnsop, opsawg",
                "PASS collection changed: Operations: dnsop, opsawg, anima / Transport: httpbis, quic",
            ])
    }

    /// The driver fails on a grouped store that groups the whole collection rather than the rows
    /// shown: the search no longer leaves an area out.
    @Test func aStoreThatGroupsWhatItDoesNotShowFailsTheDriver() throws {
        let run = try #require(
            try FixtureDriver.runOnBrokenCopy(
                name: "ShapingDriver", define: "SCREENGEN_GROUPED_SHAPING_DRIVER", of: Self.groupedGolden,
                replacing: [("Dictionary(grouping: shownWorkingGroups,", "Dictionary(grouping: workingGroups,")]))
        #expect(run.status != 0)
        #expect(run.lines.contains { $0.hasPrefix("FAIL an area without a match has no group:") }, "\(run.lines)")
    }
}
