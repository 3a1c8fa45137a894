// What every driver in Tests/Fixtures/<Name>Driver/main.swift shares: the count of failed checks,
// which its last line exits with, and the PASS / FAIL line a check prints. FixtureDriver builds it
// into each driver, under SCREENGEN_FIXTURE_DRIVER, so that type-checking Tests/Fixtures as a
// directory with a golden sees an empty file.

#if SCREENGEN_FIXTURE_DRIVER

    /// The checks that failed so far; the driver exits with 1 when there is one.
    @MainActor var failures = 0

    /// Prints `PASS name: detail` or `FAIL name: detail`, and counts a failure.
    @MainActor
    func check(_ name: String, _ passed: Bool, _ detail: String) {
        print("\(passed ? "PASS" : "FAIL") \(name): \(detail)")
        if !passed { failures += 1 }
    }

#endif
