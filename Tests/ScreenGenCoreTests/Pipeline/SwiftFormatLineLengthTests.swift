import Foundation
import Testing

@testable import ScreenGenCore

/// Generated files are laid out to the line length of the `.swift-format` that governs the output
/// directory (the nearest above it, as `swift format` finds it), so a team whose formatter wraps at
/// 100 gets files its formatter leaves alone; an unreadable one is a warning and the standard width.
@Suite struct SwiftFormatLineLengthTests {
    /// A settings form and a route file: long calls, a picker row, an alert, deep links.
    private static let specs = ["Specs/ComposeSettings.yaml", "Specs/Library.yaml", "Specs/EditAccount.yaml"]

    private func generate(formatFile: String?, into sandbox: Sandbox) throws -> (RunResult, [String: String]) {
        for spec in Self.specs {
            try sandbox.write(spec, try String(contentsOfFile: TestPaths.path(spec), encoding: .utf8))
        }
        if let formatFile { try sandbox.write("App/.swift-format", formatFile) }
        let result = try run(
            TestPaths.binary, ["generate", "-q"] + Self.specs + ["--output", "App/Generated"], in: sandbox.path(""))
        return (result, sandbox.swiftFiles("App/Generated"))
    }

    private func formatFile(lineLength: String) throws -> String {
        let committed = try String(contentsOfFile: TestPaths.path(".swift-format"), encoding: .utf8)
        return committed.replacingOccurrences(of: "\"lineLength\": 120", with: "\"lineLength\": \(lineLength)")
    }

    @Test func theTeamsLineLengthLaysOutTheFilesAsTheirFormatterKeepsThem() throws {
        let sandbox = try Sandbox()
        let (result, files) = try generate(formatFile: try formatFile(lineLength: "100"), into: sandbox)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!files.isEmpty)
        let swift = try #require(which("swift"))
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
            let full = sandbox.path("App/Generated/" + path)
            let formatted = try run(swift, ["format", "--configuration", sandbox.path("App/.swift-format"), full])
            #expect(formatted.stdout == contents, "swift format at 100 columns changes \(path)")
        }
        let standard = try Sandbox()
        let (_, wide) = try generate(formatFile: nil, into: standard)
        #expect(wide.keys.sorted() == files.keys.sorted())
        #expect(wide != files, "some line between 100 and 120 columns is laid out differently")
    }

    @Test func anUnreadableFormatFileIsAWarningAndTheStandardWidth() throws {
        for broken in ["{ not json", try formatFile(lineLength: "12"), try formatFile(lineLength: "\"wide\"")] {
            let sandbox = try Sandbox()
            let (result, files) = try generate(formatFile: broken, into: sandbox)
            #expect(result.status == 0, "a formatting preference does not stop a run: \(result.stderr)")
            let output = result.stdout + result.stderr
            #expect(output.contains("App/.swift-format:1:1: warning:"), "\(output)")
            #expect(output.contains("[swift-format-unreadable]"))
            let standard = try Sandbox()
            let (_, wide) = try generate(formatFile: nil, into: standard)
            #expect(files == wide)
        }
    }
}
