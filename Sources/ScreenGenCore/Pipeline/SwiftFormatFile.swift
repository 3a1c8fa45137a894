#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The team's `.swift-format`, read for the one setting generated code must agree with: its line
/// length. `swift format` reads the nearest `.swift-format` above the file it formats, so the one
/// that governs the generated files is the nearest above the output directory. Without one, the
/// layout is `SwiftLayoutStyle.standard`.
enum SwiftFormatFile {
    static let name = ".swift-format"

    /// The layout style for files written to `directory`, and a warning when the `.swift-format`
    /// that governs them cannot be read or gives a line length nobody means: the run goes on with
    /// the standard width, and `swift format` will say the same about the file.
    static func style(above directory: String) -> (SwiftLayoutStyle, [Diagnostic]) {
        for candidate in candidates(above: directory) where FileManager.default.fileExists(atPath: candidate) {
            return read(candidate, shownAs: Paths.relative(candidate, to: "."))
        }
        return (.standard, [])
    }

    /// Every place a `.swift-format` could govern `directory` from, nearest first: one created,
    /// changed or removed in any of them can change the style (what `--watch` looks at).
    static func candidates(above directory: String) -> [String] {
        var current = Paths.absolute(directory)
        var out: [String] = []
        while true {
            out.append(Paths.appending(name, to: current))
            if current == "/" { return out }
            current = Paths.parent(of: current)
        }
    }

    private static func read(_ path: String, shownAs shown: String) -> (SwiftLayoutStyle, [Diagnostic]) {
        func problem(_ message: String) -> (SwiftLayoutStyle, [Diagnostic]) {
            let width = SwiftLayoutStyle.standard.lineLength
            return (
                .standard,
                [
                    .warning(
                        message, id: "swift-format-unreadable", at: SourceLocation(file: shown, line: 1, column: 1),
                        notes: ["generated files are laid out to \(width) columns until it is fixed"])
                ]
            )
        }
        /// The one setting read; the others are `swift format`'s business.
        struct Settings: Decodable { var lineLength: Int? }
        guard let bytes = try? FileBytes.read(path, limit: 1 << 20).get(),
            let settings = try? JSONDecoder().decode(Settings.self, from: Data(bytes))
        else {
            return problem(
                "the .swift-format that governs the output is not a JSON object with a whole-number 'lineLength'")
        }
        guard let width = settings.lineLength else { return (.standard, []) }
        let range = SwiftLayoutStyle.lineLengths
        guard range.contains(width) else {
            return problem(
                "'lineLength' in .swift-format is \(width), not a width from \(range.lowerBound) to \(range.upperBound)"
            )
        }
        return (SwiftLayoutStyle(lineLength: width), [])
    }
}
