#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything a run would change under the output directory, computed before a byte is written:
/// each generated file with the user's regions carried over, and each generated file on disk that
/// no spec produces any more (stale). `generate` applies it, `check` prints it, nothing else decides.
public struct OutputPlan: Sendable {
    public enum Change: String, Sendable {
        case create, update, unchanged, stale
    }

    public struct Entry: Sendable {
        public var path: String
        /// The file on disk, with LF line breaks (line endings are not drift).
        public var old: String?
        /// What the file should hold, with LF line breaks.
        public var new: String?
        public var change: Change
        /// The line break of the file on disk, which a rewrite keeps.
        public var lineBreak: LineBreak = .lf

        /// A new file's bytes, already on disk in a `StagingArea`, when the run that planned it writes.
        var staged: StagedFile?

        /// The digest of the bytes the file holds once the run applies this entry (an unchanged
        /// file's bytes on disk, a created or updated file's new bytes), for the manifest; nil when
        /// planning it reported anything, so that a later run plans it again and says so again.
        var digest: ContentDigest?

        /// The bytes a write puts on disk: the new text with the file's own line breaks.
        public var textToWrite: String? { new.map(lineBreak.applied) }
    }

    public var entries: [Entry]
    public var diagnostics: [Diagnostic]

    public func count(_ change: Change) -> Int { entries.filter { $0.change == change }.count }

    static func isGenerated(_ text: String) -> Bool {
        text.lines(limit: 12).contains { $0.containsText(ReservedPhrases.generatedMarker) }
    }
}

extension OutputPlan {
    /// The plans of a workspace's modules as one, each module's entries in turn; nil when one of
    /// them is (an error stopped it).
    init?(merging plans: [OutputPlan?]) {
        guard !plans.contains(where: { $0 == nil }) else { return nil }
        self.init(entries: plans.flatMap { $0!.entries }, diagnostics: plans.flatMap { $0!.diagnostics })
    }
}

/// A new file written to a `StagingArea` during planning, and where it goes.
struct StagedFile: Sendable {
    var file: String
    /// Its path relative to the output directory, as the templates gave it.
    var relativePath: String
}

/// Builds an `OutputPlan` for one output directory, and the tests directory when a run writes tests.
public struct OutputPlanner: Sendable {
    public var outputDirectory: String
    /// Where the generated tests go (`GeneratedFile.Root.tests`); nil when the run writes none.
    public var testsDirectory: String?

    public init(outputDirectory: String, testsDirectory: String? = nil) {
        self.outputDirectory = outputDirectory
        self.testsDirectory = testsDirectory
    }

    /// The directories the plan covers: each file's root, searched for stale files.
    var roots: [String] { [outputDirectory] + (testsDirectory.map { [$0] } ?? []) }

    /// The directory a file's path is relative to.
    func directory(of root: GeneratedFile.Root) throws(RunError) -> String {
        switch root {
        case .output: return outputDirectory
        case .tests:
            guard let testsDirectory else {
                throw RunError(.template, "a generated test file, but the run writes no tests")
            }
            return testsDirectory
        }
    }

    /// Which generated files on disk a plan reports as stale.
    public enum StaleSearch: Sendable {
        /// None: what else belongs to the project is unknown, or not asked for.
        case none
        /// Every generated file that neither a planned entry nor `others` (the files of the
        /// project's specs the run does not read) covers.
        case excluding(others: Set<String>)
    }

    public func plan(_ files: [GeneratedFile], stale: StaleSearch = .excluding(others: [])) throws(RunError)
        -> OutputPlan
    {
        try checkRoot()
        // Each file is read and merged on every core; entries come back in the files' order.
        let planner = self
        let outcomes = files.concurrentMap { file -> Result<(OutputPlan.Entry, [Diagnostic]), RunError> in
            Result { () throws(RunError) in try planner.entry(for: file) }
        }
        var planned: [(OutputPlan.Entry, [Diagnostic])] = []
        for outcome in outcomes { planned.append(try outcome.get()) }
        return try complete(planned, stale: stale)
    }

    /// The output directory itself may not be a link: checked before anything else, so that with
    /// no file to write the lock and the stale-file search do not go through it either.
    func checkRoot() throws(RunError) {
        if PathGuard.isSymbolicLink(outputDirectory) {
            throw RunError(.io, "the output directory is a symbolic link; give its real path", file: outputDirectory)
        }
        if let testsDirectory, PathGuard.isSymbolicLink(testsDirectory) {
            throw RunError(.io, "the tests directory is a symbolic link; give its real path", file: testsDirectory)
        }
    }

    /// The plan from every planned entry, plus the stale files `stale` asks for.
    /// `names`: the output directory's entries (`DirectoryTree.names(in:)`) when the run listed them
    /// already; else they are listed here.
    func complete(_ planned: consuming [(OutputPlan.Entry, [Diagnostic])], stale: StaleSearch, names: [String]? = nil)
        throws(RunError) -> OutputPlan
    {
        var plan = OutputPlan(entries: [], diagnostics: [])
        var paths: Set<String> = []
        for (entry, diagnostics) in planned {
            paths.insert(entry.path)
            plan.entries.append(entry)
            plan.diagnostics += diagnostics
        }
        guard case .excluding(let others) = stale else {
            plan.entries.sort { $0.path < $1.path }
            return plan
        }
        for path in try existingGeneratedFiles(
            skipping: paths.union(others), names: names ?? DirectoryTree.names(in: outputDirectory))
        {
            let old = try PathGuard.read(path)
            plan.entries.append(
                .init(
                    path: path, old: old.map(LineBreak.normalized), new: nil, change: .stale,
                    lineBreak: old.map(LineBreak.of) ?? .lf))
        }
        plan.entries.sort { $0.path < $1.path }
        return plan
    }

