/// The context's part of docs/templates.md, written from `TemplateContextKeys`: the rest of that
/// document is hand-written, so only the lines between two markers are generated, and a test fails
/// when they are not what this produces.
public enum TemplateContextDocs {
    public static let path = "docs/templates.md"
    static let begin =
        "<!-- Generated from Sources/ScreenGenCore/Emit/TemplateContextKeys.swift by `swift run generate-sources`; "
        + "edit the table, not this part. -->\n"
    static let end = "<!-- End of the generated part. -->\n"

    /// `document` with the part between the markers written anew; nil when it does not hold both
    /// markers, in that order, once each.
    public static func splicing(into document: String) -> String? {
        let begins = document.ranges(of: begin)
        let ends = document.ranges(of: end)
        guard begins.count == 1, ends.count == 1, begins[0].upperBound <= ends[0].lowerBound else { return nil }
        // Typed parts: one `+` of substrings and strings took the type checker 260 ms.
        let before = String(document[..<begins[0].upperBound])
        let after = String(document[ends[0].lowerBound...])
        let generated: String = "\n" + markdown() + "\n"
        return before + generated + after
    }

    /// The generated part: the notation, the screen's context, the app's, then the shapes.
    static func markdown() -> String {
        var out = """
            Each key is named by its path from its object: the names of the keys it is inside, joined by `.`, with
            `[]` after a list's name for each of its elements (`view.phases[].hasEmpty` is the `hasEmpty` of each of
            `view.phases`). A type is `string`, `bool`, `int`, `object` (its keys are listed under it), `list of` a
            type, a shape (an object whose keys are listed once, under [Shapes](#shapes), wherever it is found) or
            one of those `or null`. In a list's elements, `isLast` is true for the last one, so that a template
            writes the separator between them (`{{^isLast}}, {{/isLast}}`).

            ### A screen's context


            """
        out += context(TemplateContextKeys.screen)
        out += "### An app's context\n\n"
        out += context(TemplateContextKeys.app)
        out += "### Shapes\n"
        for shape in TemplateContextKeys.shapes.dropFirst(2) {
            out += "\n#### Shape `\(shape.name)`\n\n\(shape.summary)"
            if let base = shape.extends { out += " It has every key of \(link(base)) too." }
            out += "\n\n" + table(shape.keys)
        }
        return out
    }

    /// A context's summary, then its top-level keys in one table, except that a key with many keys
    /// under it gets a table of its own, after them: the reader finds `view.…` under `view`.
    private static func context(_ shape: TemplateContextShape) -> String {
        var groups: [(name: String, keys: [TemplateContextKey])] = []
        for key in shape.keys {
            let name = String(key.path.split(separator: ".")[0]).replacingLiterally("[]", with: "")
            if let index = groups.firstIndex(where: { $0.name == name }) {
                groups[index].keys.append(key)
            } else {
                groups.append((name, [key]))
            }
        }
        func ownsTable(_ group: (name: String, keys: [TemplateContextKey])) -> Bool {
            group.keys.count > ownTableSize && group.keys[0].path == group.name
        }
        let own = groups.filter(ownsTable)
        var out = shape.summary + "\n\n#### Top level\n\n"
        out += table(groups.flatMap { ownsTable($0) ? [$0.keys[0]] : $0.keys })
        for group in own {
            out += "\n#### `\(group.name)`\n\n" + table(Array(group.keys.dropFirst()))
        }
        return out + "\n"
    }

    /// More keys than this under a top-level key make a table of their own.
    private static let ownTableSize = 5

    private static func table(_ keys: [TemplateContextKey]) -> String {
        var out = "| key | type | meaning |\n| --- | --- | --- |\n"
        for key in keys {
            let cells = ["`\(key.path)`", key.type.written(shape: link), key.meaning]
            out += "| " + cells.map { $0.replacingLiterally("|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return out
    }

    private static func link(_ shape: String) -> String { "[`\(shape)`](#shape-\(shape.lowercased()))" }
}
