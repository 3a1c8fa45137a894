import Foundation
import Testing

@testable import ScreenGenCore

/// The layout pass is the only layout: a golden file with every construct the templates write on
/// one line (the ones the context once laid out) joined back onto one line comes back from the
/// pass byte for byte.
@Suite struct LayoutPassTests {
    static let files = GoldenCase.allExpectedSwiftFiles

    @Test(arguments: files)
    func rewrapsAGoldenFileJoinedOntoOneLine(_ path: String) throws {
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        let unwrapped = LayoutUnwrap(golden)
        #expect(SwiftLayoutPass.apply(unwrapped.text) == golden, "\(path) with \(unwrapped.joinedCount) joined")
    }

    @Test(arguments: files)
    func leavesAGoldenFileAsItIs(_ path: String) throws {
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(SwiftLayoutPass.apply(golden) == golden)
    }

    @Test func theUnwrapJoinsEveryShapeTheHelpersOpened() throws {
        let joined = try Self.files.map { try LayoutUnwrap(String(contentsOfFile: $0, encoding: .utf8)) }
        let lines = joined.flatMap { $0.text.split(separator: "\n") }.filter { $0.count > LayoutUnwrap.lineLength }
        #expect(joined.map(\.joinedCount).reduce(0, +) >= 40)
        // One of each shape: a call, a signature, an enum case's payload, a condition list, a
        // button, a navigation destination, a computed property, an `init`, an `id` case.
        for shape in [
            "Text(verbatim: ", "private func destination(for route: ", "private func content(for ",
            "case sharingWithEveryoneIsAboutToMakeYourWholeReadingListAndEveryShelfPublic(",
            "if segments.count == ", "Button(", ".navigationDestination(for: ", "static var defaultValue: ", "init(",
            "self._store = State(initialValue: ", ": \"",
        ] {
            #expect(lines.contains { $0.contains(shape) }, "no joined line has \(shape)")
        }
    }
}
