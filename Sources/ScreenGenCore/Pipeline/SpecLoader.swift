#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The front of the pipeline for one file: bytes → YAML tree → `ScreenSpec` → structure check →
/// file names.
/// Every problem is collected; a spec comes back only when it can be used.
public struct SpecLoader: Sendable {
    public var limits: YAMLLimits
    public var defaultTarget: OSVersion

    public init(limits: YAMLLimits = .default, defaultTarget: OSVersion = OSVersion(17, 0)) {
        self.limits = limits
        self.defaultTarget = defaultTarget
    }

    public struct Result: Sendable {
        public var spec: ScreenSpec?
        /// The spec's facts, derived once as it loaded, present exactly when `spec` is: what the
        /// rules, the model builder and the path checks read after.
        public var facts: ScreenFacts? = nil
        public var diagnostics: [Diagnostic]
        /// The file's app, when its root is `app:` rather than `screen:` (then `spec` is nil), with
        /// its facts.
        public var app: AppSpec? = nil
        public var appFacts: AppFacts? = nil
        /// The digest of the file's bytes, when it was read from a file: part of the output
        /// manifest's key (see `OutputManifest`).
        public var digest: ContentDigest? = nil
    }

    /// Reads and decodes a file; an unreadable file is a diagnostic at 1:1 with id `io`.
    public func load(path: String) -> Result {
        let bytes: [UInt8]
        switch FileBytes.read(path, limit: limits.maxBytes + 1) {
        case .success(let read): bytes = read
        case .failure(let problem):
            let location = SourceLocation(file: path, line: 1, column: 1)
            let reason = problem.reason(ifDirectory: "is a directory, not a spec file")
            return Result(spec: nil, diagnostics: [.error(reason, id: "io", at: location)])
        }
        var result = load(bytes: bytes, file: path)
        result.digest = ContentDigest(bytes)
        return result
    }

    /// A spec file's bytes as loading reads them (the digest of an unchanged run is of these
    /// bytes); nil when it cannot be read. One byte past the limit is enough to refuse an
    /// oversized file without reading all of it.
    public func bytes(at path: String) -> [UInt8]? {
        try? FileBytes.read(path, limit: limits.maxBytes + 1).get()
    }

    public func load(bytes: [UInt8], file: String) -> Result {
        var diagnostics: [Diagnostic] = []
        guard let root = YAMLLoader(limits: limits).load(bytes, file: file, diagnostics: &diagnostics) else {
            return Result(spec: nil, diagnostics: diagnostics.sortedForDisplay())
        }
        if SpecDecoder.isApp(root) { return loadApp(root, file: file, diagnostics: diagnostics) }
        guard let spec = SpecDecoder(defaultTarget: defaultTarget).decode(root, file: file, diagnostics: &diagnostics)
        else {
            return Result(spec: nil, diagnostics: diagnostics.sortedForDisplay())
        }
        // One set of facts for both checks: the structure check's names and the files they name.
        let facts = ScreenFacts(spec)
        diagnostics += StructureCheck().check(spec, facts: facts)
        // The file names come from the facts, which need a coherent spec.
        if !diagnostics.hasErrors { diagnostics += FileNameCheck.check(spec, facts: facts) }
        guard !diagnostics.hasErrors else { return Result(spec: nil, diagnostics: diagnostics.sortedForDisplay()) }
        return Result(spec: spec, facts: facts, diagnostics: diagnostics.sortedForDisplay())
    }

    /// An app spec: decoded by the same reader, checked on its own (`AppCheck`).
    private func loadApp(_ root: YAMLNode, file: String, diagnostics: [Diagnostic]) -> Result {
        var diagnostics = diagnostics
        guard let app = SpecDecoder(defaultTarget: defaultTarget).decodeApp(root, file: file, diagnostics: &diagnostics)
        else {
            return Result(spec: nil, diagnostics: diagnostics.sortedForDisplay())
        }
        diagnostics += AppCheck().check(app)
        guard !diagnostics.hasErrors else { return Result(spec: nil, diagnostics: diagnostics.sortedForDisplay()) }
        return Result(spec: nil, diagnostics: diagnostics.sortedForDisplay(), app: app, appFacts: AppFacts(app))
    }
}
