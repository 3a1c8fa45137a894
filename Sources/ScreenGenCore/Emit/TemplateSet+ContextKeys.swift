extension TemplateSet {
    /// Warns, at the tag and with a did-you-mean, of each variable or section tag of a team's
    /// template whose first name (`title` of `{{title.literal}}`) is no key anywhere in the template
    /// context (`TemplateContextKeys`): Mustache renders a key the context lacks as nothing, so a
    /// misspelt name would show only as missing code in some generated file. A warning, not a stop:
    /// a team may read a key of its own making inside a section it opens on purpose. The built-in
    /// templates pass (a test), so a copy of one needs no change. `template render` keeps
    /// Mustache's rule, as it does for partials; call this only for generation.
    public func checkContextKeys() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for name in sources.keys.sorted() where origins[name] != Self.builtinOrigin {
            // A template that does not parse is `checkPartialIncludes`'s to report.
            guard let source = sources[name],
                let template = try? MustacheTemplate(name: displayName(of: name), source: source)
            else { continue }
            problems += Self.unknownContextKeys(in: template)
        }
        return problems
    }

    /// The tags of one template whose first name the table does not know, each name once, at its
    /// first tag (`.` is the element itself).
    static func unknownContextKeys(in template: MustacheTemplate) -> [Diagnostic] {
        var reported: Set<String> = []
        var problems: [Diagnostic] = []
        for tag in template.nameTags {
            let first = String(tag.name.split(separator: ".").first ?? "")
            guard tag.name != ".", !TemplateContextKeys.names.contains(first), reported.insert(first).inserted
            else { continue }
            var message = "'\(first)' is no key of the template context"
            if let suggestion = DidYouMean.suggestion(for: first, among: knownKeyNames) {
                message += "; did you mean '\(suggestion)'?"
            }
            problems.append(
                .warning(
                    message, id: "unknown-context-key",
                    at: SourceLocation(file: template.name, line: tag.line, column: tag.column),
                    notes: ["a key the context lacks renders as nothing; docs/templates.md lists the context's keys"]))
        }
        return problems
    }

    /// The table's names in a fixed order, so that a tie between two suggestions always goes the
    /// same way.
    private static let knownKeyNames = TemplateContextKeys.names.sorted()
}
