import Foundation
import Testing

@testable import ScreenGenCore

/// A configuration of several modules (`modules:`, issue #40): one run over every module, each in
/// its own folder with its own lock and run record; what one module's specs show of another's is
/// imported by the file that shows it and by no other; the references a module cannot make, and
/// a workspace that cannot be, are located errors.
@Suite struct WorkspaceTests {
    static let config = """
        platform: { iOS: "17.0" }
        modules:
          - name: Feature
            specs: [Feature/Specs]
            output: Feature/Sources/Feature/Screens
            access: public
          - name: App
            specs: [Specs]
            output: App/Screens
            dependsOn: [Feature]

        """

    /// A screen of the package, and one it keeps to itself.
    static let profile = """
        screen: Profile
        title: Profile

        """

    static let app = """
        app: Main
        main: true
        tabs:
          - { case: home, title: Home, systemImage: house, root: HomeView() }
          - { case: profile, title: Profile, systemImage: person, root: ProfileView() }
        routes:
          - { case: settings, destination: SettingsView(), path: /settings }

        """

    static let home = """
        screen: Home
        title: Home

        """

    static func workspace() throws -> Sandbox {
        let project = try Sandbox()
        try project.write("screengen.yml", config)
        try project.write("Feature/Specs/Profile.yaml", profile)
        try project.write("Specs/Main.yaml", app)
        try project.write("Specs/Home.yaml", home)
        return project
    }

    /// The workspace with Profile a flow owner (a stack and an `about` route of its own), shown by
    /// the app's tab without a stack of the tab's.
    static func workspaceWithAFlow() throws -> Sandbox {
        let project = try workspace()
        try project.write(
            "Feature/Specs/Profile.yaml",
            profile + "navigation: owner\nroutes:\n  - { case: about, destination: AboutView(), path: /about }\n")
        try project.write(
            "Specs/Main.yaml",
            app.replacingOccurrences(of: "root: ProfileView() }", with: "root: ProfileView(), stack: false }"))
        return project
    }

    static func imports(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").map(String.init).filter { $0.hasPrefix("import ") }
    }

    @Test func eachModuleIsWrittenIntoItsFolderAndOnlyTheRootViewImportsThePackage() throws {
        let project = try Self.workspace()
        let result = try project.screengen("generate")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let profileView = try #require(project.read("Feature/Sources/Feature/Screens/Profile/ProfileView.swift"))
        #expect(profileView.contains("public struct ProfileView: View"))
        #expect(Self.imports(profileView) == ["import SwiftUI"])
        #expect(
            Self.imports(project.read("App/Screens/Main/MainRootView.swift")) == ["import Feature", "import SwiftUI"])
        // The files that do not name ProfileView import nothing of the package.
        for file in ["Main/MainApp.swift", "Main/MainTab.swift", "Main/MainRoute.swift", "Home/HomeView.swift"] {
            let text = try #require(project.read("App/Screens/" + file), "\(file)")
            #expect(!text.contains("import Feature"), "\(file)")
        }
        // A lock and a run record per output folder; nothing of one module in the other's.
        #expect(project.exists("Feature/Sources/Feature/Screens/" + OutputManifest.fileName))
        #expect(project.exists("App/Screens/" + OutputManifest.fileName))
        #expect(!project.exists("App/Screens/Profile"))
        #expect(!project.exists("Feature/Sources/Feature/Screens/Main"))

