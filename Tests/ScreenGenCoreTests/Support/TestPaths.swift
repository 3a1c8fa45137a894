import Foundation
import ScreenGenCore

/// Where the package and its built products are, found from this file's location so the tests do
/// not depend on the working directory.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: packageDirectory)

    /// Tests/ScreenGenCoreTests/Support/TestPaths.swift, four levels up.
    private static let packageDirectory = (0..<4).reduce(#filePath) { path, _ in Paths.parent(of: path) }

    static func path(_ relative: String) -> String { Paths.appending(relative, to: packageDirectory) }

    /// The `screengen` executable `swift test` built next to the test bundle.
    static let binary: String = {
        let candidates = [
            Paths.appending("screengen", to: Paths.parent(of: CommandLine.arguments[0])),
            path(".build/debug/screengen"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }()

    /// The developer tool that writes the generated sources (`swift run generate-sources`).
    static let generateSources: String = {
        let candidates = [
            Paths.appending("generate-sources", to: Paths.parent(of: CommandLine.arguments[0])),
            path(".build/debug/generate-sources"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }()

    /// Set to re-record golden files instead of comparing (the generated sources have their own
    /// command: `swift run generate-sources`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCREENGEN_RECORD"] == "1" }
}
