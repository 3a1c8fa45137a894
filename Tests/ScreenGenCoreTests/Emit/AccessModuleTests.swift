import Foundation
import Testing

/// `access: public` across modules, on Linux: the platform-neutral files of
/// `access-public-account-statuses` (its store, route, router, sheet and alert enums) are compiled as
/// module `Feature`, a static library, and Tests/Fixtures/AccessDriver/main.swift as a second module
/// that imports it, as an app target imports the SwiftPM package its screens live in. The driver
/// makes the store, calls its load and its action, reads a route from a URL and pushes it. A copy
/// of the store with one `public` left out builds as a module but not the driver: the test would see
/// an access level the generator dropped.
@Suite struct AccessModuleTests {
    static let golden = GoldenCase(name: "access-public-account-statuses")

    /// The golden's platform-neutral files, as paths.
    static var featureFiles: [String] {
        golden.expectedFiles.filter { GoldenCase.isPlatformNeutral($0) }.map { golden.expectedDirectory + "/" + $0 }
    }

    @Test func anotherModuleUsesThePublicStoreAndRoutes() throws {
        #expect(Self.featureFiles.count == 5, "\(Self.featureFiles)")
        let result = try #require(try Self.build(feature: Self.featureFiles))
        #expect(result.driver?.status == 0, "\(result.driverBuild)\(result.driver?.output ?? "")")
        #expect(
            result.driver?.output.split(separator: "\n").map(String.init)
                == [
                    "PASS store loads: [\"109\", \"110\"]", "PASS loaded: .loaded([…])", "PASS action runs: true",
                    "PASS route from a URL: Optional(Feature.AccountStatusesRoute.status(\"109\"))",
                    "PASS URL of a route: Optional(/statuses/109)",
                    "PASS router pushes: [Feature.AccountStatusesRoute.status(\"109\")]",
                    "PASS router pops to the root: []", "PASS sheet id: ", "PASS alert case: ",
                ].map { $0.replacingOccurrences(of: ".loaded([…])", with: Self.loadedDescription) })
    }

    /// How the driver prints the loaded phase, which holds the fixture's statuses.
    static let loadedDescription =
        "loaded([FixtureModels.AccountStatus(id: \"109\", content: \"Notes on the Analytical Engine\"), "
        + "FixtureModels.AccountStatus(id: \"110\", content: \"On Compilers\")])"

    @Test func aStoreWithoutOneOfItsPublicsFailsTheOtherModule() throws {
        let store = try #require(Self.featureFiles.first { $0.hasSuffix("Store.swift") })
        for (original, broken) in [
            ("    public func loadStatuses()", "    func loadStatuses()"),
            ("    public init(client:", "    init(client:"),
            ("    public private(set) var statuses:", "    private(set) var statuses:"),
        ] {
            let scratch = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let copy = try FixtureDriver.brokenCopy(of: store, replacing: [(original, broken)], in: scratch)
            let result = try #require(try Self.build(feature: Self.featureFiles.map { $0 == store ? copy : $0 }))
            #expect(result.driver == nil, "the driver builds against a store with '\(broken)'")
            #expect(
                result.driverBuild.contains("inaccessible due to 'internal' protection level"),
                "\(result.driverBuild)")
        }
    }

    /// `access: package` across two modules of one package, on Linux: the platform-neutral files of
    /// `access-package-app-root` (the tab enum and navigation, the route, router and sheet) are module
    /// `Feature`, and Tests/Fixtures/AppNavigationAccessDriver/main.swift, of the same package, opens
    /// a deep link, re-taps a tab and presents the post tab's sheet through them.
    static let appRoot = GoldenCase(name: "access-package-app-root")

    static var appRootFiles: [String] {
        appRoot.expectedFiles.filter { GoldenCase.isPlatformNeutral($0) }.map { appRoot.expectedDirectory + "/" + $0 }
    }

    static let appNavigationDriver = "Tests/Fixtures/AppNavigationAccessDriver/main.swift"

    @Test func anotherModuleOfThePackageDrivesTheAppNavigation() throws {
        #expect(Self.appRootFiles.count == 4, "\(Self.appRootFiles)")
        let result = try #require(
            try Self.build(feature: Self.appRootFiles, driver: Self.appNavigationDriver, package: "ScreenGenGoldens"))
        #expect(result.driver?.status == 0, "\(result.driverBuild)\(result.driver?.output ?? "")")
        #expect(result.driver?.output.split(separator: "\n").count == 7, "\(result.driver?.output ?? "")")
    }

    @Test func theAppNavigationWithoutOneOfItsPackagesFailsTheOtherModule() throws {
        let tabs = try #require(Self.appRootFiles.first { $0.hasSuffix("Tab.swift") })
        for (original, broken) in [
            ("    package func open(_ url: URL)", "    func open(_ url: URL)"),
            ("    package init() {}", "    init() {}"),
        ] {
            let scratch = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let copy = try FixtureDriver.brokenCopy(of: tabs, replacing: [(original, broken)], in: scratch)
            let result = try #require(
                try Self.build(
                    feature: Self.appRootFiles.map { $0 == tabs ? copy : $0 }, driver: Self.appNavigationDriver,
                    package: "ScreenGenGoldens"))
            #expect(result.driver == nil, "the driver builds against navigation with '\(broken)'")
        }
    }

    /// Builds `feature` as module `Feature`, then the driver importing it, and runs the driver; nil
    /// (with the failure recorded) when `Feature` itself does not build. `driver` is nil when the
    /// driver does not build, with the compiler's output in `driverBuild`. `package`: the package
    /// both modules are of, for `package` access.
    static func build(
        feature: [String], driver driverFile: String = "Tests/Fixtures/AccessDriver/main.swift", package: String? = nil
    ) throws -> (driverBuild: String, driver: (status: Int32, output: String)?)? {
        let swiftc = try #require(which("swiftc"))
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let common = ["-swift-version", "6"] + (package.map { ["-package-name", $0] } ?? [])
        let library = try run(
            swiftc,
            common + [
                "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "Feature",
                "-o", scratch + "/libFeature.a",
            ] + FixtureModels.arguments(linking: false) + feature, in: scratch)
        guard library.status == 0, !library.stderr.contains("warning:") else {
            Issue.record("module Feature does not build cleanly:\n\(library.stderr)")
            return nil
        }
        let executable = scratch + "/AccessDriver"
        let driver = try run(
            swiftc,
            common + [
                "-D", "SCREENGEN_FIXTURE_DRIVER", "-module-name", "AccessDriver", "-o", executable, "-I", scratch,
                "-L", scratch, "-lFeature", TestPaths.path(driverFile),
                TestPaths.path("Tests/Fixtures/DriverSupport.swift"),
            ] + FixtureModels.arguments(linking: true), in: scratch)
        guard driver.status == 0 else { return (driver.stderr, nil) }
        #expect(!driver.stderr.contains("warning:"), "the driver builds with warnings:\n\(driver.stderr)")
        let result = try run(executable, [])
        return (driver.stderr, (result.status, result.stdout + result.stderr))
    }
}
