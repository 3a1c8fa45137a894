import Foundation
import Testing

/// Input that once made the real binary hang, crash or print without end: each must finish in
/// bounded time with a located error, or with output linear in its input.
@Suite struct LimitsTests {
    // MARK: Spec globs

    /// A pattern that repeats `**` used to backtrack through every way of splitting the path among
    /// them: eight took 50 s over a tree 25 folders deep, twelve never ended.
    @Test func aSpecGlobWithTwelveDoubleStarsFinishesQuickly() throws {
        let project = try Sandbox()
        let deep = (1...25).map { "d\($0)" }.joined(separator: "/")
        try project.write("Specs/\(deep)/Feed.yml", "screen: Feed\n")
        // A file that fails to match is the worst case for a backtracking matcher.
        try project.write("Specs/\(deep)/Notes.txt", "not a spec\n")
        let pattern = "Specs/" + String(repeating: "**/", count: 12) + "*.yml"
        try project.write("screengen.yml", "specs: [\"\(pattern)\"]\n")
        let configured = try runWithin(seconds: 30, ["validate"], in: project.root)
        #expect(configured?.status == 0, "\(configured?.stderr ?? "timed out")")
        #expect(configured?.stderr.hasSuffix("1 spec checked: 0 errors, 0 warnings\n") == true)

        let argument = try runWithin(seconds: 30, ["validate", pattern, "--config", "screengen.yml"], in: project.root)
        #expect(argument?.status == 0, "\(argument?.stderr ?? "timed out")")
        #expect(argument?.stderr.hasSuffix("1 spec checked: 0 errors, 0 warnings\n") == true)
    }

    /// Within one name, many `*` against a long name that almost matches.
    @Test func aSpecGlobWithManyStarsInOneNameFinishesQuickly() throws {
        let project = try Sandbox()
        try project.write("Specs/" + String(repeating: "a", count: 200) + "c.yml", "screen: A\n")
        try project.write("Specs/" + String(repeating: "a", count: 200) + "b.yml", "screen: B\n")
        let pattern = "Specs/" + String(repeating: "*a", count: 30) + "*b.yml"
        try project.write("screengen.yml", "specs: [\"\(pattern)\"]\n")
        let result = try runWithin(seconds: 30, ["validate"], in: project.root)
        #expect(result?.status == 0, "\(result?.stderr ?? "timed out")")
        #expect(result?.stderr.hasSuffix("1 spec checked: 0 errors, 0 warnings\n") == true)
    }

    // MARK: Cross-screen rules

    /// 1,000 screens owning one store type: one warning each, not one per pair (999,000).
    @Test func aCrossScreenRuleReportsEachScreenOnce() throws {
        let project = try Sandbox()
        let count = 1_000
        for index in 1...count {
            try project.write(
                "Specs/Screen\(index).yaml", "screen: Screen\(index)\nstore:\n  type: SharedStore\n")
        }
        let result = try runWithin(seconds: 120, ["validate", "Specs"], in: project.root)
        let output = result?.stdout ?? ""
        let warnings = output.split(separator: "\n").map(String.init).filter {
            $0.contains("warning:") && $0.hasSuffix("[child-creates-model]")
        }
        #expect(result?.status == 0, "\(result?.stderr ?? "timed out")")
        #expect(warnings.count == count)
        // Every later owner names the first; the first names the second.
        #expect(
            warnings.first
                == "Specs/Screen1.yaml:3:9: warning: Screen1 owns SharedStore, and so do Screen10 (Specs/Screen10.yaml) "
                + "and 998 other screens: one of them works on a copy [child-creates-model]")
        #expect(
            warnings.last
                == "Specs/Screen999.yaml:3:9: warning: Screen999 owns SharedStore, and so do Screen1 (Specs/Screen1.yaml) "
                + "and 998 other screens: one of them works on a copy [child-creates-model]")
    }

    /// Two owners keep the message they always had: each names the other.
    @Test func twoOwnersOfOneStoreNameEachOther() throws {
        let project = try Sandbox()
        try project.write("Specs/A.yaml", "screen: A\nstore:\n  type: SharedStore\n")
        try project.write("Specs/B.yaml", "screen: B\nstore:\n  type: SharedStore\n")
        let result = try project.screengen("validate", "Specs", "--quiet")
        #expect(
            result.stdout.split(separator: "\n").filter { $0.contains("warning:") } == [
                "Specs/A.yaml:3:9: warning: A owns SharedStore, and so does B (Specs/B.yaml): one of them works on a copy [child-creates-model]",
                "Specs/B.yaml:3:9: warning: B owns SharedStore, and so does A (Specs/A.yaml): one of them works on a copy [child-creates-model]",
            ])
    }
}

/// Runs the binary, killing it (SIGKILL: the test runner's children ignore SIGTERM) when it takes
/// longer than `seconds`; nil then. Output goes to files, so a flood of it cannot block the child.
private func runWithin(seconds: Double, _ arguments: [String], in directory: String) throws -> RunResult? {
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    _ = FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
    _ = FileManager.default.createFile(atPath: scratch + "/err", contents: nil)
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/out"))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/err"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestPaths.binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    let timedOut = process.isRunning
    if timedOut { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try out.close()
    try err.close()
    guard !timedOut else { return nil }
    return RunResult(
        status: process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus,
        stdout: String(decoding: FileManager.default.contents(atPath: scratch + "/out") ?? Data(), as: UTF8.self),
        stderr: String(decoding: FileManager.default.contents(atPath: scratch + "/err") ?? Data(), as: UTF8.self))
}
