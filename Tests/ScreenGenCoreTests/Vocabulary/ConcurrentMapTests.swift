import Testing

@testable import ScreenGenCore

/// `concurrentMap` runs on every core and must keep every result, in order, whatever the
/// scheduling: a lost result was a crash (a nil slot) in a run of `generate`.
@Suite struct ConcurrentMapTests {
    /// Many maps of many short iterations, so that iterations store their results at the same
    /// moment many times over (on two cores the lost-store race of an Array of slots showed
    /// within a few hundred maps).
    @Test func keepsEveryResultInOrder() {
        let input = Array(0..<2_000)
        let expected = input.map { $0 &* 31 }
        for _ in 0..<300 {
            let output = input.concurrentMap { $0 &* 31 }
            if output != expected {
                Issue.record("a result was lost or misplaced")
                return
            }
        }
    }

    /// The results are moved out of their slots: each is freed once, when the caller drops it,
    /// neither with the slots (a double free) nor never (a leak). (A copy would pass too; the
    /// moves show in the profile, not here.)
    @Test func everyResultIsFreedOnceWithItsArray() {
        let freed = FreedCount()
        do {
            let output = Array(0..<500).concurrentMap { Tracked(value: $0, freed: freed) }
            #expect(output.map(\.value) == Array(0..<500))
            #expect(freed.count == 0)
        }
        #expect(freed.count == 500)
    }

    @Test func smallInputsMapInPlace() {
        #expect([Int]().concurrentMap { $0 + 1 } == [])
        #expect([41].concurrentMap { $0 + 1 } == [42])
        #expect(["a", "b"].concurrentMap { $0.uppercased() } == ["A", "B"])
    }

    /// The extra job runs exactly once, beside the map, whose results keep their order; both are
    /// freed once. With no elements it still runs.
    @Test func theJobAlongsideRunsOnceAndKeepsItsResult() {
        let freed = FreedCount()
        let runs = FreedCount()
        do {
            let (output, extra) = Array(0..<500).concurrentMap(
                { Tracked(value: $0 &* 3, freed: freed) },
                alongside: {
                    runs.add()
                    return Tracked(value: -1, freed: freed)
                })
            #expect(output.map(\.value) == Array(0..<500).map { $0 &* 3 })
            #expect(extra.value == -1)
            #expect(runs.count == 1)
            #expect(freed.count == 0)
        }
        #expect(freed.count == 501)
        let (empty, alone) = [Int]().concurrentMap({ $0 }, alongside: { "ran" })
        #expect(empty.isEmpty && alone == "ran")
        let (one, beside) = [41].concurrentMap({ $0 + 1 }, alongside: { "ran" })
        #expect(one == [42] && beside == "ran")
    }
}
