import Foundation

extension ScreenGen {
    /// Renders one template against a JSON context, the way `generate` would: partials are the
    /// built-in templates, overridden by `partialsDirectory`, and the partials it adds that some
    /// template includes; a `*.swift.mustache` template's output is tidied like a generated file.
    /// `template` is a file path or a built-in template's name.
    public static func renderTemplate(_ template: String, contextPath: String, partialsDirectory: String?)
        throws(RunError) -> String
    {
        // As for every command's paths (`Project.resolve`): an empty one is never what was meant.
        if contextPath.isEmpty { throw RunError("error: --context is empty; give a JSON file") }
        if partialsDirectory?.isEmpty == true {
            throw RunError("error: --partials is empty; give a directory of templates")
        }
        let set: TemplateSet
        do {
            set = try TemplateSet.withOverrides(from: partialsDirectory)
        } catch {
            throw RunError(error.description)
        }
        let source: String
        var file: String?
        if let data = FileManager.default.contents(atPath: template) {
            guard let text = String(data: data, encoding: .utf8) else {
                throw RunError("\(template): error: the template is not UTF-8")
            }
            source = text
            file = template
        } else if let name = [template, template + ".mustache"].first(where: { set.sources[$0] != nil }) {
            source = set.sources[name] ?? ""
            file = set.origins[name] == "built-in" ? nil : set.origins[name]
        } else {
            var message = "\(template): error: no such template file or built-in template"
            if let suggestion = DidYouMean.suggestion(for: template, among: set.sources.keys.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw RunError(message)
        }
        do {
            try set.checkAddedPartialsAreIncluded(rendering: .init(name: template, source: source, path: file))
        } catch {
            throw RunError(error.description)
        }
        guard !UnreadableFile.isDirectory(contextPath),
            let contextData = FileManager.default.contents(atPath: contextPath)
        else {
            let reason = UnreadableFile.reason(contextPath, ifDirectory: "is a directory, not a context file")
            throw RunError("\(contextPath): error: \(reason)")
        }
        do {
            let context = try MustacheValue(jsonData: contextData)
            let parsed = try MustacheTemplate(name: template, source: source)
            let output = try parsed.render(context, partials: set.partials, escape: MustacheTemplate.noEscape)
            return template.hasSuffix(".swift.mustache") ? SwiftSourceTidy.tidy(output) : output
        } catch {
            var located = error
            if located.templateName == "<json>" { located.templateName = contextPath }
            throw RunError(located.description)
        }
    }
}
