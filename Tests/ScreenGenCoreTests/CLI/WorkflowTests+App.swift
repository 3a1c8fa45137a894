import Foundation
import ScreenGenCore
import Testing

/// An app spec's files are generated files like a screen's: the root view and the `@main` App
/// have `modifiers` and `helpers` regions whose code survives a regeneration (issue 38, point 8).
extension WorkflowTests {
    static let shop = """
        app: Shop
        main: true
        tabs:
          - { case: home, title: Home, systemImage: house, root: "HomeView()", stack: false }

        """

    /// What a user types into the app's regions: the root's own modifiers, a scene modifier, and a
    /// helper in each struct.
    static let rootModifierLines = "        .dataContainer()\n"
    static let sceneModifierLines = "        .commands {\n            SidebarCommands()\n        }\n"
    static let appHelperLines = "    @UIApplicationDelegateAdaptor private var delegate: AppDelegate\n"

    @Test func theAppsFilesKeepTheUsersCodeAcrossARegeneration() throws {
        let project = try Sandbox()
        try project.write("Specs/Shop.yaml", Self.shop)
        let first = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")

        let root = "Out/Shop/ShopRootView.swift"
        let main = "Out/Shop/ShopApp.swift"
        let typedRoot: (String) -> String = {
            Self.typing(Self.rootModifierLines, into: "modifiers", of: Self.typing(Self.helperLines, into: "helpers", of: $0))
        }
        let typedMain: (String) -> String = {
            Self.typing(Self.sceneModifierLines, into: "modifiers", of: Self.typing(Self.appHelperLines, into: "helpers", of: $0))
        }
        try project.write(root, typedRoot(try #require(project.read(root))))
        try project.write(main, typedMain(try #require(project.read(main))))

        // A second tab changes both the tab enum and the root view; the App struct is unchanged.
        try project.write(
            "Specs/Shop.yaml",
            Self.shop + "  - { case: cart, title: Cart, systemImage: cart, root: \"CartView()\", stack: false }\n")
        let generate = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        #expect(generate.stderr.contains("updated \(root)\n"))
        #expect(!generate.stderr.contains(main))

        // Each file is exactly a fresh generation with the user's lines typed in again.
        let fresh = try project.screengen("generate", "Specs", "--output", "Fresh", "--quiet")
        #expect(fresh.status == 0)
        let expectedRoot = typedRoot(try #require(project.read("Fresh/Shop/ShopRootView.swift")))
        let regeneratedRoot = try #require(project.read(root))
        #expect(regeneratedRoot.contains("CartView()"))
        #expect(regeneratedRoot == expectedRoot, "\(unifiedDiff(expected: expectedRoot, actual: regeneratedRoot, label: root))")
        #expect(project.read(main) == typedMain(try #require(project.read("Fresh/Shop/ShopApp.swift"))))

        let check = try project.screengen("check", "Specs", "--output", "Out")
        #expect(check.status == 0, "\(check.stdout)")
    }
}
