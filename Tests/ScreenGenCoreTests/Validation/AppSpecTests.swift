import Foundation
import Testing

@testable import ScreenGenCore

/// An app spec (`app:` at the root): decoded by the spec's reader, checked on its own with located
/// errors, and across the run (tab roots, participants of its flow).
@Suite struct AppSpecTests {
    static let app = """
        app: Social
        summary: The tabs.
        dependencies:
          - { name: client, type: FeedClient, initial: "FeedClient()", preview: FeedClient.preview }
        tabs:
          - { case: timeline, title: Timeline, systemImage: rectangle.stack, root: "HomeView()" }
          - { case: mentions, title: Mentions, systemImage: at, root: "MentionsView()", badge: client.count }
          - { case: post, title: Post, systemImage: square.and.pencil, presents: composer }
        sheets:
          - { case: composer, destination: "ComposerView()" }
        routes:
          - { case: account, value: Author.ID, destination: "AuthorView(name: value)", path: "/a/{value}", tab: timeline }

        """

    static func load(_ text: String, _ file: String = "Social.yaml") -> SpecLoader.Result {
        SpecLoader().load(bytes: Array(text.utf8), file: file)
    }

    static func errors(_ text: String) -> [Diagnostic] {
        load(text).diagnostics.filter { $0.severity == .error }
    }

