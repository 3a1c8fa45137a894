import Foundation
import Testing

@testable import ScreenGenCore

/// `access` (issue #40, point 1): the level is decided once, in the model, from the spec's key or
/// else the configuration's; the templates only write it. A bad value is a located error with a
/// did-you-mean, in a spec and in `screengen.yml`.
@Suite struct AccessModelTests {
    static let detail = """
        screen: StatusDetail
        inputs:
          - { name: statusID, type: String, preview: "\\"109\\"" }
        """

    @Test func theSpecsLevelWinsOverTheConfigurations() throws {
        let spec = try ModelBuilderTests.spec(Self.detail)
        #expect(ModelBuilder().build(spec).access == .internal)
        #expect(ModelBuilder(access: .package).build(spec).access == .package)
        let own = try ModelBuilderTests.spec(Self.detail + "\naccess: public")
        #expect(ModelBuilder(access: .package).build(own).access == .public)
        var config = Config()
        config.access = .public
        #expect(ModelBuilder(config: config).build(spec).access == .public)
    }

    /// The memberwise `init` is internal: at another level the view declares one, taking the inputs
    /// the memberwise one would, and says why in its doc comment. Without inputs it takes nothing.
    @Test func aViewOfAnotherModuleDeclaresItsInit() throws {
        let spec = try ModelBuilderTests.spec(Self.detail)
        #expect(ModelBuilder().build(spec).view.initializer == nil)
        let initializer = try #require(ModelBuilder(access: .public).build(spec).view.initializer)
        #expect(initializer.parameters.map(\.label) == ["statusID"])
        #expect(initializer.summary == ModelBuilder.exportedSummary)
        let bare = try #require(
            ModelBuilder(access: .package).build(try ModelBuilderTests.spec("screen: Tags")).view.initializer)
        #expect(bare.parameters.isEmpty && bare.assignments.isEmpty && bare.summary == nil)
    }

    /// A store without dependencies declares `init()` at another level, as its implicit one is internal.
    @Test func aStoreOfAnotherModuleDeclaresItsInit() throws {
        let yaml = """
            screen: Tags
            store: { ownership: owned }
            loads: [{ name: tags, type: "[Tag]", call: Catalog.tags() }]
            """
        let spec = try ModelBuilderTests.spec(yaml)
        #expect(ModelBuilder().build(spec).store?.hasInitializer == false)
        let store = try #require(ModelBuilder(access: .public).build(spec).store)
        #expect(store.hasInitializer && store.access == .public && store.initializerParameters.isEmpty)
    }

    @Test func anAppTakesItsLevelAsAScreenDoes() throws {
        let loaded = AppSpecTests.load(AppSpecTests.app + "access: package\n")
        let app = try #require(loaded.app)
        #expect(app.access?.value == .package)
        let model = ModelBuilder().build(app)
        #expect(model.access == .package && model.hasInitializer)
        let plain = try #require(AppSpecTests.load(AppSpecTests.app).app)
        #expect(ModelBuilder(access: .public).build(plain).access == .public)
    }

    @Test func aBadLevelInASpecIsALocatedErrorWithASuggestion() {
        let result = SpecLoader().load(bytes: Array("screen: Detail\naccess: publik".utf8), file: "Specs/Detail.yaml")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.id == "invalid-value")
        #expect(error?.location == SourceLocation(file: "Specs/Detail.yaml", line: 2, column: 9))
        #expect(error?.notes.contains("did you mean 'public'?") == true, "\(result.diagnostics)")
        let app = AppSpecTests.load(AppSpecTests.app + "access: open\n")
        #expect(app.diagnostics.contains { $0.id == "invalid-value" && $0.message.contains("'open'") })
    }

    @Test func aBadLevelInTheConfigurationIsALocatedErrorWithASuggestion() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/screengen.yml"
        try "output: Generated\naccess: packge\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (config, diagnostics) = ConfigLoader().load(explicitPath: path)
        #expect(config.access == .internal)
        let error = try #require(diagnostics.first)
        #expect(error.id == "invalid-value" && error.location.line == 2 && error.location.column == 9)
        #expect(error.notes.contains("did you mean 'package'?"), "\(diagnostics)")
        try "access: package\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(ConfigLoader().load(explicitPath: path).0.access == .package)
    }

    /// The iOS 16 mapping and manual environment keys, which no golden shows at another level,
    /// write the keyword where the others do: `@Published public`, a manual key's property.
    @Test func theLegacyMappingAndManualKeysTakeTheLevelToo() throws {
        let yaml = """
            screen: Shelf
            platform: { iOS: "16.0" }
            navigation: owner
            store: { ownership: owned }
            environmentValues:
              - { name: shelfScale, type: Double, default: "1.0" }
            loads: [{ name: notices, type: "[Notice]", call: Catalog.notices() }]
            routes:
              - { case: book, value: Int, destination: "ReaderPageView(bookID: value)", path: "/books/{value}" }
            access: public
            """
        let (files, diagnostics) = try SpecPipeline(
            builder: ModelBuilder(environmentKeys: .manual), emitter: SwiftEmitter()
        ).run(bytes: Array(yaml.utf8), file: "Specs/Shelf.yaml")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        func file(_ suffix: String) -> String { files.first { $0.path.hasSuffix(suffix) }?.contents ?? "" }
        for (suffix, line) in [
            ("ShelfStore.swift", "public final class ShelfStore: ObservableObject {"),
            ("ShelfStore.swift", "    @Published public private(set) var notices: NoticesPhase = .loading"),
            ("ShelfStore.swift", "    public init() {}"),
            ("ShelfStore.swift", "    public func loadNotices() async {"),
            ("ShelfRouter.swift", "    @Published public var path: [ShelfRoute] = []"),
            ("ShelfRouter.swift", "    public init() {}"),
            ("ShelfEnvironmentValues.swift", "private struct ShelfScaleKey: EnvironmentKey {"),
            ("ShelfEnvironmentValues.swift", "    public var shelfScale: Double {"),
            ("ShelfView.swift", "    public init() {}"),
            ("ShelfView.swift", "    @StateObject private var store = ShelfStore()"),
        ] {
            #expect(file(suffix).contains(line + "\n"), "\(suffix) has no '\(line)':\n\(file(suffix))")
        }
    }
}