    /// One file's entry: what is on disk, and the new text with the user's regions carried over.
    /// With `staging`, a file that does not exist yet is written there now and keeps no text: a
    /// cold run never holds every new file at once, and never renders one twice. One that cannot
    /// be staged keeps its text, and is written from it.
    func entry(for file: GeneratedFile, staging: StagingArea? = nil) throws(RunError) -> (
        OutputPlan.Entry, [Diagnostic]
    ) {
        let path = try PathGuard.resolve(file.path, under: directory(of: file.root))
        guard OutputPlan.isGenerated(file.contents) else {
            throw RunError(
                .template,
                "the rendered file lacks '\(ReservedPhrases.generatedMarker)…' in its first lines; "
                    + "a custom header template must keep it (it is how stale files are recognised)", file: path)
        }
        var diagnostics: [Diagnostic] = []
        let disk = try PathGuard.read(path)
        // Read as LF text whatever its line breaks; a rewrite gives it its own back.
        let lineBreak = disk.map(LineBreak.of) ?? .lf
        let old = disk.map(LineBreak.normalized)
        var new = file.contents
        if let old, !OutputPlan.isGenerated(old) {
            // Someone else's file where a screen's file goes: overwriting it would lose their code.
            diagnostics.append(
                .error(
                    "the file exists and screengen did not generate it (no '\(ReservedPhrases.generatedMarker)…' "
                        + "in its first lines); it will not be overwritten",
                    id: "not-generated", at: SourceLocation(file: path, line: 1, column: 1),
                    notes: ["rename or move it, then generate again; nothing was written"]))
        } else if let old {
            let (regions, problems) = UserRegions.parse(old, file: path)
            diagnostics += problems
            let (merged, orphans) = UserRegions.carryOver(regions, into: file.contents)
            new = merged
            for orphan in orphans {
                diagnostics.append(
                    .error(
                        "user region '\(orphan.name)' has code but no place in the regenerated file",
                        id: "orphan-region", at: SourceLocation(file: path, line: orphan.line, column: 1),
                        notes: ["move its code elsewhere (or delete it), then generate again; nothing was written"]))
            }
        }
        let change: OutputPlan.Change = old == nil ? .create : (old == new ? .unchanged : .update)
        // An unchanged file needs neither text again: dropping them halves the memory of a large,
        // mostly unchanged run.
        let digest =
            diagnostics.isEmpty ? ContentDigest(change == .unchanged ? disk ?? "" : lineBreak.applied(to: new)) : nil
        if change == .unchanged {
            return (.init(path: path, old: nil, new: nil, change: change, digest: digest), diagnostics)
        }
        // The staging area is in the output directory: a test file elsewhere could not be renamed
        // into place from it (another file system), so it keeps its text, written where it goes.
        if change == .create, file.root == .output, let staged = staging?.stage(new, relativePath: file.path) {
            let entry = OutputPlan.Entry(
                path: path, old: nil, new: nil, change: change,
                staged: StagedFile(file: staged, relativePath: file.path), digest: digest)
            return (entry, diagnostics)
        }
        return (
            .init(path: path, old: old, new: new, change: change, lineBreak: lineBreak, digest: digest), diagnostics
        )
    }

    /// Swift files under the output directory whose header says screengen generated them, except
    /// `planned` ones and any that is one of them under another name: on a case-insensitive file
    /// system `Feed/FeedView.swift` is the `FEED/FEEDView.swift` a rename by case writes, and must
    /// not be pruned. Other files there are the user's: a folder named `X.swift`, or a file that is
    /// not UTF-8 (screengen writes only UTF-8), is none of screengen's business and must not stop
    /// the run.
    private func existingGeneratedFiles(skipping planned: Set<String>, names outputNames: [String]) throws(RunError)
        -> [String]
    {
        var found: [String] = []
        var seen: Set<String> = []
        for root in roots {
            let names = root == outputDirectory ? outputNames : DirectoryTree.names(in: root)
            for path in try existingGeneratedFiles(in: root, names: names, skipping: planned)
            where seen.insert(path).inserted {
                found.append(path)
            }
        }
        return found
    }

    private func existingGeneratedFiles(in directory: String, names: [String], skipping planned: Set<String>)
        throws(RunError) -> [String]
    {
        var found: [String] = []
        var plannedFiles: Set<FileIdentity>?
        for name in names.sorted() where name.hasSuffix(".swift") {
            let path = Paths.appending(name, to: directory)
            if planned.contains(path) { continue }
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let data: [UInt8]
            switch FileBytes.read(path) {
            case .success(let bytes): data = bytes
            case .failure(let problem): throw RunError(.io, problem.reason(ifDirectory: "is a directory"), file: path)
            }
            guard let text = String(validating: data, as: UTF8.self), OutputPlan.isGenerated(text) else { continue }
            if plannedFiles == nil { plannedFiles = Set(planned.compactMap(FileIdentity.init(path:))) }
            if plannedFiles?.contains(FileIdentity(info)) == true { continue }
            found.append(path)
        }
        return found
    }
}

/// Which file a path names, whatever the name: two paths that name one file (a case-insensitive
/// file system's two spellings, a hard link) have one identity.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}
