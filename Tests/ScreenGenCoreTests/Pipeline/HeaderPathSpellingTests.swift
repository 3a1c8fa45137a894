import Foundation
import Testing

@testable import ScreenGenCore

/// A spec's path as generated headers name it is the same however the path is typed; the batch
/// (`headerPaths`, each folder standardized and resolved once) answers as one path at a time does.
@Suite struct HeaderPathSpellingTests {
    @Test func everySpellingOfASpecNamesItTheSameWay() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Feed.yaml", "screen: Feed\n")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("Link"), withDestinationPath: "Specs")
        let root = sandbox.path("")
        let cases: [(String, String)] = [
            (sandbox.path("Specs/Feed.yaml"), "Specs/Feed.yaml"),
            (sandbox.path("./Specs/../Specs/Feed.yaml"), "Specs/Feed.yaml"),
            (sandbox.path("Specs//Feed.yaml"), "Specs/Feed.yaml"),
            (sandbox.path("Link/Feed.yaml"), "Specs/Feed.yaml"),
            (sandbox.path("Missing/Feed.yaml"), "Missing/Feed.yaml"),
            (sandbox.path("Specs/Feed.yaml/.."), "Specs"),
        ]
        for (path, expected) in cases {
            #expect(Project.headerPath(for: path, root: root) == expected, "\(path)")
        }
        let rootDepth = URL(fileURLWithPath: root).standardizedFileURL.pathComponents.count - 1
        let outside = Project.headerPath(for: "/Feed.yaml", root: root)
        #expect(outside == String(repeating: "../", count: rootDepth) + "Feed.yaml")

        var project = try Project.resolve(.init(paths: [sandbox.path("Specs")], output: sandbox.path("Out")))
        project.config.path = sandbox.path("screengen.yml")
        let all = cases.map(\.0) + ["/Feed.yaml", "Feed.yaml", "./Feed.yaml"]
        #expect(project.headerPaths(for: all) == all.map { project.headerPath(for: $0) })
    }
}
