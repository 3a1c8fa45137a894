import Testing

@testable import ScreenGenCore

/// A run's working data is freed on return unless the executable, about to exit, keeps it.
@Suite struct TeardownTests {
    @Test func freeFreesAtOnce() {
        let freed = FreedCount()
        Teardown.free.dispose(Tracked(value: 1, freed: freed))
        #expect(freed.count == 1)
    }

    @Test func keepUntilExitNeverFrees() {
        let freed = FreedCount()
        Teardown.keepUntilExit.dispose([Tracked(value: 1, freed: freed), Tracked(value: 2, freed: freed)])
        #expect(freed.count == 0)
    }
}
