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

    @Test func smallInputsMapInPlace() {
        #expect([Int]().concurrentMap { $0 + 1 } == [])
        #expect([41].concurrentMap { $0 + 1 } == [42])
        #expect(["a", "b"].concurrentMap { $0.uppercased() } == ["A", "B"])
    }
}
