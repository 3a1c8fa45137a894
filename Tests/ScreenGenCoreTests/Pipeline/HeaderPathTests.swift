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
            #expect(
                Project.headerPaths(for: Self.paths, root: root)
                    == Self.paths.map { Project.headerPath(for: $0, root: root) }, "\(root)")
        }
    }
}
