import Foundation

/// The templates generation renders with: the built-in ones (compiled into the binary, so it works
/// wherever it is installed), each replaceable by a file of the same name in a team's directory.
public struct TemplateSet: Sendable {
    /// Template sources by file name (`View.swift.mustache`, `header.mustache`, …).
    public private(set) var sources: [String: String]
    /// Where each template came from: `built-in` or the overriding file's path.
    public private(set) var origins: [String: String]

    public static let builtin = TemplateSet(
        sources: BuiltinTemplates.sources, origins: BuiltinTemplates.sources.mapValues { _ in "built-in" })

    init(sources: [String: String], origins: [String: String]) {
        self.sources = sources
        self.origins = origins
    }

    public struct OverrideError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The built-in set with every `*.mustache` file of `directory` put in place of its namesake;
    /// a file that overrides nothing is refused, because it is almost always a misspelt name.
    public static func withOverrides(from directory: String?) throws(OverrideError) -> TemplateSet {
        var set = builtin
        guard let directory else { return set }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw OverrideError(description: "\(directory): error: cannot read the templates directory")
        }
        for name in names where name.hasSuffix(".mustache") {
            let path = Paths.appending(name, to: directory)
            guard set.sources[name] != nil else {
                var message = "\(path): error: '\(name)' replaces no built-in template"
                if let suggestion = DidYouMean.suggestion(for: name, among: set.sources.keys.sorted()) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw OverrideError(description: message)
            }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else { throw OverrideError(description: "\(path): error: cannot read the template as UTF-8") }
            set.sources[name] = text
            set.origins[name] = path
        }
        return set
    }

    /// Partials are every template by its name without `.mustache`.
    var partials: MustachePartials {
        var named: [String: String] = [:]
        for (name, source) in sources where name.hasSuffix(".mustache") {
            named[String(name.dropLast(".mustache".count))] = source
        }
        return MustachePartials(named)
    }

    /// A named template parsed; a parse error names the template's origin.
    func template(_ name: String) throws(MustacheError) -> MustacheTemplate {
        guard let source = sources[name] else { preconditionFailure("no template named \(name)") }
        return try MustacheTemplate(name: origins[name] == "built-in" ? name : origins[name] ?? name, source: source)
    }
}
