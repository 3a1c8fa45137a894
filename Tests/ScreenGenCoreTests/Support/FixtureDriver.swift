import Foundation
import Testing

/// A driver in Tests/Fixtures/<name>/main.swift, built with the generated files it exercises and
/// the fixture models (`FixtureModels`), then run: the one way the runtime tests build and run generated code on
/// Linux. Swift 6 language mode; a warning in the build is a failure, as it is for the goldens.
struct FixtureDriver {
    /// The folder under Tests/Fixtures, also the module and executable name (`StoreDriver`).
    var name: String
    /// The generated files it drives, as paths.
    var files: [String]
    /// A compilation condition the driver's `main.swift` may test, if any.
    var define: String? = nil

    /// The driver's standard output, one entry per line, after a build and a run that succeeded;
    /// nil (with the failure recorded) when either did not.
    func output() throws -> [String]? {
        guard let result = try buildAndRun() else { return nil }
        #expect(result.status == 0, "the \(name) reported a failure:\n\(result.lines.joined(separator: "\n"))")
        return result.lines
    }

    /// The driver run on a copy of one generated file (`golden`, a path under the package) with each
    /// `(original, broken)` replacement made: a deliberate break, which one of the driver's checks must
    /// catch. The copy is made here so that it stays in step with the golden. nil (with the failure
    /// recorded) when the golden lacks an `original` or the copy does not build. `alongside`: the
    /// other generated files the driver builds with, unbroken, as paths.
    static func runOnBrokenCopy(
        name: String, define: String? = nil, of golden: String, replacing replacements: [(String, String)],
        alongside: [String] = []
    ) throws -> (status: Int32, lines: [String])? {
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let copy = try brokenCopy(of: TestPaths.path(golden), replacing: replacements, in: scratch)
        return try FixtureDriver(name: name, files: [copy] + alongside, define: define).buildAndRun()
    }

    /// A copy of the file at `path` in the folder `scratch`, under its own name, with each
    /// `(original, broken)` replacement made; its path. Fails when the file lacks an `original`.
    static func brokenCopy(of path: String, replacing replacements: [(String, String)], in scratch: String) throws
        -> String
    {
        var source = try String(contentsOfFile: path, encoding: .utf8)
        for (original, broken) in replacements {
            try #require(source.contains(original), "\(path) has no '\(original)'")
            source = source.replacingOccurrences(of: original, with: broken)
        }
        let copy = scratch + "/" + (path as NSString).lastPathComponent
        try source.write(toFile: copy, atomically: true, encoding: .utf8)
        return copy
    }

    /// The driver's exit status and standard output (then its standard error), one entry per line,
    /// after a build that succeeded, whatever the run's outcome: for a broken fixture, which must
    /// fail. nil (with the failure recorded) when the build did not succeed.
    func buildAndRun() throws -> (status: Int32, lines: [String])? {
        let swiftc = try #require(which("swiftc"))
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let executable = scratch + "/" + name
        let arguments =
            try ["-swift-version", "6", "-D", "SCREENGEN_FIXTURE_DRIVER"] + (define.map { ["-D", $0] } ?? [])
            + ["-module-name", name, "-o", executable]
            + [TestPaths.path("Tests/Fixtures/\(name)/main.swift")] + files
            + [TestPaths.path("Tests/Fixtures/DriverSupport.swift")] + FixtureModels.arguments(linking: true)
        let build = try run(swiftc, arguments, in: scratch)
        guard build.status == 0 else {
            Issue.record("the \(name) does not build:\n\(build.stderr)")
            return nil
        }
        #expect(
            !build.stderr.contains("warning:"), "the \(name) or what it drives builds with warnings:\n\(build.stderr)")
        let result = try run(executable, [])
        return (result.status, (result.stdout + result.stderr).split(separator: "\n").map(String.init))
    }
}
