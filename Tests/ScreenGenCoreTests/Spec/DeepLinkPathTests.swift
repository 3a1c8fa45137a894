import Testing

@testable import ScreenGenCore

/// A deep-link path is split into its segments once, as the spec is decoded; the check that
/// refuses a malformed one and the model read those segments.
@Suite struct DeepLinkPathTests {
    @Test func aPathIsSplitIntoLiteralsAndTheValue() {
        #expect(DeepLinkPath("/posts/{value}").segments == [.literal("posts"), .value])
        #expect(DeepLinkPath("/settings").segments == [.literal("settings")])
        #expect(DeepLinkPath("/a//b").segments == [.literal("a"), .literal(""), .literal("b")])
        #expect(DeepLinkPath("/posts/{id}").segments == [.literal("posts"), .literal("{id}")])
        #expect(DeepLinkSegment.value.literal == nil && DeepLinkSegment.literal("a").literal == "a")
    }

    static func problems(_ routes: String) -> [String] {
        let yaml = "screen: Feed\nnavigation: owner\nroutes:\n" + routes
        return SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml").diagnostics
            .filter { $0.id == "invalid-deep-link" || $0.id == "ambiguous-deep-link" }
            .map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test(arguments: [
        ("posts/{value}", "must start with '/'"),
        ("/posts//{value}", "has an empty segment"),
        ("/posts/{id}", "has the segment '{id}'; the only placeholder is a whole segment '{value}'"),
        ("/posts/x{value}", "has the segment 'x{value}'; the only placeholder is a whole segment '{value}'"),
        ("/posts", "must contain '{value}' exactly once, for the route's value"),
        ("/posts/{value}/{value}", "must contain '{value}' exactly once, for the route's value"),
    ])
    func eachMalformedPathIsRefusedWhereItIs(path: String, problem: String) {
        let route = "  - { case: post, value: Post.ID, destination: \"PostView(id: value)\", path: \"\(path)\" }\n"
        #expect(Self.problems(route) == ["4:77 deep-link path '\(path)' \(problem)"])
    }

    @Test func aValueInARouteWithoutOneIsRefused() {
        let route = "  - { case: settings, destination: \"SettingsView()\", path: \"/settings/{value}\" }\n"
        #expect(
            Self.problems(route) == [
                "4:60 deep-link path '/settings/{value}' uses {value}, but the route has no 'value'"
            ])
    }

    @Test func twoPathsOfOneShapeAreAmbiguous() {
        let routes = """
              - { case: post, value: Post.ID, destination: "PostView(id: value)", path: "/posts/{value}" }
              - { case: named, value: String, destination: "PostView(name: value)", path: "/posts/{value}" }

            """
        #expect(Self.problems(routes) == ["5:79 deep-link path '/posts/{value}' matches the same URLs as route 'post'"])
    }
}
