import Foundation
import Testing

@testable import ScreenGenCore

/// A screen's `search`: how it is read and refused, the debounce's strict format, the checks of its
/// text, and the facts the model hands the templates.
@Suite struct SearchTests {
    private static let explore = """
        screen: Explore
        state:
          - { name: query, type: String, initial: '""' }
        environment:
          - { name: client, type: SearchClient, preview: SearchClient.preview }
        loads:
          - { name: results, type: "[Account]", call: "client.accounts(matching: query)", dependsOn: [query] }

        """

    private func load(_ yaml: String) -> (ScreenSpec?, [Diagnostic]) {
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "t.yaml")
        return (result.spec, result.diagnostics)
    }

    @Test func aSearchIsRead() throws {
        let (spec, found) = load(
            Self.explore
                + "search: { text: query, prompt: Search, placement: navigationBarDrawer, displayMode: always, "
                + "debounce: 250ms }\n")
        #expect(found.isEmpty, "\(DiagnosticFormat.text.render(found))")
        let search = try #require(spec?.search)
        #expect(search.text.value == BindingPath(parsing: "query"))
        #expect(search.prompt?.value == "Search")
        #expect(search.placement?.value == .navigationBarDrawer)
        #expect(search.displayMode?.value == .always)
        #expect(search.debounce?.value == 250)
        #expect(search.debounce?.location.line == 8)
    }

    @Test(arguments: [
        ("250ms", 250), ("0.5s", 500), ("2s", 2000), ("0.25s", 250), ("1.000s", 1000), ("10s", 10_000),
        ("250.0ms", 250),
    ])
    func durationsAreMilliseconds(text: String, milliseconds: Int) {
        #expect(SpecDecoder.milliseconds(text) == milliseconds)
    }

    @Test(arguments: ["250", "ms", "s", "0.0005s", "2.5ms", "1m", "-1s", "1e3ms", " 250ms", "250 ms", ".5s", "5.s"])
    func malformedDurationsAreRefused(text: String) {
        #expect(SpecDecoder.milliseconds(text) == nil)
    }

    @Test func aBadDebounceIsALocatedError() throws {
        let (_, found) = load(Self.explore + "search: { text: query, debounce: 250 }\n")
        let error = try #require(found.first { $0.severity == .error })
        #expect(error.message == "'250' is not a duration")
        #expect(error.location.line == 8)
        let (_, zero) = load(Self.explore + "search: { text: query, debounce: 0ms }\n")
        #expect(zero.contains { $0.severity == .error && $0.message.contains("more than 0") })
        let (_, long) = load(Self.explore + "search: { text: query, debounce: 11s }\n")
        #expect(long.contains { $0.severity == .error && $0.message.contains("at most 10 seconds") })
    }

    @Test func aDisplayModeBelongsToTheDrawer() throws {
        let (_, found) = load(Self.explore + "search: { text: query, placement: toolbar, displayMode: always }\n")
        let error = try #require(found.first { $0.severity == .error })
        #expect(error.message.contains("'displayMode' is the navigation bar drawer's"))
        #expect(error.location.line == 8)
    }

    @Test func theTextIsABindableString() throws {
        let (_, unknown) = load(Self.explore + "search: { text: qery }\n")
        #expect(unknown.contains { $0.id == "unknown-binding" && $0.notes.contains("did you mean 'query'?") })
        let (_, ofALoad) = load(Self.explore + "search: { text: results }\n")
        #expect(ofALoad.contains { $0.id == "unbindable-member" })
        let (_, number) = load(
            Self.explore.replacingOccurrences(of: "type: String", with: "type: Int") + "search: { text: query }\n")
        #expect(number.contains { $0.id == "binding-type-mismatch" && $0.message.contains("a search field") })
    }

    @Test func aDebounceWithoutALoadThatSearchesIsAWarning() throws {
        let (_, found) = load(
            Self.explore.replacingOccurrences(of: ", dependsOn: [query]", with: "")
                + "search: { text: query, debounce: 250ms }\n")
        let warning = try #require(found.first { $0.id == "debounce-without-search-load" })
        #expect(warning.severity == .warning)
        #expect(warning.location.line == 8)
        let (_, fine) = load(Self.explore + "search: { text: query, debounce: 250ms }\n")
        #expect(!fine.contains { $0.id == "debounce-without-search-load" })
    }

    @Test func aStorePropertyIsSearchedThroughTheStore() throws {
        let yaml = """
            screen: Inbox
            store:
              dependencies: [{ name: mailbox, type: Mailbox, preview: Mailbox.preview }]
              properties: [{ name: query, type: String, initial: '""' }]
            loads:
              - { name: messages, type: "[Message]", call: "mailbox.messages(matching: query)", dependsOn: [query] }
            search: { text: store.query, debounce: 0.5s }
            """
        let (spec, found) = load(yaml)
        #expect(found.isEmpty, "\(DiagnosticFormat.text.render(found))")
        let model = ModelBuilder().build(try #require(spec))
        #expect(model.facts.searchedLoads == ["messages"])
        #expect(model.loads.map(\.waitsForSearch) == [true])
        #expect(model.loads.map(\.readsSearchText) == [true])
        let search = try #require(model.search)
        #expect(search.binding.member == "store")
        #expect(search.binding.properties == ["query"])
        #expect(search.debounceMilliseconds == 500)
    }

    @Test func withoutADebounceNoLoadWaits() throws {
        let (spec, _) = load(Self.explore + "search: { text: query }\n")
        let model = ModelBuilder().build(try #require(spec))
        #expect(model.facts.searchedLoads == ["results"])
        #expect(model.loads.map(\.waitsForSearch) == [false])
        // It still reads the text: no results for a text are the search's empty state.
        #expect(model.loads.map(\.readsSearchText) == [true])
    }

    @Test func aLoadThatDoesNotReadTheTextKeepsItsOwnEmptyState() throws {
        let yaml = """
            screen: Explore
            state: [{ name: query, type: String, initial: '""' }]
            environment: [{ name: client, type: FeedClient, preview: FeedClient.preview }]
            loads:
              - { name: posts, type: "[Post]", call: client.trendingPosts(), empty: { title: No Posts, systemImage: tray } }
            content: { sections: [{ load: posts, element: post, row: "PostRow(post: post)" }] }
            search: { text: query }
            """
        let (spec, _) = load(yaml)
        let model = ModelBuilder().build(try #require(spec))
        #expect(model.loads.map(\.readsSearchText) == [false])
        let view = try #require(try SwiftEmitter().emit(model).first { $0.path.hasSuffix("View.swift") }).contents
        #expect(!view.contains("ContentUnavailableView.search"))
    }
}
