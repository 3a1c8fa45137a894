import Foundation

/// The result of running a process to completion.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs an executable with arguments (no shell), capturing both streams into temporary files, so a
/// chatty process can never fill a pipe and hang the test, and giving it a temporary folder of its
/// own that goes away with it.
func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> RunResult {
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let outPath = scratch + "/stdout"
    let errPath = scratch + "/stderr"
    try Data().write(to: URL(fileURLWithPath: outPath))
    try Data().write(to: URL(fileURLWithPath: errPath))
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    // The child's temporary files go into the scratch folder removed below: the compiler driver
    // leaves an empty `TemporaryDirectory.*` behind in the system temp folder per `swiftc` it runs.
    let childTemporary = scratch + "/tmp"
    try FileManager.default.createDirectory(atPath: childTemporary, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = childTemporary
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return RunResult(
        status: process.terminationStatus,
        stdout: String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self),
        stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
}

/// Runs the built `screengen` binary.
func screengen(_ arguments: String..., in directory: String? = nil) throws -> RunResult {
    try run(TestPaths.binary, arguments, in: directory)
}

/// Finds a tool on PATH (swiftc, swift-format), since tests run it for real.
func which(_ tool: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = "\(directory)/\(tool)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// A fresh temporary directory, removed by the caller's `defer`.
func makeTemporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "screengen-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A unified diff of two texts, through `diff -u`, for failure messages a reviewer can read.
func unifiedDiff(expected: String, actual: String, label: String) -> String {
    guard let directory = try? makeTemporaryDirectory() else { return "(no diff)" }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let a = directory + "/expected"
    let b = directory + "/actual"
    guard (try? Data(expected.utf8).write(to: URL(fileURLWithPath: a))) != nil,
        (try? Data(actual.utf8).write(to: URL(fileURLWithPath: b))) != nil
    else { return "(no diff: cannot write to \(directory))" }
    let result = try? run("/usr/bin/diff", ["-u", "--label", "expected/\(label)", "--label", "actual/\(label)", a, b])
    return result?.stdout ?? "(no diff)"
}
