import Foundation
import Testing

/// Whether generated Swift parses and is what `swift format` (with the project's `.swift-format`)
/// writes: the fixed-point check an output test makes of one file, written once for every suite.
func expectSwiftFormatFixedPoint(_ source: String, fileName: String) throws {
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let path = scratch + "/" + fileName
    try Data(source.utf8).write(to: URL(fileURLWithPath: path))
    let parsed = try run(try #require(which("swiftc")), ["-parse", path])
    #expect(parsed.status == 0, "\(parsed.stderr)")
    let formatted = try run(
        try #require(which("swift")), ["format", "--configuration", TestPaths.path(".swift-format"), path])
    #expect(formatted.status == 0 && formatted.stdout == source, "\(formatted.stderr)")
}
