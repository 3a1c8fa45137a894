import Foundation
import Testing

@testable import ScreenGenCore

/// Header paths work out each folder's standardized components once; the answer is Foundation's
/// for the whole path, for every shape of path a run is given.
@Suite struct HeaderPathTests {
    static let paths = [
        "Specs/Feed.yaml", "./Specs/Feed.yaml", "Specs/./Feed.yaml", "Specs/../Specs/Feed.yaml", "Feed.yaml",
        "/tmp/Specs/Feed.yaml", "/Feed.yaml", "/", ".", "..", "Specs/", "Specs//Feed.yaml", "Specs/..",
        "Specs/.", "../outside/Feed.yaml", "a/b/c/../../d.yaml", "/tmp/../tmp/x.yaml", "名前/画面.yaml",
        // More names in folders already seen, whose header paths reuse the folder's.
        "Specs/Detail.yaml", "./Specs/Detail.yaml", "Specs/./Detail.yaml", "/tmp/Specs/Detail.yaml", "/Detail.yaml",
        "../outside/Detail.yaml", "Specs/..", "Specs/...", "Specs/\u{301}Accent.yaml",
        // One accented name in its two spellings: two folders on Linux, and two files.
        "Caf\u{E9}/Feed.yaml", "Cafe\u{301}/Feed.yaml", "Specs/Caf\u{E9}.yaml", "Specs/Cafe\u{301}.yaml",
    ]

    @Test func folderByFolderIsFoundationsWholePath() {
        var folders = Project.ResolvedFolders()
        // Twice: the second answers come from what the first worked out.
        for path in Self.paths + Self.paths {
            #expect(
                folders.standardize(path) == URL(fileURLWithPath: path).standardizedFileURL.pathComponents, "\(path)")
        }
    }

    @Test func manyAtOnceAreEachOnItsOwn() {
        for root in ["", "/tmp", "/tmp/project", "."] {
            // Byte for byte: `String`'s == holds two spellings of one accented name equal.
            #expect(
                Project.headerPaths(for: Self.paths, root: root).map { Array($0.utf8) }
                    == Self.paths.map { Array(Project.headerPath(for: $0, root: root).utf8) }, "\(root)")
        }
    }
}
