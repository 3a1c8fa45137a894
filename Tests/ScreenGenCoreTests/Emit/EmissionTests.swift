import Foundation
import Testing

@testable import ScreenGenCore

/// What the generated Swift says, through the real binary: files that compile in Swift 6 mode
/// whatever types the spec names, no unused bindings, initialisers in the order callers use, and
/// previews that show the toolbar. Platform-neutral files are compiled on Linux here; views are
/// type-checked against the iOS SDK through their golden cases (Tests/Fixtures/typecheck-goldens.sh).
@Suite struct EmissionTests {
    /// Writes `spec` to `spec.yaml` in a fresh sandbox, generates it into `Generated/` and returns
    /// the sandbox and the generated files by their path under `Generated/`.
    private func generate(_ spec: String, config: String? = nil) throws -> (Sandbox, [String: String]) {
        let sandbox = try Sandbox()
        try sandbox.write("spec.yaml", spec)
        if let config { try sandbox.write("screengen.yml", config) }
        let result = try sandbox.screengen("generate", "-q", "spec.yaml", "--output", "Generated")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        return (sandbox, sandbox.swiftFiles("Generated"))
    }

    /// Type-checks `files` (paths in the sandbox) with `support` as one more file, in Swift 6 mode.
    private func typecheck(_ files: [String], in sandbox: Sandbox, support: String) throws -> RunResult {
        let swiftc = try #require(which("swiftc"))
        try sandbox.write("Support.swift", support)
        return try run(
            swiftc,
            ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "Emission", "Support.swift"]
                + files, in: sandbox.root)
    }

    // MARK: Foundation types in platform-neutral files

    /// A store, route enum, sheet enum and alert enum whose spec names Foundation types.
    static let downloads = """
        screen: Downloads
        store:
          properties:
            - { name: lastRefreshed, type: "Date?", initial: nil }
            - { name: folder, type: URL, initial: 'URL(fileURLWithPath: "/tmp")' }
          dependencies:
            - { name: client, type: DownloadClient, preview: DownloadClient() }
        loads:
          - { name: receipts, type: "[UUID]", call: "client.receipts(in: folder)" }
        routes:
          - { case: receipt, value: UUID, destination: "ReceiptView(id: value)" }
        sheets:
          - { case: share, item: URL, destination: "ShareView(url: item)" }
        alerts:
          - { case: openFailed, item: URL, title: 'Could not open \\(item.lastPathComponent)' }

        """

    /// The app's side of `downloads`: its client, and the `Identifiable` a sheet of URLs needs.
    static let downloadsSupport = """
        import Foundation

        struct DownloadClient: Sendable {
            func receipts(in folder: URL) async throws -> [UUID] { [UUID()] }
        }

        extension URL: @retroactive Identifiable {
            public var id: String { absoluteString }
        }

        """

    @Test func storesRoutesAndPresentationsCompileWhenTheSpecNamesFoundationTypes() throws {
        let (sandbox, files) = try generate(Self.downloads)
        let neutral = files.keys.filter { !$0.hasSuffix("View.swift") }.sorted()
        #expect(
            neutral == [
                "Downloads/DownloadsAlert.swift", "Downloads/DownloadsRoute.swift", "Downloads/DownloadsRouter.swift",
                "Downloads/DownloadsSheet.swift", "Downloads/DownloadsStore.swift",
            ])
        let result = try typecheck(neutral.map { "Generated/" + $0 }, in: sandbox, support: Self.downloadsSupport)
        #expect(result.status == 0, "\(result.stderr)")
        for file in neutral {
            #expect(!(files[file] ?? "").contains("import SwiftUI"), "\(file) must stay platform-neutral")
        }
    }

    @Test func legacyStoresImportFoundationNextToCombine() throws {
        let (_, files) = try generate("platform: { iOS: \"16.0\" }\n" + Self.downloads)
        let store = try #require(files["Downloads/DownloadsStore.swift"])
        #expect(store.contains("\nimport Combine\nimport Foundation\n"))
    }

    // MARK: custom environment values

    /// The manual `EnvironmentKey` SwiftUI declares, as far as a key's default is concerned: the
    /// Swift 6 rule at stake (a global or static stored value must be `Sendable`) is the language's.
    static let environmentKeyShim = """
        protocol EnvironmentKey {
            associatedtype Value
            static var defaultValue: Value { get }
        }

        struct EnvironmentValues {
            subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
                get { Key.defaultValue }
                set {}
            }
        }

        """

    @Test func aManualEnvironmentKeyWithAClosureDefaultCompilesInSwift6() throws {
        let (sandbox, files) = try generate(
            """
            screen: Tags
            platform: { iOS: "17.0" }
            environmentValues:
              - { name: selectTag, type: (String) -> Void, default: "{ _ in }" }
              - { name: rowSpacing, type: Double, default: "8" }

            """, config: "environmentKeys: manual\n")
        let path = "Tags/TagsEnvironmentValues.swift"
        let source = try #require(files[path])
        #expect(source.contains("    static var defaultValue: (String) -> Void { { _ in } }\n"))
        // The file without its SwiftUI import, against the shim of SwiftUI's key protocol.
        try sandbox.write("Keys.swift", source.replacingOccurrences(of: "import SwiftUI\n", with: ""))
        let result = try typecheck(["Keys.swift"], in: sandbox, support: Self.environmentKeyShim)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aLongEnvironmentDefaultGoesOnALineOfItsOwn() throws {
        let long = "DefaultTheme.make(rowSpacing: 8, cornerRadius: 12, accent: .blue, background: .secondary)"
        let (_, files) = try generate(
            """
            screen: Themed
            environmentValues:
              - { name: themedListAppearance, type: ThemedListAppearanceConfiguration, default: "\(long)" }

            """, config: "environmentKeys: manual\n")
        let source = try #require(files["Themed/ThemedEnvironmentValues.swift"])
        #expect(
            source.contains(
                """
                    static var defaultValue: ThemedListAppearanceConfiguration {
                        \(long)
                    }

                """))
    }

    // MARK: unused bindings

    @Test func aSectionRowThatIgnoresTheLoadedValueDoesNotBindIt() throws {
        let (_, files) = try generate(
            """
            screen: Premium
            environment:
              - { name: client, type: AccountClient, preview: AccountClient.preview }
            loads:
              - { name: account, type: Account, call: client.account() }
              - { name: plan, type: Plan, call: client.plan() }
              - { name: default, type: Plan, call: client.plan() }
            content:
              sections:
                - { load: account, row: PremiumFeatureList() }
                - { load: plan, row: "PlanRow(plan: plan)" }
                - { load: default, row: "PlanRow(plan: `default`)" }

            """)
        let view = try #require(files["Premium/PremiumView.swift"])
        // Several sections: each in a `Section`, its cases sixteen spaces in.
        #expect(view.contains("                case .loaded:\n                    PremiumFeatureList()\n"))
        #expect(!view.contains("case .loaded(let account)"))
        #expect(view.contains("                case .loaded(let plan):\n"))
        // A keyword-named load read in backticks is read: its value is bound.
        #expect(view.contains("                case .loaded(let `default`):\n"))
    }

    /// What tells a row that reads the value from one that does not, and the load rules too.
    @Test func aKeywordInBackticksIsAReadName() {
        #expect(SwiftSnippet.readNames(in: "AccountSummary(account: `default`)") == ["AccountSummary", "default"])
        #expect(SwiftSnippet.readNames(in: "`default`.title") == ["default"])
        #expect(SwiftSnippet.readNames(in: "client.`default`") == ["client"])
        #expect(SwiftSnippet.readNames(in: "f(`in`: x)") == ["f", "x"])
        #expect(SwiftSnippet.readNames(in: "f(in: x, default)") == ["f", "x"])
    }

    @Test func aLoadReadingKeywordNamedStateInBackticksWantsItInDependsOn() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "spec.yaml",
            """
            screen: Search
            environment:
              - { name: client, type: FeedClient, preview: FeedClient.preview }
            state:
              - { name: default, type: String, initial: '""' }
            loads:
              - { name: posts, type: "[Post]", call: "client.posts(matching: `default`)" }

            """)
        let result = try sandbox.screengen("validate", "-q", "spec.yaml")
        #expect(
            result.stdout.contains(
                "spec.yaml:7:42: warning: load 'posts' reads 'default' but does not re-run when it changes "
                    + "[task-id-missing]"), "\(result.stdout)")
    }

    // MARK: initialiser order

    /// Apple's Scrumdinger `DetailEditView`: the binding first, then the closure.
    static let detailEdit = """
        screen: DetailEdit
        environment:
          - { name: dismiss, key: dismiss }
        inputs:
          - { name: scrum, type: DailyScrum, ownership: binding, preview: "DailyScrum.sampleData[0]" }
          - { name: saveEdits, type: (DailyScrum) -> Void, preview: "{ _ in }" }
        toolbar:
          - { label: Cancel, placement: cancellationAction, action: dismiss() }
          - { label: Done, placement: confirmationAction, action: saveEdits(scrum) }

        """

    @Test func theInitialiserTakesTheInputsInTheSpecsOrder() throws {
        let (_, files) = try generate(Self.detailEdit)
        let view = try #require(files["DetailEdit/DetailEditView.swift"])
        #expect(
            view.contains(
                """
                    init(scrum: Binding<DailyScrum>, saveEdits: @escaping (DailyScrum) -> Void) {
                        self._scrum = scrum
                        self.saveEdits = saveEdits
                    }

                """))
        #expect(view.contains("DetailEditView(scrum: .constant(DailyScrum.sampleData[0]), saveEdits: { _ in })"))
    }

    @Test func noInitialiserWhenTheMemberOrderIsTheSpecsOrder() throws {
        let (_, files) = try generate(
            """
            screen: DetailEdit
            inputs:
              - { name: saveEdits, type: (DailyScrum) -> Void, preview: "{ _ in }" }
              - { name: scrum, type: DailyScrum, ownership: binding, preview: "DailyScrum.sampleData[0]" }

            """)
        let view = try #require(files["DetailEdit/DetailEditView.swift"])
        #expect(!view.contains("init("))
        #expect(view.contains("DetailEditView(saveEdits: { _ in }, scrum: .constant(DailyScrum.sampleData[0]))"))
    }

    @Test func aReceivedStoreComesAfterTheInputsItFollowsInTheSpec() throws {
        let (_, files) = try generate(
            """
            screen: Inbox
            inputs:
              - { name: isCompact, type: Bool, ownership: binding, preview: "false" }
            store:
              ownership: received

            """)
        let view = try #require(files["Inbox/InboxView.swift"])
        #expect(
            view.contains(
                """
                    init(isCompact: Binding<Bool>, store: InboxStore) {
                        self._isCompact = isCompact
                        self.store = store
                    }

                """))
        #expect(view.contains("InboxView(isCompact: .constant(false), store: InboxStore())"))
    }

    @Test func functionTypesAreToldFromOtherTypes() {
        for type in [
            "(DailyScrum) -> Void", "@MainActor () -> Void", "@Sendable (Int) async throws -> [Int]",
            "() -> Result<Int, any Error>", "(Int) -> (Int) -> Int",
        ] {
            #expect(FunctionType.isFunctionType(type), "\(type)")
        }
        for type in ["((Post) -> Void)?", "[() -> Void]", "Post", "Array<(Int) -> Int>", "(Int, String)", "Post.ID"] {
            #expect(!FunctionType.isFunctionType(type), "\(type)")
        }
    }

    @Test func closureDependenciesOfAnOwnedStoreAreEscaping() throws {
        let (sandbox, files) = try generate(
            """
            screen: Upload
            inputs:
              - { name: onFinish, type: "@MainActor () -> Void", preview: "{}" }
              - { name: onProgress, type: "((Double) -> Void)?", preview: nil }
            store:
              dependencies:
                - { name: upload, type: "@Sendable (Int) async throws -> [Int]", preview: "{ [$0] }" }

            """)
        let view = try #require(files["Upload/UploadView.swift"])
        // An optional closure escapes already: `@escaping` there would not compile.
        #expect(
            view.contains(
                """
                    init(
                        onFinish: @escaping @MainActor () -> Void,
                        onProgress: ((Double) -> Void)?,
                        upload: @escaping @Sendable (Int) async throws -> [Int]
                    ) {

                """))
        let store = try #require(files["Upload/UploadStore.swift"])
        #expect(store.contains("    init(upload: @escaping @Sendable (Int) async throws -> [Int]) {\n"))
        let result = try typecheck(["Generated/Upload/UploadStore.swift"], in: sandbox, support: "")
        #expect(result.status == 0, "\(result.stderr)")
    }

    // MARK: previews

    @Test func aScreenWithAToolbarButNoTitleIsPreviewedInANavigationStack() throws {
        let (_, files) = try generate(Self.detailEdit)
        let view = try #require(files["DetailEdit/DetailEditView.swift"])
        #expect(
            view.contains(
                """
                #Preview("DetailEdit") {
                    NavigationStack {
                        DetailEditView(scrum: .constant(DailyScrum.sampleData[0]), saveEdits: { _ in })
                    }
                }
                """))
    }

    @Test func aScreenWithNeitherTitleToolbarNorNavigationIsPreviewedBare() throws {
        let (_, files) = try generate("screen: Badge\n")
        let view = try #require(files["Badge/BadgeView.swift"])
        #expect(view.contains("#Preview(\"Badge\") {\n    BadgeView()\n}"))
    }
}
