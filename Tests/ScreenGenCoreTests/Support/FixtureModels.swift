import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tests/Fixtures/Models.swift compiled once per test run, as a static library and a module of its
/// own with testing enabled: every build of generated code on Linux (the golden stores, the
/// drivers, the generated tests) imports it instead of type-checking its 800 lines again. Type-
/// checking the models was three quarters of each build (2.1 s of a golden store's, 0.5 s without).
///
/// The models stay code of the app's own module for the code that uses them: the module is imported
/// implicitly and `@testable`ly (`-testable-import-module`), so their internal types, as a spec names
/// them, resolve, and Tests/Fixtures/ModelShadows.swift, compiled into each build, gives back the
/// precedence a declaration of one's own module has over an imported one (`SortOrder`, which
/// Foundation declares too).
enum FixtureModels {
    static let module = "FixtureModels"

    /// The folder that holds the library and its module, built on first use, or the build's errors.
    private static let built: Result<String, BuildFailure> = build()

    struct BuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The compiler arguments that give a build the models: the module to import and the file of
    /// shadows; with `linking`, the library too (any build that links: a library, an executable).
    /// Every build is of one package, as SwiftPM builds a package's targets: `access: package`
    /// declarations need its name.
    static func arguments(linking: Bool) throws -> [String] {
        let directory = try built.get()
        return [
            "-package-name", "ScreenGenGoldens", "-I", directory, "-Xfrontend", "-testable-import-module",
            "-Xfrontend", module, TestPaths.path("Tests/Fixtures/ModelShadows.swift"),
        ] + (linking ? ["-L", directory, "-l\(module)"] : [])
    }

    private static func build() -> Result<String, BuildFailure> {
        guard let swiftc = which("swiftc") else { return .failure(BuildFailure(description: "no swiftc on PATH")) }
        do {
            let directory = try makeTemporaryDirectory()
            removeAtExit = directory
            atexit {
                if let directory = FixtureModels.removeAtExit { try? FileManager.default.removeItem(atPath: directory) }
            }
            let result = try run(
                swiftc,
                [
                    "-swift-version", "6", "-parse-as-library", "-enable-testing", "-emit-module", "-emit-library",
                    "-static", "-module-name", module, "-o", directory + "/lib\(module).a",
                    TestPaths.path("Tests/Fixtures/Models.swift"),
                ], in: directory)
            guard result.status == 0, !result.stderr.contains("warning:") else {
                return .failure(BuildFailure(description: "the fixture models do not build cleanly:\n\(result.stderr)"))
            }
            return .success(directory)
        } catch {
            return .failure(BuildFailure(description: "the fixture models could not be built: \(error)"))
        }
    }

    /// The folder the process removes as it exits (`atexit` takes no closure that captures).
    nonisolated(unsafe) private static var removeAtExit: String?
}
