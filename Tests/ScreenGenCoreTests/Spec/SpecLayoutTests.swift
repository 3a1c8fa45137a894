import Foundation
import Testing

/// Each spec object has one file in `Sources/ScreenGenCore/Spec`, named after it, holding its type,
/// its keys and its decoding (`Busy.swift`, `Load.swift`). The three parallel families that once
/// split them (`ScreenSpec+X`, `SpecSchema+X`, `SpecDecoder+X`, whose suffixes did not line up) must
/// not come back.
@Suite struct SpecLayoutTests {
    static let folder = "Sources/ScreenGenCore/Spec"

    @Test func noFileSplitsAnObjectByLayer() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.path(Self.folder))
        #expect(files.contains("Busy.swift"), "\(Self.folder) has no Busy.swift: \(files.sorted())")
        let split = files.filter { file in
            ["ScreenSpec+", "SpecSchema+", "SpecDecoder+"].contains { file.hasPrefix($0) } && file.hasSuffix(".swift")
        }
        #expect(
            split.isEmpty,
            "\(split.sorted()) split spec objects by layer: give each object's type, keys and decoding its own file")
    }
}
