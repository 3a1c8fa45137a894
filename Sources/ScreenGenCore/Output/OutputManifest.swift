#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the last `generate` left in the output directory, so that a run whose inputs have not
/// changed can prove a screen's files up to date by hashing instead of rendering.
///
/// Content-addressed: each record maps a **key** — the digest of a spec's bytes and of everything
/// else its output depends on (see `ScreenGen.manifestKeys`) — to the path and digest of each
/// file that spec's screen had on disk after that run, user regions included. A run trusts a
/// record only when the key it computes now is the record's, the files the spec generates are the
/// record's files in the same order, and every file on disk hashes to the recorded digest; then the
/// file is what rendering and carrying the user's regions over would leave unchanged. Anything
/// else (no manifest, a truncated or edited one, another key, a file edited, deleted or replaced)
/// renders the screen as if there were no manifest. So the manifest can make a run slower, never
/// wrong: `check` cannot pass on a drifted tree, and no user region is ever read from it.
///
/// The file is `.screengen.manifest` in the output directory, one line each:
///
///     screengen-manifest 2
///     <key> <file count>
///     <digest> <path relative to the output directory>
///     …
///     run <run key> <screen count> <diagnostic count>      (at most once; see `RunRecord`)
///     <key of each screen, then each app, in run order>
///     <each diagnostic, as a one-line JSON array>
///     end <record count>
///
/// Only `generate` writes it (through `FileWriter`, atomically), after its files are in place;
/// `check` and `--dry-run` only read it.
public struct OutputManifest: Sendable, Equatable {
    public static let fileName = ".screengen.manifest"
    static let header = "screengen-manifest 2"

    public struct File: Sendable, Equatable {
        /// Relative to the output directory, as the templates give it.
        public var path: String
        public var digest: ContentDigest
    }

    /// Each key's files, in the order the screen generates them.
    public var records: [ContentDigest: [File]] = [:]
    /// The last run over every spec of the project, when it recorded every screen.
    public var run: RunRecord?

    public init(records: [ContentDigest: [File]] = [:], run: RunRecord? = nil) {
        self.records = records
        self.run = run
    }

    public var text: String {
        var out = Self.header + "\n"
        for key in records.keys.sorted(by: { ($0.high, $0.low) < ($1.high, $1.low) }) {
            let files = records[key] ?? []
            out += "\(key) \(files.count)\n"
            for file in files { out += "\(file.digest) \(file.path)\n" }
        }
        if let run { out += run.text }
        return out + "end \(records.count)\n"
    }

    /// The manifest `text` wrote; nil for anything else, however little is wrong with it (a
    /// manifest that does not parse is no manifest at all).
    public init?(text: String) {
        // Lines split on the byte: a character-wise split of a large manifest costs more than it saves.
        var lines = text.utf8.split(separator: 10, omittingEmptySubsequences: false).map { Substring($0) }
        guard lines.first == Substring(Self.header), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        guard let end = lines.popLast() else { return nil }
        var index = 0
        var records: [ContentDigest: [File]] = [:]
        var run: RunRecord?
        while index < lines.count {
            if lines[index].hasPrefix(RunRecord.tag) {
                guard run == nil, let (parsed, used) = RunRecord.parse(lines[index...]) else { return nil }
                run = parsed
                index += used
                continue
            }
            guard let (key, rest) = Self.digestAndRest(lines[index]), let count = Int(rest), count >= 0,
                count < lines.count - index, records[key] == nil
            else { return nil }
            var files: [File] = []
            files.reserveCapacity(count)
            for line in lines[(index + 1)..<(index + 1 + count)] {
                guard let (digest, path) = Self.digestAndRest(line) else { return nil }
                files.append(File(path: String(path), digest: digest))
            }
            records[key] = files
            index += count + 1
        }
        guard end == "end \(records.count)" else { return nil }
        self.records = records
        self.run = run
    }

    /// A line's leading digest and the rest after one space (`<32 hex digits> <rest>`), split on the
    /// bytes: an unchanged run parses one such line per generated file.
    private static func digestAndRest(_ line: Substring) -> (ContentDigest, Substring)? {
        let utf8 = line.utf8
        guard let space = utf8.index(utf8.startIndex, offsetBy: 32, limitedBy: utf8.endIndex), space != utf8.endIndex,
            utf8[space] == UInt8(ascii: " "), let digest = ContentDigest(hex: utf8[..<space])
        else { return nil }
        return (digest, Substring(utf8[utf8.index(after: space)...]))
    }

    /// The manifest in `outputDirectory`; empty when there is none or it cannot be used.
    public static func read(from outputDirectory: String) -> OutputManifest {
        parse(bytes(in: outputDirectory))
    }

    /// The manifest file's bytes; nil when there is none (or it is a link).
    static func bytes(in outputDirectory: String) -> [UInt8]? {
        let path = Paths.appending(fileName, to: outputDirectory)
        guard !PathGuard.isSymbolicLink(path), let bytes = try? FileBytes.read(path).get() else { return nil }
        return bytes
    }

    /// The manifest in `bytes`; empty when they are none or not a manifest. The bytes are consumed
    /// as they become text: a 10,000-screen manifest is 3 MB, parsed while every spec is loaded.
    static func parse(_ bytes: consuming [UInt8]?) -> OutputManifest {
        guard let text = bytes.flatMap({ String(validating: $0, as: UTF8.self) }) else { return OutputManifest() }
        return OutputManifest(text: text) ?? OutputManifest()
    }

    /// Writes the manifest through the one file writer (a temporary file renamed over the old one);
    /// false when it cannot be written, which costs the next run its shortcut and nothing else.
    @discardableResult
    func write(to outputDirectory: String) -> Bool {
        let path = Paths.appending(Self.fileName, to: outputDirectory)
        guard !PathGuard.isSymbolicLink(path) else { return false }
        return (try? FileWriter().write(text, to: path)) != nil
    }

    /// Removes the manifest, if there is one (not through a link).
    static func remove(from outputDirectory: String) {
        let path = Paths.appending(fileName, to: outputDirectory)
        if !PathGuard.isSymbolicLink(path) { unlink(path) }
    }

    /// The files of `key` as unchanged plan entries when each one on disk is byte for byte the
    /// recorded one and `paths` (what the spec generates now) are the recorded paths; nil otherwise,
    /// and the screen is rendered. A path that could leave the output directory throws, as planning
    /// it would.
    /// `paths` nil: the recorded paths are trusted, as they are when the whole run is the recorded one
    /// (`RunRecord`).
    func unchangedEntries(for key: ContentDigest, paths: [String]?, under outputDirectory: String)
        throws(RunError) -> [(path: String, entry: OutputPlan.Entry)]?
    {
        guard let files = records[key], paths == nil || files.map(\.path) == paths else { return nil }
        var entries: [(path: String, entry: OutputPlan.Entry)] = []
        var checked: Set<String> = []
        for file in files {
            let path = try PathGuard.resolve(file.path, under: outputDirectory, checked: &checked)
            guard let digest = Self.digest(ofFileAt: path), digest == file.digest else { return nil }
            var entry = OutputPlan.Entry(path: path, old: nil, new: nil, change: .unchanged)
            entry.digest = digest
            entries.append((file.path, entry))
        }
        return entries
    }

    /// The digest of a regular file's bytes; nil when it cannot be read (missing, a directory, a FIFO).
    static func digest(ofFileAt path: String) -> ContentDigest? {
        (try? FileBytes.read(path).get()).map(ContentDigest.init)
    }
}
