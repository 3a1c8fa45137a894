import Foundation
import Testing

@testable import ScreenGenCore

/// Facts are derived once, in `ScreenFacts`, and handed on: the rules and the pipeline's checks
/// never build a model to learn them, and no file outside `ScreenFacts` derives "has a store" or
/// the default store type name again.
@Suite struct FactsDerivedOnceTests {
    static func sources(under folder: String) throws -> [(name: String, text: String)] {
        let root = TestPaths.path(folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        return try files.sorted().map { ($0, try String(contentsOfFile: root + "/" + $0, encoding: .utf8)) }
    }

    @Test func noRuleOrCheckBuildsTheModel() throws {
        let checks =
            try Self.sources(under: "Sources/ScreenGenCore/Validation")
            + Self.sources(under: "Sources/ScreenGenCore/Pipeline").filter {
                ["FileNameCheck.swift", "OtherSpecs.swift", "OutputCollisions.swift"].contains($0.name)
            }
        #expect(checks.count > 20)
        for (name, text) in checks {
            #expect(!text.contains("ModelBuilder"), "\(name) builds the model")
        }
    }

    /// The loader derives each spec's facts once; the rules, the path checks, rendering and
    /// scaffold take them from it, so the pipeline derives none again and builds no model without them.
    @Test func thePipelineHandsOnTheLoadersFacts() throws {
        let pipeline = try Self.sources(under: "Sources/ScreenGenCore/Pipeline")
        #expect(pipeline.count > 10)
        for (name, text) in pipeline where name != "SpecLoader.swift" {
            #expect(!text.contains("ScreenFacts("), "\(name) derives facts again")
            for call in text.components(separatedBy: "ModelBuilder().build(").dropFirst() {
                #expect(call.prefix(120).contains("facts:"), "\(name) builds a model without the loader's facts")
            }
        }
        let loaded = SpecLoader().load(bytes: Array("screen: Feed\nstore: {}\n".utf8), file: "Specs/Feed.yaml")
        let spec = try #require(loaded.spec)
        #expect(loaded.facts == ScreenFacts(spec))
        let refused = SpecLoader().load(bytes: Array("screen: 1Feed\n".utf8), file: "Specs/Feed.yaml")
        #expect(refused.spec == nil && refused.facts == nil, "facts only for a spec that loads")
    }

    /// A generated name is a spec name with a suffix or prefix (`PostsPhase`, `loadPosts`,
    /// `postsReloadError`, `TimelineStoreTests`): each is derived once, in `Facts/`, and the model,
    /// the checks and the emitter read it there, so a check that looks a name up and the model that
    /// declares it cannot disagree. Outside `Facts/`, no source joins a spec name to one.
    @Test func generatedNamesAreDerivedOnlyInFacts() throws {
        let joins = try Regex(
            #"\+ "(Phase|NextPage|Request|ReloadError|TaskID|InFlight|Router|Route|Store|ViewModel|View|Tests|Key|Alert|Sheet|Presentation|Navigation|Tab)"|"(load|loadMore)" \+"#
        )
        var found: [String] = []
        for (name, text) in try Self.sources(under: "Sources/ScreenGenCore")
        where !name.hasPrefix("Facts/") && name != "Emit/BuiltinTemplates+Generated.swift" {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(joins) {
                found.append("\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found == [], "generated names derived outside Facts/")
    }

    @Test func storeAndNavigationFactsAreDerivedInOnePlace() throws {
        for (name, text) in try Self.sources(under: "Sources/ScreenGenCore") where name != "Facts/ScreenFacts.swift" {
            #expect(!text.contains("store != nil ||"), "\(name) derives whether the screen has a store")
            #expect(!text.contains("\"ViewModel\""), "\(name) derives the default store type name")
            #expect(!text.contains("routes.isEmpty ? nil"), "\(name) derives the screen's navigation role")
            #expect(!text.contains("navigation != nil || !spec.routes"), "\(name) derives whether it navigates")
        }
    }

    /// The template context projects the model: what a case binds, which form a target gets and
    /// what escapes are the model's decisions, so the context reads no user code and no target.
    @Test func theContextMakesNoModelDecisions() throws {
        let context = try Self.sources(under: "Sources/ScreenGenCore/Emit").filter {
            $0.name.hasPrefix("TemplateContext")
        }
        #expect(context.count >= 5)
        for (name, text) in context {
            #expect(!text.contains("SwiftSnippet"), "\(name) reads the user's code to decide")
            #expect(!text.contains("OSVersion("), "\(name) decides by the target")
            #expect(!text.contains("FunctionType"), "\(name) decides what escapes")
        }
    }

    /// The files a run checks and prunes by come from the facts, and are the files rendering writes.
    @Test func generatedTypesAreTheRenderedFiles() throws {
        let spec = try ModelBuilderTests.spec(
            """
            screen: Feed
            store: {}
            routes:
              - { case: detail, value: Post, destination: "PostView(post: value)" }
            sheets:
              - { case: compose, destination: ComposeView() }
            alerts:
              - { case: failed, title: Failed }
            environmentValues:
              - { name: theme, type: Theme, default: Theme.standard }
            """)
        let facts = ScreenFacts(spec)
        #expect(
            facts.generatedTypes.map(\.name) == [
                "FeedView", "FeedStore", "FeedRoute", "FeedRouter", "FeedEnvironmentValues", "FeedSheet", "FeedAlert",
            ])
        let rendered = try SwiftEmitter().emit(ModelBuilder().build(spec, facts: facts)).map(\.path)
        #expect(rendered == SwiftEmitter.paths(for: facts, layout: .perScreen))
    }
}
