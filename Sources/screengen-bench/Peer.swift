import Foundation

/// The Python peer (`../shared/bench/peer-py`, see its README): a corpus cloned from its own
/// `specs/` (it refuses newer keys), its unchanged run timed against screengen's on that corpus,
/// and a byte comparison of the two outputs.
struct Peer {
    /// `peer.py`, and the Python interpreter that has PyYAML (with libyaml) and Jinja2.
    var script: String
    var python: String

    /// The peer next to the package (`../shared/bench/peer-py/peer.py` from the package root), or
    /// `SCREENGEN_BENCH_PEER`; nil, with the reason, when it or what it needs is missing.
    static func find(packageRoot: String) -> (Peer?, String) {
        let script =
            ProcessInfo.processInfo.environment["SCREENGEN_BENCH_PEER"]
            ?? URL(fileURLWithPath: packageRoot + "/../shared/bench/peer-py/peer.py").standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: script) else {
            return (nil, "no peer at \(script) (set SCREENGEN_BENCH_PEER to its peer.py)")
        }
        // The interpreter's own path: a version manager's shim would add its start-up to every run.
        let probe = "import sys, yaml, jinja2; assert yaml.__with_libyaml__; print(sys.executable)"
        guard let python = capture("/usr/bin/env", ["python3", "-c", probe]), !python.isEmpty else {
            return (nil, "python3 with PyYAML (libyaml) and Jinja2 is missing (pip install pyyaml jinja2)")
        }
        return (Peer(script: script, python: python), "peer: \(script) (\(python))")
    }

    /// The standard output of a command, trimmed; nil when it fails.
    static func capture(_ executable: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `count` specs cloned from the peer's `specs/` into `directory/Specs`, as the README's `mk`
    /// does: each clone's screen name, and its store or view model type, get the suffix `N<i>`.
    /// One step more than `mk`: a participant's `flow` names its owner's clone in the same round of
    /// clones (the one before, for a last round cut short). `mk` leaves it naming an owner no clone
    /// is, which screengen refuses (`unknown-flow`), and the peer names the participant's route
    /// and router types after `flow` as screengen does, so both still read one corpus.
    func writeCorpus(count: Int, to directory: String) throws -> [[UInt8]] {
        let source = Paths.parent(script) + "/specs"
        let names = try FileManager.default.contentsOfDirectory(atPath: source).filter { $0.hasSuffix(".yaml") }
            .sorted()
        let texts = try names.map { try String(contentsOfFile: source + "/" + $0, encoding: .utf8) }
        let screens = texts.map { Self.value(of: "screen:", in: $0) }
        let specs = directory + "/Specs"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        var all: [[UInt8]] = []
        for index in 0..<count {
            let text = texts[index % texts.count]
            var flowSuffix: String?
            if let flow = Self.value(of: "flow:", in: text), let owner = screens.firstIndex(of: flow) {
                let round = index - index % texts.count
                let ownerIndex = round + owner < count ? round + owner : round + owner - texts.count
                if ownerIndex >= 0 { flowSuffix = "N\(ownerIndex)" }
            }
            let bytes = Array(Self.clone(text, suffix: "N\(index)", flowSuffix: flowSuffix).utf8)
            all.append(bytes)
            try Data(bytes).write(to: URL(fileURLWithPath: "\(specs)/S\(index).yaml"))
        }
        return all
    }

    /// The name a top-level `key` (`screen:`, `flow:`) gives, if a line starts with it.
    static func value(of key: String, in text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            let name = line.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
                .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// The README's two `sed` expressions: the first `screen:` line's name, and every
    /// `  type: <Name>Store` or `<Name>ViewModel` line at the store's indentation; with
    /// `flowSuffix`, the `flow:` line's name too.
    static func clone(_ text: String, suffix: String, flowSuffix: String? = nil) -> String {
        var renamed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if let flowSuffix, line.hasPrefix("flow:"), let flow = value(of: "flow:", in: String(line)) {
                return "flow: \(flow)\(flowSuffix)"
                    + line.dropFirst("flow:".count).drop { $0 == " " }.dropFirst(flow.count)
            }
            if !renamed, line.hasPrefix("screen:") {
                let rest = line.dropFirst("screen:".count).drop { $0 == " " || $0 == "\t" }
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard let first = name.first, first.isLetter || first == "_" else { return String(line) }
                renamed = true
                return "screen: \(name)\(suffix)" + rest.dropFirst(name.count)
            }
            guard line.hasPrefix("  type: ") else { return String(line) }
            let rest = line.dropFirst("  type: ".count)
            let word = rest.prefix { ($0.isASCII && $0.isLetter) || $0 == "_" }
            let next = rest.dropFirst(word.count).first
            let boundary = next.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            guard boundary, word.hasSuffix("Store") || word.hasSuffix("ViewModel") else { return String(line) }
            return "  type: \(word)\(suffix)" + rest.dropFirst(word.count)
        }
        return lines.joined(separator: "\n")
    }

    /// How many of the files under two directories (hidden ones left out: the lock, the manifest)
    /// differ, byte for byte, or exist in one only; and how many there are.
    static func compare(_ one: String, _ other: String) -> (differing: Int, files: Int) {
        func files(_ root: String) -> Set<String> {
            let names = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
            return Set(
                names.filter { name in
                    !name.split(separator: "/").contains { $0.hasPrefix(".") }
                        && !((try? FileManager.default.attributesOfItem(atPath: root + "/" + name))?[.type]
                            as? FileAttributeType == .typeDirectory)
                })
        }
        let left = files(one)
        let right = files(other)
        var differing = left.symmetricDifference(right).count
        for name in left.intersection(right)
        where FileManager.default.contents(atPath: one + "/" + name)
            != FileManager.default.contents(atPath: other + "/" + name)
        {
            differing += 1
        }
        return (differing, left.union(right).count)
    }
}

enum Paths {
    static func parent(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
