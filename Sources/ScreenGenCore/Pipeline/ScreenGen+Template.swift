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

extension ScreenGen {
    /// Renders one template against a JSON context, the way `generate` would: partials are the
    /// built-in templates, overridden by `partialsDirectory`, and the partials it adds that some
    /// template includes; a `*.swift.mustache` template's output is tidied like a generated file.
    /// `template` is a file path or a built-in template's name. The output is nil when a problem
    /// stopped it, and the diagnostics say which.
    public static func renderTemplate(_ template: String, contextPath: String, partialsDirectory: String?)
        -> (output: String?, diagnostics: [Diagnostic])
    {
        do {
            return (try render(template, contextPath: contextPath, partialsDirectory: partialsDirectory), [])
        } catch {
            return (nil, error.diagnostics)
        }
    }

    private static func render(_ template: String, contextPath: String, partialsDirectory: String?)
        throws(RunError) -> String
    {
        // As for every command's paths (`Project.resolve`): an empty one is never what was meant.
        if contextPath.isEmpty { throw RunError(.usage, "--context is empty; give a JSON file") }
        if partialsDirectory?.isEmpty == true {
            throw RunError(.usage, "--partials is empty; give a directory of templates")
        }
        let set: TemplateSet
        do {
            set = try TemplateSet.withOverrides(from: partialsDirectory)
        } catch {
            throw RunError(error.diagnostics)
        }
        let source: String
        var file: String?
        let read = FileBytes.read(template)
        if case .failure(let problem) = read, problem == .notRegular {
            throw RunError(.io, problem.reason(ifDirectory: ""), file: template)
        }
        if case .success(let bytes) = read {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw RunError(.template, "the template is not UTF-8", file: template)
            }
            source = text
            file = template
        } else if let name = [template, template + ".mustache"].first(where: { set.sources[$0] != nil }) {
            source = set.sources[name] ?? ""
            file = set.origins[name] == TemplateSet.builtinOrigin ? nil : set.origins[name]
        } else {
            var message = "no such template file or built-in template"
            if let suggestion = DidYouMean.suggestion(for: template, among: set.sources.keys.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw RunError(.template, message, file: template)
        }
        do {
            try set.checkPartialIncludes(rendering: .init(name: template, source: source, path: file))
        } catch {
            throw RunError(error.diagnostics)
        }
        let contextData: Data
        switch FileBytes.read(contextPath) {
        case .success(let bytes): contextData = Data(bytes)
        case .failure(let problem):
            throw RunError(.io, problem.reason(ifDirectory: "is a directory, not a context file"), file: contextPath)
        }
        do {
            let context = try MustacheValue(jsonData: contextData)
            let parsed = try MustacheTemplate(name: template, source: source)
            let output = try parsed.render(context, partials: set.partials, escape: MustacheTemplate.noEscape)
            return template.hasSuffix(".swift.mustache") ? SwiftSourceTidy.tidy(output) : output
        } catch {
            // A context that is not JSON is the command line's file, not the template's fault.
            guard error.templateName == "<json>" else { throw RunError(error) }
            throw RunError(.usage, error.message, file: contextPath, line: error.line, column: error.column)
        }
    }
}