    @Test func theAppDecodesWithItsFacts() throws {
        let result = Self.load(Self.app)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let app = try #require(result.app)
        #expect(result.spec == nil)
        #expect(app.app.value == "Social" && app.summary == "The tabs.")
        #expect(app.tabs.map(\.caseName.value) == ["timeline", "mentions", "post"])
        #expect(app.tabs[1].badge?.value == "client.count" && app.tabs[2].presents?.value == "composer")
        #expect(app.tabs[2].location == SourceLocation(file: "Social.yaml", line: 8, column: 5))
        #expect(app.routes.first?.tab?.value == "timeline" && app.routes.first?.route.path?.value.text == "/a/{value}")
        #expect(app.dependencies.first?.preview?.value == "FeedClient.preview")
        let facts = try #require(result.appFacts)
        #expect(
            facts.generatedTypes.map(\.name) == [
                "SocialTab", "SocialRoute", "SocialRouter", "SocialSheet", "SocialRootView",
            ])
        #expect(SwiftEmitter.paths(for: facts, layout: .perScreen).first == "Social/SocialTab.swift")
    }

    @Test func unknownKeysAreLocatedWithASuggestion() {
        let found = Self.errors(
            "app: A\ntabs:\n  - { case: a, title: A, systemImage: a, root: \"AView()\", badges: 1 }\n")
        #expect(found.map(\.id) == ["unknown-key"])
        #expect(found.first?.notes.contains("did you mean 'badge'?") == true)
    }

    @Test func aTabHasExactlyOneOfRootAndPresents() {
        let both = Self.errors(
            "app: A\ntabs:\n  - { case: a, title: A, systemImage: a, root: \"AView()\", presents: b }\n")
        #expect(both.map(\.id) == ["tab-kind"])
        let neither = Self.errors("app: A\ntabs:\n  - { case: a, title: A, systemImage: a }\n")
        #expect(neither.map(\.id) == ["tab-kind"])
        #expect(Self.errors("app: A\ntabs: []\n").map(\.id) == ["missing-key"])
    }

    /// A tab's icon is an SF Symbol or an image of the asset catalog, exactly one of the two, in the
    /// `Label` of `.tabItem` and in the iOS 18 `Tab` alike.
    @Test func aTabsIconIsASymbolOrAnAssetImage() throws {
        let asset = Self.app.replacingOccurrences(of: "systemImage: at,", with: "image: mentions,")
        for (target, call) in [("17.0", "Label(\"Mentions\", image: \"mentions\")"), ("18.0", "Tab(\"Mentions\", image: \"mentions\", value:")] {
            let result = Self.load(asset + "platform: { iOS: \"\(target)\" }\n")
            #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
            let files = try SwiftEmitter().emit(ModelBuilder().build(try #require(result.app)))
            let root = try #require(files.first { $0.path.hasSuffix("SocialRootView.swift") }).contents
            #expect(root.contains(call), "iOS \(target)")
            #expect(root.contains("\"Timeline\", systemImage: \"rectangle.stack\""), "iOS \(target)")
        }
        let both = Self.errors(Self.app.replacingOccurrences(of: "systemImage: at,", with: "systemImage: at, image: at,"))
        #expect(both.map(\.id) == ["tab-icon"] && both.first?.location.line == 7)
        #expect(both.first?.message == "tab 'mentions' needs exactly one of 'systemImage' and 'image'")
        let neither = Self.errors(Self.app.replacingOccurrences(of: "systemImage: at,", with: ""))
        #expect(neither.map(\.id) == ["tab-icon"] && neither.first?.location.line == 7)
    }

    @Test func namesAreUniqueAndReferencesResolve() {
        let text = Self.app.replacingOccurrences(of: "case: mentions", with: "case: timeline")
            .replacingOccurrences(of: "presents: composer", with: "presents: composr")
            .replacingOccurrences(of: "tab: timeline", with: "tab: timelin")
        let found = Self.errors(text)
        #expect(found.map(\.id).sorted() == ["duplicate-name", "unknown-sheet", "unknown-tab"])
        let sheet = found.first { $0.id == "unknown-sheet" }
        #expect(sheet?.location.line == 8 && sheet?.notes.first == "did you mean 'composer'?")
        #expect(found.first { $0.id == "duplicate-name" }?.location.line == 7)
    }

    @Test func aRouteCannotOpenATabThatPresentsASheet() {
        let found = Self.errors(Self.app.replacingOccurrences(of: "tab: timeline", with: "tab: post"))
        #expect(found.map(\.id) == ["unknown-tab"])
        #expect(found.first?.message.contains("presents a sheet") == true)
    }

    @Test func targetsFromIOS16AreGeneratedEachWithItsAPI() throws {
        let old = Self.errors(Self.app + "platform: { iOS: \"15.0\" }\n")
        #expect(old.map(\.id) == ["unsupported-target"])
        #expect(old.first?.location.line == 13)
        for (target, legacy, tabType) in [("16.0", true, false), ("17.0", false, false), ("18.0", false, true)] {
            let result = Self.load(Self.app + "platform: { iOS: \"\(target)\" }\n")
            #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
            let model = ModelBuilder().build(try #require(result.app))
            #expect(model.legacyObservation == legacy && model.usesTabType == tabType, "iOS \(target)")
        }
    }

    /// An app expression is pasted into the root view as a screen's is: an API newer than the target
    /// is the same located error.
    @Test func anAPINewerThanTheTargetIsRefused() {
        let text = Self.app.replacingOccurrences(
            of: "root: \"MentionsView()\"",
            with: "root: \"MentionsView().inspector(isPresented: .constant(true)) { Text(\\\"i\\\") }\"")
        let found = Self.errors(text + "platform: { iOS: \"16.0\" }\n")
        #expect(found.map(\.id) == ["api-newer-than-target"])
        #expect(found.first?.location.line == 7)
        #expect(found.first?.message.hasPrefix("the root of tab 'mentions' uses inspector") == true)
        #expect(Self.errors(text + "platform: { iOS: \"17.0\" }\n").isEmpty)
    }

    /// `stack: false` shows a root without a stack of the app's: no router, so no route can open it,
    /// and the tab cannot be a sheet tab.
    @Test func aTabWithoutAStackHasNoRouter() throws {
        let plain = Self.app.replacingOccurrences(
            of: "badge: client.count }", with: "badge: client.count, stack: false }")
        let result = Self.load(plain)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let app = try #require(result.app)
        #expect(app.tabs.map(\.hasStack) == [true, false, false])
        #expect(ModelBuilder().build(app).tabs.map(\.routerName) == ["timelineRouter", nil, nil])
        let opened = Self.errors(plain.replacingOccurrences(of: "tab: timeline", with: "tab: mentions"))
        #expect(opened.map(\.id) == ["unknown-tab"])
        #expect(opened.first?.message.contains("without a stack of the app's") == true)
        let sheetTab = Self.errors(
            Self.app.replacingOccurrences(of: "presents: composer", with: "presents: composer, stack: true"))
        #expect(sheetTab.map(\.id) == ["tab-kind"] && sheetTab.first?.location.line == 8)
        let noStacks = Self.errors(
            "app: A\ntabs:\n  - { case: a, title: A, systemImage: a, root: \"AView()\", stack: false }\nroutes:\n"
                + "  - { case: b, destination: \"BView()\" }\n")
        #expect(noStacks.map(\.id) == ["tab-kind"] && noStacks.first?.location.line == 5)
    }

    /// The root's `modifiers` are read and checked as a screen's `content.modifiers` are (a call that
    /// starts with `.`, lexed; an API newer than the target refused), and written after the
    /// `TabView`'s own modifiers, before the environment they may read.
    @Test func theRootTakesModifiersCheckedAsAScreensAre() throws {
        let text = Self.app + "modifiers: [\".modelContainer(for: Trip.self)\", \".shop()\"]\n"
        let result = Self.load(text)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let files = try SwiftEmitter().emit(ModelBuilder().build(try #require(result.app)))
        let root = try #require(files.first { $0.path.hasSuffix("SocialRootView.swift") }).contents
        #expect(
            root.contains(
                "            navigation.open(url)\n        }\n        .modelContainer(for: Trip.self)\n        .shop()\n"
                    + "        .environment(navigation)\n"))
        let notACall = Self.errors(Self.app + "modifiers: [\"shop()\"]\n")
        #expect(notACall.map(\.id) == ["invalid-expression"] && notACall.first?.location.line == 13)
        #expect(notACall.first?.message == "a modifier starts with '.' and its name, not 'shop()'")
        #expect(Self.errors(Self.app + "modifiers: [\".shop(\"]\n").map(\.id) == ["invalid-expression"])
        let newer = Self.errors(
            Self.app + "modifiers: [\".inspector(isPresented: .constant(true)) { Text(\\\"i\\\") }\"]\n"
                + "platform: { iOS: \"16.0\" }\n")
        #expect(newer.map(\.id) == ["api-newer-than-target"] && newer.first?.location.line == 13)
        #expect(newer.first?.message.hasPrefix("a modifier of the root uses inspector") == true)
    }

    /// A tab's `if` wraps the tab in the `TabView` (a `Tab` at iOS 18, the tagged view before) and
    /// reads the root's names; its `modifiers` follow the `Tab`, or the view's `.tag`.
    @Test(arguments: [("17.0", ".toolbarBackground(.visible, for: .tabBar)"), ("18.0", ".customizationID(\"mentions\")")])
    func aTabTakesAConditionAndModifiers(target: String, modifier: String) throws {
        let text = Self.app.replacingOccurrences(
            of: "badge: client.count }", with: "badge: client.count, if: client.isSignedIn, modifiers: ['\(modifier)'] }")
            + "platform: { iOS: \"\(target)\" }\n"
        let result = Self.load(text)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let files = try SwiftEmitter().emit(ModelBuilder().build(try #require(result.app)))
        let root = try #require(files.first { $0.path.hasSuffix("SocialRootView.swift") }).contents
        let expected =
            target == "18.0"
            ? """
                        if client.isSignedIn {
                            Tab("Mentions", systemImage: "at", value: SocialTab.mentions) {
                                NavigationStack(path: Bindable(navigation.mentionsRouter).path) {
                                    MentionsView()
                                        .withSocialRoutes()
                                }
                                .environment(navigation.mentionsRouter)
                            }
                            .badge(client.count)
                            \(modifier)
                        }

            """
            : """
                        if client.isSignedIn {
                            NavigationStack(path: Bindable(navigation.mentionsRouter).path) {
                                MentionsView()
                                    .withSocialRoutes()
                            }
                            .environment(navigation.mentionsRouter)
                            .tabItem { Label("Mentions", systemImage: "at") }
                            .badge(client.count)
                            .tag(SocialTab.mentions)
                            \(modifier)
                        }

            """
        #expect(root.contains(expected), "\(root)")
        try expectSwiftFormatFixedPoint(root, fileName: "SocialRootView.swift")
        let unknown = Self.errors(text.replacingOccurrences(of: "if: client.isSignedIn", with: "if: clent.isSignedIn"))
        #expect(unknown.map(\.id) == ["unknown-name"] && unknown.first?.location.line == 7, "\(unknown)")
        #expect(unknown.first?.message == "'if' reads 'clent', which the app does not declare")
        #expect(unknown.first?.notes.first == "did you mean 'client'?")
    }

    /// iOS 18's search tab role and iOS 26's collapsing tab bar: written on the `Tab` and the
    /// `TabView`, and below their iOS a located `api-newer-than-target` at the key.
    @Test func aSearchTabAndACollapsingTabBarNeedTheirIOS() throws {
        let text = Self.app.replacingOccurrences(
            of: "root: \"MentionsView()\", badge: client.count }", with: "root: \"MentionsView()\", badge: client.count, role: search }")
            + "tabBarMinimize: onScrollDown\n"
        let result = Self.load(text + "platform: { iOS: \"26.0\" }\n")
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let files = try SwiftEmitter().emit(ModelBuilder().build(try #require(result.app)))
        let root = try #require(files.first { $0.path.hasSuffix("SocialRootView.swift") }).contents
        #expect(root.contains("Tab(\"Mentions\", systemImage: \"at\", value: SocialTab.mentions, role: .search) {"))
        #expect(root.contains("        }\n        .tabBarMinimizeBehavior(.onScrollDown)\n"), "\(root)")
        let at18 = Self.errors(text + "platform: { iOS: \"18.0\" }\n")
        #expect(at18.map(\.id) == ["api-newer-than-target"] && at18.first?.location.line == 13, "\(at18)")
        #expect(
            at18.first?.message
                == "tabBarMinimize uses tabBarMinimizeBehavior, which needs iOS 26.0; the target is iOS 18.0")
        let at17 = Self.errors(text + "platform: { iOS: \"17.0\" }\n")
        #expect(at17.map(\.id) == ["api-newer-than-target", "api-newer-than-target"], "\(at17)")
        #expect(at17.first?.message == "the role of tab 'mentions' uses TabRole, which needs iOS 18.0; the target is iOS 17.0")
        #expect(at17.first?.location.line == 7)
    }

    /// An app without routes still has stacks (for titles and toolbars); its routes modifier then
    /// registers nothing, since a `switch` over an enum without cases does not compile.
    @Test func anAppWithoutRoutesRegistersNoDestination() throws {
        let text = "app: Plain\ntabs:\n  - { case: a, title: A, systemImage: a, root: \"Text(\\\"A\\\")\" }\n"
        let result = Self.load(text)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let files = try SwiftEmitter().emit(ModelBuilder().build(try #require(result.app)))
        let root = try #require(files.first { $0.path.hasSuffix("PlainRootView.swift") }).contents
        #expect(root.contains("    func withPlainRoutes() -> some View {\n        self\n    }"))
        #expect(!root.contains("switch route"))
    }

    /// `style: sidebarAdaptable` is the iPad and Mac form of the tabs from iOS 18; below it, the same
    /// located error as any API newer than the target, at the key.
    @Test func aSidebarAdaptableStyleNeedsIOS18() throws {
        let text = Self.app + "style: sidebarAdaptable\n"
        let result = Self.load(text + "platform: { iOS: \"18.0\" }\n")
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let files = try SwiftEmitter().emit(ModelBuilder().build(try #require(result.app)))
        let root = try #require(files.first { $0.path.hasSuffix("SocialRootView.swift") }).contents
        #expect(root.contains("        }\n        .tabViewStyle(.sidebarAdaptable)\n        .sheet(item: $navigation.sheet)"))
        let older = Self.errors(text + "platform: { iOS: \"17.0\" }\n")
        #expect(older.map(\.id) == ["api-newer-than-target"])
        #expect(older.first?.location == SourceLocation(file: "Social.yaml", line: 13, column: 8))
        #expect(older.first?.message == "the style uses sidebarAdaptable, which needs iOS 18.0; the target is iOS 17.0")
        #expect(!(try SwiftEmitter().emit(ModelBuilder().build(try #require(Self.load(Self.app).app))))
            .contains { $0.contents.contains("tabViewStyle") })
    }

    /// An app none of whose tabs holds a stack (each root owns its own) has nothing to push: no route
    /// enum, no router, no `router(for:)` and no routes modifier, and no participant can join it.
    @Test func anAppWithoutStacksHasNoRoutesOrRouters() throws {
        let text = "app: Birds\ntabs:\n  - { case: a, title: A, systemImage: a, root: \"AStack()\", stack: false }\n"
            + "  - { case: b, title: B, image: b, root: \"BStack()\", stack: false }\n"
        let result = Self.load(text)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let app = try #require(result.app)
        #expect(!app.hasStacks)
        let facts = try #require(result.appFacts)
        #expect(facts.generatedTypes.map(\.name) == ["BirdsTab", "BirdsRootView"])
        let model = ModelBuilder().build(app)
        #expect(model.facts.testTypes.map(\.name) == ["BirdsNavigationTests"])
        let files = try SwiftEmitter(tests: .init(module: "Birds")).emit(model)
        #expect(files.map(\.path).sorted() == ["Birds/BirdsNavigationTests.swift", "Birds/BirdsRootView.swift", "Birds/BirdsTab.swift"])
        for file in files {
            #expect(!file.contents.contains("BirdsRout") && !file.contents.contains("withBirdsRoutes"), "\(file.path)")
        }
        let participant = try #require(
            Self.load("screen: Home\nnavigation: participant\nflow: Birds\n", "Home.yaml").spec)
        let found = FlowOwnerCheck().check([participant], facts: [ScreenFacts(participant)], apps: [app])
        #expect(found.map(\.id) == ["unknown-flow"])
        #expect(found.first?.message.contains("names the app Birds, none of whose tabs holds a stack") == true)
    }

    /// The app's generated suites: a deep link's tab is its route's, else the first tab, else (that
    /// one has no stack) the first tab with one; a re-tap test pushes a route it can make.
    @Test func theNavigationTestsKnowWhereEachDeepLinkOpens() throws {
        let text =
            Self.app.replacingOccurrences(
                of: "  - { case: timeline, title: Timeline, systemImage: rectangle.stack, root: \"HomeView()\" }\n",
                with: "  - { case: profile, title: Me, systemImage: person, root: \"MeView()\", stack: false }\n"
                    + "  - { case: timeline, title: Timeline, systemImage: rectangle.stack, root: \"HomeView()\" }\n")
            + "  - { case: post, value: Int, destination: \"PostView(id: value)\", path: \"/p/{value}\" }\n"
        let result = Self.load(text)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let model = ModelBuilder().build(try #require(result.app))
        let suite = try #require(model.navigationTests)
        #expect(suite.initialTab == "profile" && suite.stackedTabs == ["timeline", "mentions"])
        #expect(
            suite.deepLinks.map { [$0.startTab, $0.tab] } == [["mentions", "mentions"]],
            "account has no sample; post, without a tab, stays on the stacked tab it is opened from")
        #expect(suite.deepLinks.map(\.route.caseName) == ["post"])
        #expect(suite.pushedRoute == RouteSample(caseName: "post", sample: "42"))
        #expect(suite.sheetTabs == [.init(tab: "post", sheet: "composer")] && suite.routerIsOptional)
        #expect(model.routeTests?.unsampled == ["account"])
        #expect(model.facts.testTypes.map(\.name) == ["SocialNavigationTests", "SocialRouteTests"])
        // One deep link alone: its argument list has no trailing comma, as `swift format` writes it.
        let tests = try #require(
            try SwiftEmitter(tests: .init(module: "Social")).emit(model).first {
                $0.path.hasSuffix("SocialNavigationTests.swift")
            })
        try expectSwiftFormatFixedPoint(tests.contents, fileName: "SocialNavigationTests.swift")
    }

    @Test func aDependencyCannotTakeTheNavigationsName() {
        let found = Self.errors(Self.app.replacingOccurrences(of: "name: client", with: "name: navigation"))
        #expect(found.map(\.id) == ["duplicate-name"] && found.first?.location.line == 4)
    }

    @Test func theMainAppStructIsGeneratedOnRequest() throws {
        let facts = try #require(Self.load(Self.app + "main: true\n").appFacts)
        #expect(facts.entryPointType == "SocialApp" && facts.generatedTypes.last?.name == "SocialApp")
        #expect(try #require(Self.load(Self.app).appFacts).entryPointType == nil)
    }

    /// With screens in the run, a tab whose root calls a `…View` no screen generates is an error;
    /// the app's routes are what its participants' rows push.
    @Test func acrossTheRunRootsAndParticipantsAreChecked() throws {
        let app = try #require(Self.load(Self.app).app)
        let home = try #require(
            Self.load(
                "screen: Home\nnavigation: participant\nflow: Social\nloads:\n  - { name: posts, type: \"[Post]\", "
                    + "call: f() }\ncontent:\n  sections:\n    - { load: posts, element: post, row: \"PostRow(post: "
                    + "post)\", navigate: acount(post.authorID) }\n", "Home.yaml"
            ).spec)
        let roots = AppCheck().checkRoots([app], screens: [home], facts: [ScreenFacts(home)])
        #expect(roots.map(\.id) == ["unknown-tab-root"])
        #expect(
            roots.first?.message == "tab 'mentions' shows MentionsView, but no screen 'Mentions' is among the specs")
        #expect(
            AppCheck().checkRoots([app], screens: [], facts: []).isEmpty, "an app run alone cannot know the screens")
        let owner = try #require(
            Self.load(
                "screen: Mentions\nroutes:\n  - { case: detail, destination: \"DetailView()\" }\n", "Mentions.yaml"
            ).spec)
        let nested = AppCheck().checkRoots(
            [app], screens: [home, owner], facts: [ScreenFacts(home), ScreenFacts(owner)])
        #expect(nested.map(\.id) == ["tab-root-owns-stack"])
        #expect(nested.first?.location.line == 7)
        // A root that owns its stack is fine in a tab without one; a participant is not.
        let plain = try #require(
            Self.load(
                Self.app.replacingOccurrences(
                    of: "root: \"MentionsView()\", badge: client.count",
                    with: "root: \"HomeView()\", badge: client.count, stack: false")
            ).app)
        let unstacked = AppCheck().checkRoots(
            [plain], screens: [home, owner], facts: [ScreenFacts(home), ScreenFacts(owner)])
        #expect(unstacked.map(\.id) == ["tab-root-needs-stack"])
        #expect(unstacked.first?.location.line == 7)
        // A sheet has no stack of the app's for a participant; a route pushes onto one, so it may not
        // show a screen that owns its own.
        let presented = try #require(
            Self.load(
                Self.app.replacingOccurrences(
                    of: "destination: \"ComposerView()\"", with: "destination: \"HomeView()\""
                )
                .replacingOccurrences(
                    of: "destination: \"AuthorView(name: value)\"", with: "destination: \"MentionsView()\""
                )
                .replacingOccurrences(of: "root: \"MentionsView()\"", with: "root: \"HomeView()\"")
            ).app)
        let destinations = AppCheck().checkRoots(
            [presented], screens: [home, owner], facts: [ScreenFacts(home), ScreenFacts(owner)])
        #expect(destinations.map(\.id) == ["sheet-needs-stack", "tab-root-owns-stack"])
        #expect(destinations.map(\.location.line) == [10, 12])
        let routes = RowNavigationCheck().checkParticipants([home], facts: [ScreenFacts(home)], apps: [app])
        #expect(routes.map(\.id) == ["unknown-route"])
        #expect(routes.first?.message == "'acount' names no route of the flow Social (Social.yaml)")
    }

    @Test func theModelNamesEachTabsRouterAndTheRoutesTabs() throws {
        let app = try #require(Self.load(Self.app).app)
        let model = ModelBuilder().build(app)
        #expect(model.tabs.map(\.routerName) == ["timelineRouter", "mentionsRouter", nil])
        #expect(model.initialTab == "timeline")
        #expect(model.routeTabs.map(\.tab) == ["timeline"])
        #expect(model.navigation.hasDeepLinks && model.sheets?.cases.map(\.caseName) == ["composer"])
    }
}
