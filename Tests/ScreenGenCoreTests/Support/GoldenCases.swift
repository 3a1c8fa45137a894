import Foundation

@testable import ScreenGenCore

/// The golden cases: `Tests/Golden/<case>/spec.yaml` with the files it must generate under
/// `Tests/Golden/<case>/expected/`.
struct GoldenCase: CustomStringConvertible, Sendable {
    var name: String
    var directory: String { TestPaths.path("Tests/Golden/\(name)") }
    var specRelativePath: String { "Tests/Golden/\(name)/spec.yaml" }
    var expectedDirectory: String { directory + "/expected" }
    /// The generated tests, for a case that writes them: `expected-tests/`, as the tests directory.
    var expectedTestsDirectory: String { directory + "/expected-tests" }
    /// The module a case's generated tests import, from its `tests-module` file; nil for a case that
    /// writes no tests.
    var testsModule: String? {
        (try? String(contentsOfFile: directory + "/tests-module", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    var description: String { name }

    static let all: [GoldenCase] = {
        let root = TestPaths.path("Tests/Golden")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.sorted().filter { FileManager.default.fileExists(atPath: "\(root)/\($0)/spec.yaml") }
            .map { GoldenCase(name: $0) }
    }()

    /// The configuration's `environmentKeys` for the case, from its `environment-keys` file
    /// (`manual`); `entry`, the default, without one.
    var environmentKeys: EnvironmentKeyStyle {
        (try? String(contentsOfFile: directory + "/environment-keys", encoding: .utf8))
            .flatMap { EnvironmentKeyStyle(rawValue: $0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? .entry
    }

    /// What the generator produces for the case now.
    func generate() throws -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        let bytes = [UInt8](FileManager.default.contents(atPath: directory + "/spec.yaml") ?? Data())
        let emitter = SwiftEmitter(tests: testsModule.map { SwiftEmitter.Tests(module: $0) })
        return try SpecPipeline(builder: ModelBuilder(environmentKeys: environmentKeys), emitter: emitter)
            .run(bytes: bytes, file: specRelativePath)
    }

    /// Where a generated file of the case is recorded: `expected/`, or `expected-tests/` for a test.
    func expectedPath(of file: GeneratedFile) -> String {
        (file.root == .tests ? expectedTestsDirectory : expectedDirectory) + "/" + file.path
    }

    /// Every expected test file, relative to `expected-tests/`.
    var expectedTestFiles: [String] {
        let all = (FileManager.default.enumerator(atPath: expectedTestsDirectory)?.allObjects as? [String]) ?? []
        return all.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static var allExpectedTestFiles: [String] {
        all.flatMap { golden in golden.expectedTestFiles.map { golden.expectedTestsDirectory + "/" + $0 } }
    }

    /// Every expected file, relative to `expected/`.
    var expectedFiles: [String] {
        let all = (FileManager.default.enumerator(atPath: expectedDirectory)?.allObjects as? [String]) ?? []
        return all.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Whether the case targets iOS 16, where the legacy ObservableObject mapping is expected.
    var isLegacy: Bool {
        let bytes = [UInt8](FileManager.default.contents(atPath: directory + "/spec.yaml") ?? Data())
        let loaded = SpecLoader().load(bytes: bytes, file: specRelativePath)
        guard let platform = loaded.spec?.platform ?? loaded.app?.platform else { return false }
        return platform.iOS.value < OSVersion(17, 0)
    }

    /// Whether a generated file is platform-neutral (a store, router, route, presentation or tab
    /// enum, an app's navigation): not a view, not the environment values, not the `@main` App
    /// struct. Those are the SwiftUI files, type-checked against the iOS SDK only.
    static func isPlatformNeutral(_ path: String) -> Bool {
        !path.hasSuffix("View.swift") && !path.hasSuffix("EnvironmentValues.swift") && !isEntryPoint(path)
    }

    /// An app's `<App>App.swift` (`main: true`).
    static func isEntryPoint(_ path: String) -> Bool {
        path.hasSuffix("App.swift")
            && path.split(separator: "/").suffix(2).first.map { path.hasSuffix("/\($0)App.swift") } == true
    }

    static var allExpectedSwiftFiles: [String] {
        all.flatMap { golden in golden.expectedFiles.map { golden.expectedDirectory + "/" + $0 } }
    }
}
