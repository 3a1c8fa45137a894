import Testing

@testable import ScreenGenCore

/// A tab tapped again at its root scrolls its root screen to the top: the app's tab says it asks
/// (`scrollToTopOnReselect`, through its router), a participant's content says it follows, with a
/// `ScrollPosition` (iOS 18) on its `ScrollView`. Every other shape is a located error.
@Suite struct ScrollToTopTests {
    static func screen(
        container: String = "lazyVStack", iOS: String = "18.0", navigation: String = "navigation: participant\nflow: Social\n",
        state: String = ""
    ) -> SpecLoader.Result {
        let yaml =
            "screen: Feeds\nplatform: { iOS: \"\(iOS)\" }\n\(navigation)\(state)content:\n  container: \(container)\n"
            + "  scrollToTopOnReselect: true\n  sections:\n    - { items: posts, element: post, row: \"PostRow(post: post)\" }\n"
            + "members:\n  - \"private var posts: [Post] { [] }\"\n"
        return SpecLoader().load(bytes: Array(yaml.utf8), file: "Specs/Feeds.yaml")
    }

    static func errors(_ result: SpecLoader.Result) -> [Diagnostic] {
        result.diagnostics.filter { $0.severity == .error }
    }

    @Test func aParticipantsScrollViewFollowsItsRouter() throws {
        let result = Self.screen()
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics.map(\.message))")
        let spec = try #require(result.spec)
        #expect(spec.content?.scrollToTopOnReselect?.value == true)
        let model = ModelBuilder().build(spec, facts: try #require(result.facts))
        #expect(model.scrollToTop?.position == "scrollPosition" && model.scrollToTop?.router == "router")
        #expect(model.view.members.contains { $0.name == "router" && $0.type == "SocialRouter" })
        #expect(model.view.members.contains { $0.name == "scrollPosition" && $0.initialValue == .topEdge })
    }

    @Test(arguments: ["list", "form", "lazyHStack"])
    func aContentThatIsNoVerticalScrollViewIsALocatedError(_ container: String) throws {
        let errors = Self.errors(Self.screen(container: container))
        let error = try #require(errors.first)
        #expect(errors.count == 1, "\(errors.map(\.message))")
        #expect(error.id == "scroll-to-top")
        #expect(error.message == "'scrollToTopOnReselect' scrolls a vertical ScrollView, and this content is a '\(container)'")
        #expect(error.location.line == 7 && error.location.column == 26, "\(error.location)")
    }

    @Test(arguments: ["", "navigation: owner\n", "navigation: participant\n"])
    func aScreenWithoutAnAppsRouterIsALocatedError(_ navigation: String) throws {
        let errors = Self.errors(Self.screen(navigation: navigation)).filter { $0.id == "scroll-to-top" }
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.message.contains("not a participant of an app's flow"), "\(error.message)")
        #expect(error.location.column == 26)
    }

    @Test func anOlderTargetIsTheAvailabilityErrorAtTheKey() throws {
        let errors = Self.errors(Self.screen(iOS: "17.0"))
        let error = try #require(errors.first)
        #expect(errors.count == 1, "\(errors.map(\.message))")
        #expect(error.id == "api-newer-than-target")
        #expect(
            error.message == "'scrollToTopOnReselect' uses ScrollPosition, which needs iOS 18.0; the target is iOS 17.0")
        #expect(error.location.line == 7 && error.location.column == 26)
    }

    @Test func itsPositionIsAMemberName() {
        let errors = Self.errors(
            Self.screen(state: "state:\n  - { name: scrollPosition, type: Int, initial: \"0\" }\n"))
        #expect(errors.contains { $0.id == "duplicate-name" && $0.message.contains("scrollPosition") }, "\(errors)")
    }

    @Test func anAppTabAsksOnlyThroughItsStack() throws {
        let app = """
            app: Social
            tabs:
              - { case: timeline, title: Timeline, systemImage: house, root: "HomeView()", scrollToTopOnReselect: true }
              - { case: profile, title: Profile, systemImage: person, root: "ProfileView()", stack: false, scrollToTopOnReselect: true }

            """
        let errors = Self.errors(SpecLoader().load(bytes: Array(app.utf8), file: "Social.yaml"))
        let error = try #require(errors.first)
        #expect(errors.count == 1, "\(errors.map(\.message))")
        #expect(error.id == "tab-kind" && error.message.contains("tab 'profile' has no stack"), "\(error.message)")
        #expect(error.location.line == 4)

        let valid = app.replacingOccurrences(of: "stack: false, scrollToTopOnReselect: true", with: "stack: false")
        let result = SpecLoader().load(bytes: Array(valid.utf8), file: "Social.yaml")
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics.map(\.message))")
        let spec = try #require(result.app)
        #expect(spec.tabs.map { $0.scrollToTopOnReselect?.value } == [true, nil])
        #expect(ModelBuilder().build(spec).tabs.map(\.scrollsToTopOnReselect) == [true, false])
    }

    /// Across the run: a tab whose root follows the requests must make them, or the root reads a
    /// count its router does not have.
    @Test func aTabWhoseRootFollowsTheRequestsMakesThem() throws {
        let feeds = try #require(Self.screen().spec)
        let app = """
            app: Social
            tabs:
              - { case: feeds, title: Feeds, systemImage: newspaper, root: "FeedsView()" }

            """
        let plain = try #require(SpecLoader().load(bytes: Array(app.utf8), file: "Social.yaml").app)
        let errors = AppCheck().checkRoots([plain], screens: [feeds], facts: [ScreenFacts(feeds)])
        #expect(errors.map(\.id) == ["scroll-to-top"])
        #expect(errors.first?.message.contains("tab 'feeds' shows FeedsView, which scrolls to the top") == true)
        #expect(errors.first?.location.line == 3)
        let asking = try #require(
            SpecLoader().load(
                bytes: Array(app.replacingOccurrences(of: "root: \"FeedsView()\"", with: "root: \"FeedsView()\", scrollToTopOnReselect: true").utf8),
                file: "Social.yaml"
            ).app)
        #expect(AppCheck().checkRoots([asking], screens: [feeds], facts: [ScreenFacts(feeds)]).isEmpty)
    }
}
