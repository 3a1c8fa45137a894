import Foundation
import Testing

/// `content.modifiers` and the `gated` preview value through the binary: a mistake is a located
/// error and writes nothing; a spec that uses both gets the container's modifiers in its view and
/// the tests that hold calls in its suite. (Those suites run on Linux in GeneratedTestsRuntimeTests.)
@Suite struct ModifiersAndGatedBinaryTests {
    static let timeline = """
        screen: Timeline
        store:
          dependencies:
            - name: client
              type: any TimelineClient
              preview: { loaded: PreviewTimelineClient(), gated: "PreviewTimelineClient(gate: gate)" }
        loads:
          - { name: posts, type: "[Post]", call: client.timeline(), refreshable: true }
        content:
          sections:
            - { load: posts, element: post, row: "PostRow(post: post)" }
          modifiers: [".listStyle(.plain)"]

        """

    @Test(arguments: [
        (
            #"modifiers: [".listStyle(.plain)"]"#, #"modifiers: ["listStyle(.plain)"]"#,
            "a modifier starts with '.' and its name, not 'listStyle(.plain)'", "invalid-expression"
        ),
        (
            #"gated: "PreviewTimelineClient(gate: gate)""#, "gated: PreviewTimelineClient.slow",
            "'gated' of store dependency 'client' never reads 'gate'", "gated-preview-without-gate"
        ),
    ])
    func aMistakeIsALocatedError(_ change: (String, String, String, String)) throws {
        let spec = Self.timeline.replacingOccurrences(of: change.0, with: change.1)
        #expect(spec != Self.timeline)
        let (status, line) = try HardeningTests.firstError(spec)
        #expect(status == 1)
        #expect(line.hasPrefix("S.yaml:") && line.contains(change.2) && line.hasSuffix("[\(change.3)]"), "\(line)")
    }

    @Test func theViewGetsTheModifiersAndTheSuiteTheTestsThatHoldCalls() throws {
        let project = try Sandbox()
        try project.write("S.yaml", Self.timeline)
        let run = try project.screengen("generate", "S.yaml", "--output", "Out", "--tests")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let view = try #require(project.read("Out/Timeline/TimelineView.swift"))
        #expect(view.contains("        }\n        .listStyle(.plain)\n        .overlay {"), "\(view)")
        let tests = try #require(project.read("GeneratedTests/Timeline/TimelineStoreTests.swift"))
        #expect(tests.contains("let store = TimelineStore(client: PreviewTimelineClient(gate: gate))"))
        #expect(tests.contains("func postsNewestRequestWins() async throws {"))
        #expect(tests.contains("func postsFailedReloadKeepsValue() async throws {"))
        #expect(tests.contains("private final class GatedCalls {"))
    }
}
