import Foundation
import Testing

/// The bench compares screengen with the Python peer (`../shared/bench/peer-py`) on the peer's
/// own specs, and the comparison is fair only when both write the same bytes. The peer writes what
/// screengen wrote when the peer was made; the bench's compatibility templates
/// (`Sources/screengen-bench/PeerTemplates`, passed with `--templates`) must make today's screengen
/// write exactly that. Skipped where the peer or its Python (PyYAML with libyaml, Jinja2) is missing.
@Suite struct PeerTemplatesTests {
    static let peerDirectory = URL(fileURLWithPath: TestPaths.path("../shared/bench/peer-py")).standardizedFileURL.path
    static let python: String? = {
        guard FileManager.default.fileExists(atPath: peerDirectory + "/peer.py") else { return nil }
        let probe = "import sys, yaml, jinja2; assert yaml.__with_libyaml__; print(sys.executable)"
        guard let result = try? run("/usr/bin/env", ["python3", "-c", probe]), result.status == 0 else { return nil }
        let path = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }()

    @Test(.enabled(if: python != nil, "needs ../shared/bench/peer-py and python3 with PyYAML (libyaml) and Jinja2"))
    func theCompatibilityTemplatesWriteThePeersBytes() throws {
        let python = try #require(Self.python)
        let project = try Sandbox()
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.peerDirectory + "/specs")
            .filter { $0.hasSuffix(".yaml") }
        #expect(specs.count >= 6)
        for name in specs {
            let text = try String(contentsOfFile: Self.peerDirectory + "/specs/" + name, encoding: .utf8)
            try project.write("Specs/" + name, text)
        }
        let peer = try run(
            python, [Self.peerDirectory + "/peer.py", "Specs", "--output", "PeerOut", "--quiet"], in: project.root)
        #expect(peer.status == 0, "\(peer.stderr)")
        let templates = TestPaths.path("Sources/screengen-bench/PeerTemplates")
        let ours = try project.screengen("generate", "Specs", "--output", "Out", "--templates", templates, "--quiet")
        #expect(ours.status == 0, "\(ours.stdout)\(ours.stderr)")

        let theirs = files(under: project.path("PeerOut"))
        let mine = files(under: project.path("Out"))
        #expect(theirs.count >= 2 * specs.count, "the peer wrote \(theirs.count) files")
        #expect(mine == theirs)
        // Bytes, not Strings: two canonically equivalent texts are equal Strings.
        for name in theirs.sorted() where mine.contains(name) {
            let expected = FileManager.default.contents(atPath: project.path("PeerOut/" + name))
            let actual = FileManager.default.contents(atPath: project.path("Out/" + name))
            #expect(expected != nil)
            guard actual != expected else { continue }
            let diff = unifiedDiff(
                expected: project.read("PeerOut/" + name) ?? "", actual: project.read("Out/" + name) ?? "", label: name)
            Issue.record("\(name) differs from the peer's:\n\(diff)")
        }
    }

    /// The regular files under `root`, relative, hidden ones (the lock, the manifest) left out.
    private func files(under root: String) -> Set<String> {
        let names = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        return Set(
            names.filter { name in
                var info = stat()
                return !name.split(separator: "/").contains { $0.hasPrefix(".") }
                    && lstat(root + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
            })
    }
}
