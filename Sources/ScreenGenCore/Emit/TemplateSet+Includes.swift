#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TemplateSet {
    /// The template `template render` renders, which includes partials like the file templates do.
    public struct RenderedTemplate: Sendable {
        /// What errors call it.
        public var name: String
        public var source: String
        /// Its file, when it is one; that file is never refused, even in the partials directory.
        public var path: String?

        public init(name: String, source: String, path: String?) {
            self.name = name
            self.source = source
            self.path = path
        }
    }

    /// Refuses, each with a did-you-mean, the added partials that no template includes: the file
    /// templates generation renders, `rendered`, and the partials they include in turn. A team
    /// can add partials of its own, but a file nothing includes is almost always a misspelt name.
    /// Every template reached is parsed, so a syntax error in one is reported here, located.
    public func checkAddedPartialsAreIncluded(rendering rendered: RenderedTemplate? = nil) throws(OverrideError) {
        guard !addedPartials.isEmpty else { return }
        var pending: [(name: String, source: String)] = []
        for name in SwiftEmitter.fileTemplates {
            if let source = sources[name] { pending.append((displayName(of: name), source)) }
        }
        if let rendered { pending.append((rendered.name, rendered.source)) }
        var included: Set<String> = []
        var missing: [String] = []
        while let (name, source) = pending.popLast() {
            let template: MustacheTemplate
            do {
                template = try MustacheTemplate(name: name, source: source)
            } catch {
                throw OverrideError(error)
            }
            for partial in template.includedPartials where included.insert(partial).inserted {
                let fileName = partial + ".mustache"
                if let source = sources[fileName] {
                    pending.append((displayName(of: fileName), source))
                } else {
                    missing.append(fileName)
                }
            }
        }
        let candidates = (Array(TemplateSet.builtin.sources.keys) + missing).sorted()
        var problems: [Diagnostic] = []
        for name in addedPartials where !included.contains(Self.partialName(of: name)) {
            let path = origins[name] ?? name
            if let file = rendered?.path, Self.isSameFile(file, path) { continue }
            var message = "'\(name)' replaces no built-in template, and no template includes it"
            if let suggestion = DidYouMean.suggestion(for: name, among: candidates) {
                message += "; did you mean '\(suggestion)'?"
            }
            problems.append(.stop(.template, message, file: path))
        }
        guard problems.isEmpty else { throw OverrideError(problems) }
    }

    /// Whether two paths name one file (the same device and inode), however each is spelt.
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_ino == b.st_ino && a.st_dev == b.st_dev
    }
}
