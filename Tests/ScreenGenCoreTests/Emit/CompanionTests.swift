import Foundation
import Testing

@testable import ScreenGenCore

/// The write-once companion `scaffold` writes: which rows get a starting view is the model's
/// decision, and `Companion.swift.mustache` writes the file, so a team's template set shapes it too.
@Suite struct CompanionTests {
    static func model(rows: [String]) throws -> ScreenModel {
        let sections = rows.map { "    - { load: posts, element: post, row: \"\($0)\" }" }.joined(separator: "\n")
        let yaml = """
            screen: Feed
            environment:
              - { name: client, type: FeedClient, preview: FeedClient.preview }
            loads:
              - { name: posts, type: "[Post]", call: "client.posts()" }
            content:
              sections:
            \(sections)
            """
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "Specs/Feed.yaml")
        let spec = try #require(result.spec, "\(result.diagnostics)")
        return ModelBuilder().build(spec)
    }

    @Test func aRowThatIsOneCallTakingTheElementGetsAStartingView() throws {
        let model = try Self.model(rows: [
            "PostRow(post: post)", "PostRow(post: post)", "PostCard(post: post, compact: true)",
        ])
        #expect(model.rowViews == [RowViewModel(typeName: "PostRow", parameter: "post", elementType: "Post")])
    }

    @Test func rowsThatAreNotOneCallTakingTheElementGetNone() throws {
        for row in [
            "PostCard(post: post, compact: true)", "Text(post.title)", "PostRow(item: post.author)", "post.row",
        ] {
            #expect(try Self.model(rows: [row]).rowViews.isEmpty, "\(row)")
        }
    }

    @Test func theBuiltInCompanionIsSwiftThatFormatsAsItIs() throws {
        let file = try #require(try CompanionEmitter().companions(for: Self.model(rows: ["PostRow(post: post)"])).first)
        #expect(file.path == "Feed/FeedView+Subviews.swift")
        #expect(
            file.contents == """
                // Written once by `screengen scaffold` for Specs/Feed.yaml; screengen never changes this file.
                // It is the place for FeedView's subviews and row views.

                import SwiftUI

                struct PostRow: View {
                    let post: Post

                    var body: some View {
                        Text(String(describing: post.id))
                    }
                }

                """)
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Companion.swift"
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
        let swift = try #require(which("swift"))
        let formatted = try run(swift, ["format", "--configuration", TestPaths.path(".swift-format"), path])
        #expect(formatted.status == 0 && formatted.stdout == file.contents, "\(formatted.stderr)")
        let parsed = try run(try #require(which("swiftc")), ["-parse", path])
        #expect(parsed.status == 0, "\(parsed.stderr)")
    }

    @Test func scaffoldWritesTheTeamsCompanionTemplate() throws {
        let project = try Sandbox()
        try project.write(
            "Specs/Feed.yaml",
            String(contentsOfFile: TestPaths.path("Specs/Feed.yaml"), encoding: .utf8))
        try project.write(
            "Team/Companion.swift.mustache",
            "// {{view.typeName}}'s subviews, by the team.\n\nimport SwiftUI\n{{#rowViews}}\n\n// TODO: {{typeName}}\n{{/rowViews}}\n"
        )
        let result = try project.screengen("scaffold", "Specs/Feed.yaml", "--output", "Out", "--templates", "Team")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            project.read("Out/Feed/FeedView+Subviews.swift")
                == "// FeedView's subviews, by the team.\n\nimport SwiftUI\n\n// TODO: PostRow\n")
    }
}