        let again = try project.screengen("generate")
        #expect(
            again.status == 0 && (again.stdout + again.stderr).contains("0 written"), "\(again.stdout)\(again.stderr)")
        let check = try project.screengen("check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    /// The app module's run record covers the package's specs: a screen moved from the package into
    /// the app changes what the root view imports, though no spec of the app changed.
    @Test func aScreenMovedBetweenModulesChangesTheImports() throws {
        let project = try Self.workspace()
        #expect(try project.screengen("generate").status == 0)
        try project.remove("Feature/Specs/Profile.yaml")
        try project.write("Specs/Profile.yaml", Self.profile)
        let check = try project.screengen("check")
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("-import Feature"), "\(check.stdout)")
        let result = try project.screengen("generate", "--prune")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(Self.imports(project.read("App/Screens/Main/MainRootView.swift")) == ["import SwiftUI"])
        #expect(project.read("App/Screens/Profile/ProfileView.swift")?.contains("\nstruct ProfileView: View") == true)
        #expect(!project.exists("Feature/Sources/Feature/Screens/Profile/ProfileView.swift"))
    }

    @Test func aScreenInternalToItsModuleCannotBeShownFromAnother() throws {
        let project = try Self.workspace()
        try project.write("Feature/Specs/Profile.yaml", "access: internal\n" + Self.profile)
        let result = try project.screengen("generate")
        #expect(result.status == 1)
        let output = result.stdout + result.stderr
        #expect(
            output.contains(
                "Specs/Main.yaml:5:65: error: module 'App' shows ProfileView, generated in module 'Feature' from "
                    + "Profile (Feature/Specs/Profile.yaml), which is internal to 'Feature' [module-access]"),
            "\(output)")
        #expect(!project.exists("App/Screens"), "an error anywhere writes nothing anywhere")
        #expect(!project.exists("Feature/Sources"))
    }

    @Test func aModuleShowsOnlyTheModulesItDependsOn() throws {
        let project = try Self.workspace()
        try project.write("screengen.yml", Self.config.replacingOccurrences(of: "    dependsOn: [Feature]\n", with: ""))
        let result = try project.screengen("validate")
        #expect(result.status == 1)
        let output = result.stdout + result.stderr
        #expect(output.contains("but does not depend on 'Feature' [module-dependency]"), "\(output)")
        #expect(output.contains("add 'Feature' to the 'dependsOn' of module 'App'"), "\(output)")
    }

    /// A participant in the package cannot join the app's flow: the app imports the package, so the
    /// package cannot import the app's router.
    @Test func aPackageCannotJoinTheAppsFlow() throws {
        let project = try Self.workspace()
        try project.write(
            "Feature/Specs/Profile.yaml", Self.profile + "navigation: participant\nflow: Main\n")
        let result = try project.screengen("validate")
        #expect(result.status == 1)
        let output = result.stdout + result.stderr
        #expect(
            output.contains(
                "Feature/Specs/Profile.yaml:4:7: error: module 'Feature' joins the flow of MainRouter, generated in "
                    + "module 'App' from Main (Specs/Main.yaml), but does not depend on 'App' [module-dependency]"),
            "\(output)")
        #expect(output.contains("'App' depends on 'Feature', so 'Feature' cannot import it"), "\(output)")
    }

    /// A screen of the app joins a flow the package owns: its view imports the package, whose router
    /// it reads, and its rows' routes are checked against the owner's, as in one module.
    @Test func aParticipantJoinsAFlowOfAModuleItDependsOn() throws {
        let project = try Self.workspaceWithAFlow()
        let participant = """
            screen: Badges
            title: Badges
            navigation: participant
            flow: Profile
            state:
              - { name: badges, type: "[String]", initial: "[]" }
            content:
              sections:
                - { items: badges, element: badge, row: Text(badge), navigate: about }

            """
        try project.write("Specs/Badges.yaml", participant)
        let result = try project.screengen("generate")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let view = try #require(project.read("App/Screens/Badges/BadgesView.swift"))
        #expect(Self.imports(view) == ["import Feature", "import SwiftUI"])
        #expect(view.contains("ProfileRouter"), "\(view)")

        try project.write(
            "Specs/Badges.yaml", participant.replacingOccurrences(of: "navigate: about", with: "navigate: abut"))
        let wrong = try project.screengen("validate")
        #expect(wrong.status == 1)
        #expect((wrong.stdout + wrong.stderr).contains("'abut' names no route of the flow Profile"), "\(wrong.stdout)")
    }

    /// A type of the package named in a type position (an input's type) is imported by the file
    /// that holds it, and by no other: the view takes the route, the app's files do not.
    @Test func aTypeNamedAnywhereIsImportedWhereItIsWritten() throws {
        let project = try Self.workspaceWithAFlow()
        try project.write(
            "Specs/Home.yaml",
            Self.home + "inputs:\n  - { name: start, type: ProfileRoute, preview: .about }\n")
        let result = try project.screengen("generate")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let view = try #require(project.read("App/Screens/Home/HomeView.swift"))
        #expect(view.contains("let start: ProfileRoute"))
        #expect(Self.imports(view) == ["import Feature", "import SwiftUI"])
        #expect(!(project.read("App/Screens/Main/MainApp.swift") ?? "").contains("import Feature"))

        // The same type, internal to its module, is refused where the input names it.
        try project.write(
            "Feature/Specs/Profile.yaml", "access: internal\n" + (project.read("Feature/Specs/Profile.yaml") ?? ""))
        let refused = try project.screengen("validate")
        #expect(refused.status == 1)
        #expect(
            (refused.stdout + refused.stderr).contains(
                "Specs/Home.yaml:4:26: error: module 'App' names ProfileRoute, generated in module 'Feature'"),
            "\(refused.stdout)")
    }

    @Test func theWorkspaceItselfIsChecked() throws {
        let project = try Self.workspace()
        try project.write(
            "screengen.yml",
            """
            output: Generated
            modules:
              - name: Feature
                specs: [Feature/Specs]
                output: Shared
                dependsOn: [App]
              - name: App
                specs: [Specs, Feature/Specs]
                output: Shared/App
                dependsOn: [Feature, Featur]

            """)
        let result = try project.screengen("validate")
        #expect(result.status == 1)
        let output = result.stdout + result.stderr
        for expected in [
            "screengen.yml:1:1: error: 'output' beside 'modules': each module gives its own [invalid-value]",
            "screengen.yml:10:26: error: module 'App' depends on 'Featur', which is not a module of the workspace "
                + "[unknown-module]",
            "did you mean 'Feature'?",
            "screengen.yml:10:17: error: modules depend on each other in a cycle: Feature → App → Feature [module-cycle]",
            "screengen.yml:9:13: error: modules 'Feature' (output 'Shared') and 'App' (output 'Shared/App') write into "
                + "folders one inside the other [module-output]",
        ] {
            #expect(output.contains(expected), "\(expected)\n\(output)")
        }
        #expect(!project.exists("Shared"))
        let generate = try project.screengen("generate")
        #expect(generate.status == 1)
        #expect((generate.stdout + generate.stderr).hasSuffix("nothing written: the configuration has errors\n"))
    }

    @Test func aSpecOfTwoModulesIsAnError() throws {
        let project = try Self.workspace()
        try project.write(
            "screengen.yml",
            Self.config.replacingOccurrences(of: "specs: [Specs]", with: "specs: [Specs, Feature/Specs]"))
        let result = try project.screengen("validate")
        #expect(result.status == 1)
        #expect(
            (result.stdout + result.stderr).contains(
                "is a spec of module 'Feature' and of module 'App' [module-specs]"),
            "\(result.stdout)\(result.stderr)")
        // Also when the run names a spec of one module only.
        let some = try project.screengen("generate", "Specs/Main.yaml")
        #expect(some.status == 1)
        #expect(!project.exists("App/Screens"))
    }

    /// Spec paths run the modules that hold them; `--output` would put every module in one folder.
    @Test func theCommandLineNamesSpecsOfTheModules() throws {
        let project = try Self.workspace()
        let one = try project.screengen("generate", "Feature/Specs/Profile.yaml")
        #expect(one.status == 0, "\(one.stdout)\(one.stderr)")
        #expect(project.exists("Feature/Sources/Feature/Screens/Profile/ProfileView.swift"))
        #expect(!project.exists("App/Screens"))
        try project.write("Elsewhere/Other.yaml", Self.home)
        let outside = try project.screengen("generate", "Elsewhere/Other.yaml")
        #expect(outside.status == 2)
        #expect((outside.stdout + outside.stderr).contains("is not among the specs of any module"))
        let output = try project.screengen("generate", "--output", "Out")
        #expect(output.status == 2)
        #expect((output.stdout + output.stderr).contains("--output with a configuration of modules"))
    }

    /// A run over some specs resolves what they show as a run over all: the other modules' specs
    /// (and the rest of its own) are read for their types.
    @Test func aRunOverOneSpecResolvesLikeARunOverAll() throws {
        let project = try Self.workspace()
        #expect(try project.screengen("generate").status == 0)
        let one = try project.screengen("generate", "Specs/Main.yaml")
        #expect(one.status == 0 && (one.stdout + one.stderr).contains("0 written"), "\(one.stdout)\(one.stderr)")
        #expect(
            Self.imports(project.read("App/Screens/Main/MainRootView.swift")) == ["import Feature", "import SwiftUI"])
        let check = try project.screengen("check", "Specs/Main.yaml")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        try project.write("Feature/Specs/Profile.yaml", "access: internal\n" + Self.profile)
        let refused = try project.screengen("validate", "Specs/Main.yaml")
        #expect(refused.status == 1)
        #expect((refused.stdout + refused.stderr).contains("[module-access]"), "\(refused.stdout)")
        // A path that holds no spec runs nothing, as in a project of one module.
        try project.makeDirectory("Specs/Empty")
        for command in ["generate", "check", "validate"] {
            let empty = try project.screengen(command, "Specs/Empty")
            #expect(empty.status == 0, "\(command): \(empty.stdout)\(empty.stderr)")
        }
    }

    /// Nothing is written anywhere until every module's folder is locked and planned: a module whose
    /// lock another run holds stops the run before the other module is touched.
    @Test func aModuleThatCannotBeWrittenStopsEveryModule() throws {
        let project = try Self.workspace()
        try project.makeDirectory("App/Screens")
        let lock = OutputLock(outputDirectory: project.path("App/Screens"))
        try lock.acquire()
        defer { lock.release() }
        let result = try project.screengen("generate")
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(!project.exists("Feature/Sources/Feature/Screens/Profile"), "a module was written")
    }

    /// A module whose plan does not stand (a user region it cannot carry over) stops the run before
    /// any module is written, the one planned before it included.
    @Test func aModuleThatCannotBePlannedStopsEveryModule() throws {
        let project = try Self.workspace()
        #expect(try project.screengen("generate").status == 0)
        try project.write(
            "Feature/Specs/Profile.yaml", Self.profile.replacingOccurrences(of: "title: Profile", with: "title: Me"))
        let home = try #require(project.read("App/Screens/Home/HomeView.swift"))
        let broken = try #require(home.range(of: "// screengen:user-end"))
        try project.write("App/Screens/Home/HomeView.swift", home.replacingCharacters(in: broken, with: ""))
        let result = try project.screengen("generate")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(
            project.read("Feature/Sources/Feature/Screens/Profile/ProfileView.swift")?.contains("\"Me\"") == false,
            "the package was written though the app could not be")
    }

    /// A name the module declares itself is its own, though another module declares it too; a name
    /// two of its dependencies declare is ambiguous unless written with its module.
    @Test func namesResolveAsSwiftResolvesThem() throws {
        let project = try Self.workspace()
        // Feature has a Home screen too; the app's HomeView is its own.
        try project.write("Feature/Specs/Home.yaml", Self.home)
        let own = try project.screengen("generate")
        #expect(own.status == 0, "\(own.stdout)\(own.stderr)")
        #expect(
            Self.imports(project.read("App/Screens/Main/MainRootView.swift")) == ["import Feature", "import SwiftUI"])
        #expect(Self.imports(project.read("App/Screens/Home/HomeView.swift")) == ["import SwiftUI"])

        // A second package with a Profile screen: ProfileView is ambiguous in the app.
        try project.write(
            "screengen.yml",
            Self.config.replacingOccurrences(of: "dependsOn: [Feature]", with: "dependsOn: [Feature, Extra]")
                + "  - { name: Extra, specs: [Extra/Specs], output: Extra/Screens, access: public }\n")
        try project.write("Extra/Specs/Profile.yaml", Self.profile)
        let ambiguous = try project.screengen("validate")
        #expect(ambiguous.status == 1)
        #expect(
            (ambiguous.stdout + ambiguous.stderr).contains(
                "module 'App' shows ProfileView, which modules 'Feature' and 'Extra' both generate"),
            "\(ambiguous.stdout)")
        try project.write(
            "Specs/Main.yaml",
            Self.app.replacingOccurrences(of: "root: ProfileView()", with: "root: Extra.ProfileView()"))
        let qualified = try project.screengen("generate")
        #expect(qualified.status == 0, "\(qualified.stdout)\(qualified.stderr)")
        #expect(
            Self.imports(project.read("App/Screens/Main/MainRootView.swift")) == ["import Extra", "import SwiftUI"])
    }

    /// A finding every module shares (a `.swift-format` above their folders) is said once.
    @Test func aFindingOfEveryModuleIsSaidOnce() throws {
        let project = try Self.workspace()
        try project.write(".swift-format", "{ \"lineLength\": 5 }\n")
        for command in ["generate", "check", "validate"] {
            let result = try project.screengen(command)
            let said = (result.stdout + result.stderr).components(separatedBy: "[swift-format-unreadable]").count - 1
            #expect(said == 1, "\(command): \(result.stdout)\(result.stderr)")
        }
    }

    @Test func anEmptyModulesListIsAnError() throws {
        let project = try Self.workspace()
        try project.write("screengen.yml", "modules: []\n")
        let result = try project.screengen("generate")
        #expect(result.status == 1)
        #expect(
            (result.stdout + result.stderr).contains("screengen.yml:1:10: error: 'modules' is empty [invalid-value]"))
        #expect(!project.exists("Generated"))
    }

    /// `dump` renders a spec as its module's: the package's access, not the configuration's default.
    @Test func dumpUsesTheModuleOfTheSpec() throws {
        let project = try Self.workspace()
        let feature = try project.screengen("dump", "Feature/Specs/Profile.yaml")
        #expect(feature.status == 0, "\(feature.stderr)")
        #expect(
            feature.stdout.contains("\"access\" : \"public \"") || feature.stdout.contains("\"access\": \"public \""))
        let app = try project.screengen("dump", "Specs/Home.yaml")
        #expect(!app.stdout.contains("public "), "\(app.stdout)")
    }

    /// Each module's tests import it by its name, into the folder its `tests` gives.
    @Test func aModulesTestsImportTheModule() throws {
        let project = try Self.workspaceWithAFlow()
        try project.write(
            "screengen.yml",
            Self.config.replacingOccurrences(
                of: "    access: public\n",
                with: "    access: public\n    tests: { output: Feature/Tests/FeatureTests/Screens }\n"))
        let result = try project.screengen("generate")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let tests = try #require(project.read("Feature/Tests/FeatureTests/Screens/Profile/ProfileRouteTests.swift"))
        #expect(tests.contains("@testable import Feature"))
    }
}

