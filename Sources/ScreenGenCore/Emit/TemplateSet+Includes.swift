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

    /// Refuses, each with a did-you-mean, the added partials that no template includes (the file
    /// templates generation renders, `rendered`, and the partials they include in turn); and for
    /// generation with a team's templates, the includes of a partial that no template provides, at
    /// the tag, even inside a section no render would open. A team can add partials of its own, but
    /// a file nothing includes, or a tag that names no file, is almost always a misspelt name, which
    /// Mustache would render as nothing. (`template render` keeps Mustache's rule: it is how a
    /// template author tries the engine itself.) Every template reached is parsed, so a syntax
    /// error in one is reported here, located.
    public func checkPartialIncludes(rendering rendered: RenderedTemplate? = nil) throws(OverrideError) {
        // The built-in set alone includes only partials it has (`BuiltinTemplatesTests`).
        let refusesMissing = rendered == nil && origins.values.contains { $0 != TemplateSet.builtinOrigin }
        guard refusesMissing || !addedPartials.isEmpty else { return }
        var pending: [(name: String, source: String)] = []
        for name in SwiftEmitter.fileTemplates {
            if let source = sources[name] { pending.append((displayName(of: name), source)) }
        }
        if let rendered { pending.append((rendered.name, rendered.source)) }
        var included: Set<String> = []
        var missing: [String] = []
        var problems: [Diagnostic] = []
        let provided = sources.keys.map(Self.partialName(of:)).sorted()
        while let (name, source) = pending.popLast() {
            let template: MustacheTemplate
            do {
                template = try MustacheTemplate(name: name, source: source)
            } catch {
                throw OverrideError(error)
            }
            for tag in template.partialTags {
                let fileName = tag.name + ".mustache"
                guard sources[fileName] == nil else {
                    if included.insert(tag.name).inserted { pending.append((displayName(of: fileName), sources[fileName]!)) }
                    continue
                }
                if included.insert(tag.name).inserted { missing.append(fileName) }
                guard refusesMissing else { continue }
                var message = "'\(tag.name)' names no template: no '\(fileName)' in the built-in set or the team's"
                if let suggestion = DidYouMean.suggestion(for: tag.name, among: provided) {
                    message += "; did you mean '\(suggestion)'?"
                }
                problems.append(.stop(.template, message, file: name, line: tag.line, column: tag.column))
            }
        }
        let candidates = (Array(TemplateSet.builtin.sources.keys) + missing).sorted()
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
