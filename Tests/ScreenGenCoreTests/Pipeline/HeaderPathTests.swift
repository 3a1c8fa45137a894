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
        // A name that starts with a combining mark, which makes one character with the slash.
        "Specs/../\u{301}A.yaml", "Specs/./\u{301}A.yaml", "Specs//\u{301}A.yaml", "Specs/../Feed.yaml",
        // A name that is the root's next folder, in a folder above the root.
        "/tmp/Feed.yaml", "/tmp/project", "/Feed.yaml", "/tmp",
    ]

    @Test func folderByFolderIsFoundationsWholePath() {
        var folders = Project.ResolvedFolders()
        // Twice: the second answers come from what the first worked out.
        for path in Self.paths + Self.paths {
            #expect(
                folders.standardize(path).map { Array($0.utf8) }
                    == URL(fileURLWithPath: path).standardizedFileURL.pathComponents.map { Array($0.utf8) }, "\(path)")
        }
    }

    @Test func manyAtOnceAreEachOnItsOwn() {
        // The working directory's own name, from its parent: a name that is the root's next folder.
        let here = "../" + Paths.lastComponent(of: FileManager.default.currentDirectoryPath)
        let paths = Self.paths + [here, "../Feed.yaml"]
        for root in ["", "/tmp", "/tmp/project", ".", "/"] {
            // Byte for byte: `String`'s == holds two spellings of one accented name equal.
            #expect(
                Project.headerPaths(for: paths, root: root).map { Array($0.utf8) }
                    == paths.map { Array(Project.headerPath(for: $0, root: root).utf8) }, "\(root)")
            // In the other order too: the first spec of a folder is the one worked out.
            #expect(
                Project.headerPaths(for: paths.reversed(), root: root).map { Array($0.utf8) }
                    == paths.reversed().map { Array(Project.headerPath(for: $0, root: root).utf8) }, "\(root)")
        }
    }

    /// A folder reached through a link is named where the link leads, for every name in it,
    /// whether the specs are named one at a time (`dump`) or all at once (`generate`).
    @Test func aLinkedFolderIsResolvedForEveryName() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/real")
        let names = ["Feed.yaml", "\u{301}A.yaml"]
        let paths = names.map { root + "/link/" + $0 }
        let expected = names.map { Array(("real/" + $0).utf8) }
        #expect(Project.headerPaths(for: paths, root: root).map { Array($0.utf8) } == expected)
        #expect(paths.map { Array(Project.headerPath(for: $0, root: root).utf8) } == expected)
    }
}