/// The graph of `modules:` on its own.
@Suite struct ModuleGraphTests {
    static func module(_ name: String, output: String, dependsOn: [String] = []) -> Config.Module {
        let at = SourceLocation(file: "screengen.yml", line: 1, column: 1)
        var module = Config.Module(
            name: Located(name, at: at), specs: [], output: output, access: nil, location: at)
        module.dependsOn = dependsOn.map { Located($0, at: at) }
        return module
    }

    @Test func aLoopIsToldOnceWithEveryModuleInIt() {
        let found = ModuleGraph.check([
            Self.module("A", output: "a", dependsOn: ["B"]), Self.module("B", output: "b", dependsOn: ["C"]),
            Self.module("C", output: "c", dependsOn: ["A"]),
        ])
        #expect(found.map(\.message) == ["modules depend on each other in a cycle: A → B → C → A"])
    }

    @Test func aModuleThatDependsOnItselfIsACycle() {
        let found = ModuleGraph.check([Self.module("A", output: "a", dependsOn: ["A"])])
        #expect(found.map(\.id) == ["module-cycle"])
    }

    @Test func sharedDependenciesAreNoCycle() {
        let found = ModuleGraph.check([
            Self.module("App", output: "app", dependsOn: ["A", "B"]),
            Self.module("A", output: "a", dependsOn: ["Core"]),
            Self.module("B", output: "b", dependsOn: ["Core"]), Self.module("Core", output: "core"),
        ])
        #expect(found.isEmpty)
    }

    @Test func siblingFoldersAreNotShared() {
        // `Feature` and `FeatureKit` share a prefix of text, not a folder.
        let found = ModuleGraph.check([Self.module("A", output: "Feature"), Self.module("B", output: "FeatureKit")])
        #expect(found.isEmpty)
        let same = ModuleGraph.check([Self.module("A", output: "Out"), Self.module("B", output: "./Out/")])
        #expect(same.map(\.id) == ["module-output"])
    }
}
