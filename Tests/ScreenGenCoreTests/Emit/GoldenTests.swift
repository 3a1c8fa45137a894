import Foundation
import Testing
@testable import ScreenGenCore

/// Whole spec → whole files, byte for byte. `SCREENGEN_RECORD=1 swift test` re-records; read the
/// resulting `git diff` as a SwiftUI reviewer before committing it.
@Suite struct GoldenTests {
    @Test func thereAreEnoughCases() {
        #expect(GoldenCase.all.count >= 15, "the emission issue asks for at least 15 golden cases")
    }

    @Test(arguments: GoldenCase.all)
    func generatesTheExpectedFiles(_ golden: GoldenCase) throws {
        let (files, diagnostics) = try golden.generate()
        #expect(!diagnostics.hasErrors, "\(DiagnosticFormat.text.render(diagnostics))")
        if TestPaths.isRecording {
            try? FileManager.default.removeItem(atPath: golden.expectedDirectory)
            try? FileManager.default.removeItem(atPath: golden.expectedTestsDirectory)
            for file in files {
                let path = golden.expectedPath(of: file)
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
            }
            return
        }
        #expect(
            files.filter { $0.root == .output }.map(\.path).sorted() == golden.expectedFiles,
            "the set of generated files differs")
        #expect(
            files.filter { $0.root == .tests }.map(\.path).sorted() == golden.expectedTestFiles,
            "the set of generated test files differs")
        for file in files {
            let path = golden.expectedPath(of: file)
            let expected = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if expected != file.contents {
                Issue.record("\(golden.name)/\(file.path) differs:\n\(unifiedDiff(expected: expected, actual: file.contents, label: file.path))")
            }
        }
    }

    /// The real binary writes exactly the golden files: the in-process emitter above is what the
    /// goldens are recorded from, and this proves the command a team runs writes the same bytes.
    /// It is also the test that the output is stable across runs: a second process, with a hash
    /// seed of its own, so an order taken from a `Set` or a `Dictionary` would show here (two
    /// generations in one process, which this replaced, share the seed and cannot see it).
    @Test(arguments: GoldenCase.all)
    func theBinaryWritesExactlyTheGoldens(_ golden: GoldenCase) throws {
        let output = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        // A case with a configuration of its own runs where a `screengen.yml` says it, with the spec
        // at the same relative path, so that the header names the same path.
        var directory = TestPaths.path("")
        if golden.environmentKeys != .entry {
            directory = try makeTemporaryDirectory()
            let spec = directory + "/" + golden.specRelativePath
            try FileManager.default.createDirectory(
                atPath: (spec as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: golden.directory + "/spec.yaml", toPath: spec)
            try "environmentKeys: \(golden.environmentKeys.rawValue)\n".write(
                toFile: directory + "/screengen.yml", atomically: true, encoding: .utf8)
        }
        defer { if directory != TestPaths.path("") { try? FileManager.default.removeItem(atPath: directory) } }
        let result = try run(
            TestPaths.binary, ["generate", "-q", golden.specRelativePath, "--output", output], in: directory)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let written = ((FileManager.default.enumerator(atPath: output)?.allObjects as? [String]) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(written == golden.expectedFiles)
        for file in written {
            #expect(
                FileManager.default.contents(atPath: output + "/" + file)
                    == FileManager.default.contents(atPath: golden.expectedDirectory + "/" + file), "\(file)")
        }
    }
}
