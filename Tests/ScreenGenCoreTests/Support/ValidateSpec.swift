import Foundation

/// Writes `bytes` to `spec.yaml` in a fresh directory and validates it from there, so every
/// diagnostic starts with the relative path `spec.yaml`. Shared by the malformed-input cases and
/// the command-line tests of `screengen validate`.
func validate(_ bytes: [UInt8], _ extra: String...) throws -> RunResult {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data(bytes).write(to: URL(fileURLWithPath: directory + "/spec.yaml"))
    return try run(TestPaths.binary, ["validate"] + extra + ["spec.yaml"], in: directory)
}
