import Foundation
import Testing

@testable import ScreenGenCore

/// `imports` (issue 38, point 6): modules a spec's files import besides their own, each in the
/// files that need it, written where `swift format` keeps them.
@Suite struct ImportsTests {
    static let paywall = """
        screen: Paywall
        architecture: { style: viewModel, reason: The paywall's state is shared with the purchase flow }
        imports:
          - Models
          - { module: StoreKit, in: [view] }
          - { module: SwiftUI, in: [view, store] }
        routes:
          - { case: plan, value: Plan.ID, destination: "PlanView(id: value)", path: "/plans/{value}" }
        navigation: owner
        sheets:
          - { case: terms, destination: TermsView() }

        """

    static func files(_ yaml: String, emitter: SwiftEmitter = SwiftEmitter()) throws -> [String: String] {
        let spec = try ModelBuilderTests.spec(yaml)
        let files = try emitter.emit(ModelBuilder().build(spec))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// The import lines of a file, in order, with the blank lines between their groups.
    static func imports(_ source: String?) -> [String] {
        let lines = (source ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.hasPrefix("import ") } ?? lines.endIndex
        return lines[start...].prefix { $0.isEmpty || $0.contains("import ") }.map(String.init)
            .reversed().drop { $0.isEmpty }.reversed()
    }

    @Test func eachModuleGoesInTheFilesItNamesSortedAfterTheFilesOwn() throws {
        let files = try Self.files(Self.paywall)
        #expect(Self.imports(files["Paywall/PaywallView.swift"]) == ["import Models", "import StoreKit", "import SwiftUI"])
        #expect(
            Self.imports(files["Paywall/PaywallViewModel.swift"])
                == ["import Foundation", "import Models", "import Observation", "import SwiftUI"])
        #expect(Self.imports(files["Paywall/PaywallRoute.swift"]) == ["import Foundation", "import Models"])
        #expect(Self.imports(files["Paywall/PaywallRouter.swift"]) == ["import Models", "import Observation"])
        #expect(Self.imports(files["Paywall/PaywallSheet.swift"]) == ["import Foundation", "import Models"])
    }

    @Test func theConfigurationsImportsJoinTheSpecsAndReachTheTests() throws {
        let emitter = SwiftEmitter(
            tests: .init(module: "App"),
            imports: [
                ScreenSpec.Import(module: Located("Models", at: SourceLocation(file: "screengen.yml", line: 1, column: 1))),
                ScreenSpec.Import(
                    module: Located("Analytics", at: SourceLocation(file: "screengen.yml", line: 2, column: 1)),
                    files: [.store]),
            ])
        let files = try Self.files(Self.paywall, emitter: emitter)
        #expect(
            Self.imports(files["Paywall/PaywallView.swift"]) == ["import Models", "import StoreKit", "import SwiftUI"])
        #expect(
            Self.imports(files["Paywall/PaywallViewModel.swift"])
                == ["import Analytics", "import Foundation", "import Models", "import Observation", "import SwiftUI"])
        #expect(
            Self.imports(files["Paywall/PaywallRouteTests.swift"])
                == ["import Foundation", "import Models", "import Testing", "", "@testable import App"])
    }

    @Test func theImportOrderIsSwiftFormats() {
        let source = "// header\n\nimport SwiftUI\nimport Models\nimport SwiftUI\nimport aaa\n\n@testable import App\n\nstruct A {}\n"
        #expect(
            SwiftImportOrder.ordered(source)
                == "// header\n\nimport Models\nimport SwiftUI\nimport aaa\n\n@testable import App\n\nstruct A {}\n")
        let sorted = "import Foundation\nimport Observation\n\nfinal class A {}\n"
        #expect(SwiftImportOrder.ordered(sorted) == sorted)
    }

    @Test func anEntryThatIsNoModuleIsLocated() {
        let errors = SourceCheckTests.errors(
            """
            screen: Paywall
            imports:
              - Store Kit
              - { module: UIKit.UIGestureRecognizerSubclass, in: [view] }
              - { module: "Foundation.", in: [view] }
              - { module: class }

            """)
        #expect(errors.count == 3, "\(errors)")
        #expect(errors.first?.hasPrefix("3:5 invalid-identifier 'Store Kit' is not a module name") == true, "\(errors)")
        #expect(errors.dropFirst().first?.hasPrefix("5:15 invalid-identifier 'Foundation.' is not a module name") == true)
        #expect(errors.last?.hasPrefix("6:15 invalid-identifier 'class' is not a module name") == true)
    }

    @Test func anUnknownFileIsLocatedWithASuggestion() {
        SourceCheckTests.expectOneError(
            """
            screen: Paywall
            imports:
              - { module: StoreKit, in: [veiw] }

            """, "3:30 invalid-value 'veiw' is not a valid value for 'in'", containing: ["did you mean 'view'?"])
        SourceCheckTests.expectOneError(
            """
            screen: Paywall
            imports:
              - { module: StoreKit, in: [] }

            """, "3:29 invalid-value 'StoreKit' is imported in no file")
    }

    @Test func aModuleListedTwiceIsAnError() {
        SourceCheckTests.expectOneError(
            """
            screen: Paywall
            imports:
              - Models
              - { module: Models, in: [view] }

            """, "4:5 duplicate-import 'Models' is imported twice", containing: ["first at 3:5"])
    }

    @Test func anAppsFilesImportTooTheTabEnumAsRoutes() throws {
        let result = SpecLoader().load(
            bytes: Array(
                """
                app: Shop
                imports: [{ module: Models, in: [routes] }, { module: StoreKit, in: [view] }]
                tabs:
                  - { case: home, title: Home, systemImage: house, root: HomeView() }

                """.utf8), file: "shop.yaml")
        let files = try SwiftEmitter().emit(ModelBuilder().build(try #require(result.app)))
        let byName = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        #expect(Self.imports(byName["Shop/ShopTab.swift"]) == ["import Foundation", "import Models", "import Observation"])
        #expect(Self.imports(byName["Shop/ShopRootView.swift"]) == ["import StoreKit", "import SwiftUI"])
    }
}
