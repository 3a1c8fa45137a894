import Foundation
import Testing

@testable import ScreenGenCore

/// preview-coverage tells whether a state's default preview installs what loaded's does from the
/// preview values alone (`installsAsLoaded`); the generator's matrix, which the rule compared
/// before, is the reference it must agree with.
@Suite struct PreviewCoverageShortcutTests {
    static let environments = [
        "  - { name: client, type: FeedClient, preview: FeedClient.preview }",
        "  - { name: client, type: FeedClient, preview: { loaded: FeedClient.preview, error: FeedClient.failing } }",
        "  - { name: client, type: FeedClient, preview: { loading: FeedClient.loading, error: FeedClient.failing } }",
        "  - { name: client, type: FeedClient, preview: { loaded: A.a, loading: A.a, empty: A.a, error: A.a } }",
        "  - { name: theme, key: colorScheme, preview: { loaded: .light, empty: .dark } }",
        "  - { name: dismiss, key: dismiss }",
    ]
    static let stores = [
        "",
        "store: { ownership: owned, dependencies: [{ name: repo, type: Repo, preview: { loaded: Repo.a, loading: Repo.b } }] }",
        "store: { ownership: received, dependencies: [{ name: repo, type: Repo, preview: Repo.a }] }",
        "store: { ownership: environment, dependencies: [{ name: repo, type: Repo, preview: { error: Repo.e, loaded: Repo.a } }] }",
        "store: { ownership: bindable, dependencies: [{ name: client, type: FeedClient, source: environment }] }",
        "store: { ownership: owned }",
    ]

    /// Specs of every shape the shortcut reads: environment entries typed, keyed and without a
    /// value for some states, stores of each ownership, dependencies from init and the environment.
    static func combinations() -> [String] {
        var out: [String] = []
        for (index, store) in stores.enumerated() {
            for first in environments.indices {
                for second in [nil] + environments.indices.map(Optional.some) where second != first {
                    var environment = [environments[first]]
                    if let second {
                        environment.append(
                            environments[second].replacingOccurrences(of: "name: client", with: "name: other"))
                    }
                    out.append(
                        """
                        screen: Screen\(index)
                        environment:
                        \(environment.joined(separator: "\n"))
                        \(store)
                        loads:
                          - { name: posts, type: "[Post]", call: client.posts(), empty: { title: None } }
                        content:
                          sections:
                            - { load: posts, element: post, row: "PostRow(post: post)" }

                        """)
                }
            }
        }
        return out
    }

    /// The repository's specs and every rule's examples.
    static func repositorySpecs() throws -> [String] {
        var texts = RuleRegistry.all.flatMap { $0.description.triggering + $0.description.nonTriggering }
            .map(RuleExamples.strip)
        for folder in ["Specs", "Examples/ScreenApp/Specs", "Examples/ScreenApp/Packages/Shelf/Specs"] {
            let path = TestPaths.path(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: path) where file.hasSuffix(".yaml") {
                texts.append(try String(contentsOfFile: path + "/" + file, encoding: .utf8))
            }
        }
        return texts
    }

    @Test func installsAsLoadedAgreesWithTheMatrix() throws {
        var compared = 0
        for text in try Self.combinations() + Self.repositorySpecs() {
            guard let spec = SpecLoader().load(bytes: Array(text.utf8), file: "spec.yaml").spec else { continue }
            let facts = ScreenFacts(spec)
            let matrix = PreviewMatrix(spec: spec, facts: facts)
            let loaded = PreviewCoverageRule.installed(matrix, .loaded)
            for state in ScreenSpec.PreviewState.allCases {
                #expect(
                    PreviewCoverageRule.installsAsLoaded(state, in: spec, facts: facts)
                        == (PreviewCoverageRule.installed(matrix, state) == loaded), "\(state) in \(text)")
            }
            compared += 1
        }
        #expect(compared > 100, "most specs load")
    }
}
