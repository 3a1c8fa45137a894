#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The templates generation renders with: the built-in ones (compiled into the binary, so it works
/// wherever it is installed), each replaceable by a file of the same name in a team's directory,
/// which may also add partials of its own.
public struct TemplateSet: Sendable {
    /// Template sources by file name (`View.swift.mustache`, `header.mustache`, …).
    public private(set) var sources: [String: String]
    /// Where each template came from: `built-in` or the overriding file's path.
    public private(set) var origins: [String: String]
    /// The files of the team's directory that replace no built-in template, by file name: partials
    /// the team adds, which `checkPartialIncludes` requires some template to include.
    public private(set) var addedPartials: [String] = []

    public static let builtin = TemplateSet(
        sources: BuiltinTemplates.sources, origins: BuiltinTemplates.sources.mapValues { _ in builtinOrigin })

    /// The origin of a template compiled into the binary.
    static let builtinOrigin = "built-in"

    init(sources: [String: String], origins: [String: String]) {
        self.sources = sources
        self.origins = origins
    }

    /// Overrides that cannot be used, each a located `template` stop (see `StopKind`).
    public struct OverrideError: Error, CustomStringConvertible {
        public var diagnostics: [Diagnostic]

        init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

        init(_ message: String, file: String) { self.init([.stop(.template, message, file: file)]) }

        init(_ error: MustacheError) {
            self.init([
                .stop(.template, error.message, file: error.templateName, line: error.line, column: error.column)
            ])
        }

        public var description: String { String(DiagnosticFormat.text.render(diagnostics).dropLast()) }
    }

    /// The built-in set with every `*.mustache` file of `directory` put in place of its namesake, or
    /// added beside them when it has none. Call `checkPartialIncludes` before rendering.
    public static func withOverrides(from directory: String?) throws(OverrideError) -> TemplateSet {
        var set = builtin
        guard let directory else { return set }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw OverrideError("cannot read the templates directory", file: directory)
        }
        for name in names where name.hasSuffix(".mustache") {
            let path = Paths.appending(name, to: directory)
            guard let bytes = try? FileBytes.read(path).get(), let text = String(validating: bytes, as: UTF8.self)
            else { throw OverrideError("cannot read the template as UTF-8", file: path) }
            if set.sources[name] == nil { set.addedPartials.append(name) }
            set.sources[name] = text
            set.origins[name] = path
        }
        return set
    }

    /// Partials are every template by its name without `.mustache`; errors in one name its file.
    var partials: MustachePartials {
        var named: [String: String] = [:]
        var fileNames: [String: String] = [:]
        for (name, source) in sources where name.hasSuffix(".mustache") {
            let partialName = Self.partialName(of: name)
            named[partialName] = source
            fileNames[partialName] = displayName(of: name)
        }
        return MustachePartials(named, fileNames: fileNames)
    }

    /// A named template parsed; a parse error names the template's origin.
    func template(_ name: String) throws(MustacheError) -> MustacheTemplate {
        guard let source = sources[name] else { preconditionFailure("no template named \(name)") }
        return try MustacheTemplate(name: displayName(of: name), source: source)
    }

    /// What errors call a template: a built-in one by its file name, a team's by its path.
    func displayName(of name: String) -> String {
        origins[name] == Self.builtinOrigin ? name : origins[name] ?? name
    }

    /// `content.mustache` is included as `{{>content}}`.
    static func partialName(of fileName: String) -> String { String(fileName.dropLast(".mustache".count)) }
}
