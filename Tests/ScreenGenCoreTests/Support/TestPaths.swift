import Foundation

/// Where the package and its built products are, found from this file's location so the tests do
/// not depend on the working directory.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// The `screengen` executable `swift test` built next to the test bundle.
    static let binary: String = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("screengen").path,
            path(".build/debug/screengen"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }()

    /// Set to re-record golden files, embedded templates and generated docs instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCREENGEN_RECORD"] == "1" }
}
