/// Reads YAML nodes as the schema describes them, recording a located diagnostic for every value
/// that is not what its key wants and returning nil for it, so decoding carries on past it.
struct SpecReader {
    let file: String
    /// The mappings this reader reads against, by name: the spec's, or the configuration's for
    /// `screengen.yml`. Handed in, so the spec's reader knows nothing of the configuration.
    var objects: [ObjectSchema] = SpecSchema.objects
    var diagnostics: [Diagnostic] = []
    /// Records which schema keys the decoder asks for, so a test can prove it reads every key the
    /// schema (and so the documentation) lists.
    var keyLog: KeyLog?
    /// The `suppress` entries met so far, in file order.
    var suppressions: [Suppression] = []

    final class KeyLog {
        var keys: Set<String> = []
    }
    var refused = ScreenSpec.Refused()
    /// Of `ScreenSpec.namesDeclaredWhenRead`, those the spec's Swift reads so far, each where it
    /// is first read.
    var readGeneratedNames: [String: SourceLocation] = [:]

    /// A mapping that passed the schema check: its keys are all known.
    struct Mapping {
        let schema: ObjectSchema
        let node: YAMLNode
        /// The mapping's pairs as written. A key is found by a search of them, not in a dictionary
        /// made for each mapping of each spec (a twentieth of a `validate`): a mapping holds a
        /// dozen keys, and the keys the schema lacks never match the key a decoder asks for.
        let pairs: [YAMLNode.Pair]
        let log: KeyLog?

        func node(_ key: String) -> YAMLNode? {
            // A key the schema lacks is the decoder's mistake, which every test run would meet: the
            // check is left out of release builds, where a search of the schema's keys on every read
            // was a fiftieth of a `validate`.
            assert(schema.hasKey(key), "\(schema.name) has no key \(key) in its schema")
            log?.keys.insert("\(schema.name).\(key)")
            // A key given twice (an error already) has its last value, as YAML's last pair wins.
            return pairs.last { $0.name == key }?.value
        }

        /// How many of the schema's keys the mapping gives, a key given twice once.
        var knownKeyCount: Int { Set(pairs.map(\.name).filter { schema.hasKey($0) }).count }
    }

    func location(_ node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    mutating func error(_ message: String, _ id: String, at node: YAMLNode, notes: [String] = []) {
        diagnostics.append(.error(message, id: id, at: location(node), notes: notes))
    }

    /// Checks that `node` is a mapping of `schemaName`: every key known (with a did-you-mean for the
    /// others) and every required key present.
    mutating func mapping(_ node: YAMLNode, _ schemaName: String, context: String) -> Mapping? {
        guard let schema = schema(named: schemaName) else {
            preconditionFailure("no schema object named \(schemaName)")
        }
        guard case .mapping(let pairs) = node.value else {
            error("\(context) must be a mapping, not \(node.kindDescription)", "wrong-type", at: node)
            return nil
        }
        for pair in pairs where !schema.hasKey(pair.name) {
            let name = pair.name
            let known = schema.keys.map(\.name)
            var notes: [String] = []
            if let suggestion = DidYouMean.suggestion(for: name, among: known) {
                notes.append("did you mean '\(suggestion)'?")
            } else {
                notes.append("\(context) accepts: \(known.joined(separator: ", "))")
            }
            error("unknown key '\(name)' in \(context)", "unknown-key", at: pair.key, notes: notes)
        }
        // By index: a loop over the keys copied each key's schema (its name, summary, example and
        // default) for every key of every mapping read.
        for index in schema.keys.indices where schema.keys[index].required {
            let name = schema.keys[index].name
            if !pairs.contains(where: { $0.name == name }) {
                error("\(context) is missing the required key '\(name)'", "missing-key", at: node)
            }
        }
        let mapping = Mapping(schema: schema, node: node, pairs: pairs, log: keyLog)
        if schema.acceptsSuppress {
            let scope = schemaName == "screen" ? nil : location(node)
            suppressions += list(mapping, "suppress") { r, n -> Suppression? in
                guard let s = r.mapping(n, "suppression", context: "a suppression") else { return nil }
                let rule = r.text(s, "rule")
                let reason = r.text(s, "reason")
                guard let rule, let reason else { return nil }
                if reason.value.trimmingWhitespace.isEmpty {
                    r.error("a suppression's 'reason' cannot be empty", "missing-key", at: n)
                }
                return Suppression(rule: rule, reason: reason.value, scope: scope)
            }
        }
        return mapping
    }

    /// The object of `objects` named `name`. The spec's objects are found through an index made
    /// once (a search of the forty of them, by name, for every mapping of every spec was a
    /// hundredth of a `validate`); the index is only a hint, checked by name, so other objects
    /// (the configuration's) are searched.
    func schema(named name: String) -> ObjectSchema? {
        if let index = SpecSchema.objectIndex[name], index < objects.count, objects[index].name == name {
            return objects[index]
        }
        return objects.first(where: { $0.name == name })
    }

    /// A scalar's text; a mapping, list or null is a type error naming what was expected.
    /// `expected` is made only for the error: a choice's list of values was joined for every
    /// choice of every spec.
    mutating func scalar(_ node: YAMLNode, expected: @autoclosure () -> String, key: String) -> Located<String>? {
        guard case .scalar(let scalar) = node.value, !scalar.isNull else {
            error("'\(key)' must be \(expected()), not \(node.kindDescription)", "wrong-type", at: node)
            return nil
        }
        return Located(scalar.text, at: location(node))
    }

    mutating func text(_ m: Mapping, _ key: String) -> Located<String>? {
        guard let node = m.node(key) else { return nil }
        return scalar(node, expected: "a string", key: key)
    }

    /// Text a template writes into a comment (a summary, a header): one that contains a phrase
    /// screengen reads generated files by is refused (see `ReservedPhrases`).
    mutating func commentText(_ m: Mapping, _ key: String) -> Located<String>? {
        guard let text = text(m, key) else { return nil }
        if let problem = ReservedPhrases.problem(in: text.value, what: "the \(key)", at: text.location) {
            diagnostics.append(problem)
            return nil
        }
        return text
    }

    mutating func identifier(_ m: Mapping, _ key: String) -> Located<String>? {
        guard let node = m.node(key) else { return nil }
        return identifier(node, key: key, allowKeywords: true)
    }

    mutating func identifier(_ node: YAMLNode, key: String, allowKeywords: Bool) -> Located<String>? {
        // NFC, so that a name typed in two Unicode spellings is one Swift identifier.
        guard var value = scalar(node, expected: "an identifier", key: key) else { return nil }
        value.value = value.value.canonicallyComposed
        if let problem = SwiftIdentifier.problem(value.value, allowKeywords: allowKeywords) {
            var notes: [String] = []
            if problem == .keyword { notes.append("type names cannot be Swift keywords; choose another name") }
            error(
                "'\(value.value)' is not a valid Swift identifier: it \(problem.message)", "invalid-identifier",
                at: node, notes: notes)
            return nil
        }
        return value
    }

    mutating func typeName(_ m: Mapping, _ key: String) -> Located<String>? {
        guard let node = m.node(key) else { return nil }
        return identifier(node, key: key, allowKeywords: false)
    }

    mutating func snippet(_ m: Mapping, _ key: String, isType: Bool) -> Located<String>? {
        guard let node = m.node(key) else { return nil }
        return snippet(node, key: key, isType: isType)
    }

    mutating func snippet(_ node: YAMLNode, key: String, isType: Bool) -> Located<String>? {
        let what = isType ? "a Swift type" : "a Swift expression"
        guard let value = scalar(node, expected: what, key: key) else { return nil }
        // Checked as it will be written: NFC, so that a name typed in two spellings is one name.
        let text = value.value.trimmingWhitespace.canonicallyComposed
        if let problem = SwiftSnippet.problem(text, isType: isType) {
            var notes: [String] = []
            if case .scalar(let s) = node.value, !s.isPlain, s.text.isEmpty {
                notes.append("YAML quotes are not Swift's: for an empty string literal write '\"\"'")
            }
            error("'\(key)' \(problem)", isType ? "invalid-type" : "invalid-expression", at: node, notes: notes)
            return nil
        }
        if !isType { noteReads(text, at: value.location) }
        return Located(text, at: value.location)
    }

    /// Notes which of the names the generator declares only when they are read `code`, found at
    /// `location`, reads. The text is searched first: most code names none of them, and is not
    /// lexed for it.
    mutating func noteReads(_ code: String, at location: SourceLocation) {
        for name in ScreenSpec.namesDeclaredWhenRead where readGeneratedNames[name] == nil && code.contains(name) {
            if SwiftSnippet.readNames(in: code).contains(name) { readGeneratedNames[name] = location }
        }
    }

    /// Text in which `\(…)` inserts a Swift expression; each interpolation is checked like any
    /// expression of the spec.
    mutating func interpolatedText(_ m: Mapping, _ key: String) -> Located<InterpolatedText>? {
        guard let node = m.node(key), let value = scalar(node, expected: "a string", key: key) else { return nil }
        switch InterpolatedText.parse(value.value) {
        case .success(let text):
            for expression in text.expressions { noteReads(expression, at: value.location) }
            return Located(text, at: value.location)
        case .failure(let problem):
            // Characters as a reader counts them, not the scalars the parser counted.
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: value.value.unicodeScalars.prefix(problem.offset))
            let character = String(prefix).count + 1
            error(
                "the interpolation in '\(key)' \(problem.message)", "invalid-expression", at: node,
                notes: ["'\\(' starts a Swift expression, here at character \(character) of the text"])
            return nil
        }
    }

    mutating func bool(_ m: Mapping, _ key: String) -> Bool? {
        guard let node = m.node(key) else { return nil }
        guard case .scalar(let s) = node.value, s.isPlain, s.text == "true" || s.text == "false" else {
            var notes: [String] = []
            if case .scalar(let s) = node.value, !s.isPlain, s.text == "true" || s.text == "false" {
                notes.append("in quotes it is a string; write \(s.text) without quotes")
            }
            error("'\(key)' must be true or false, not \(Self.describe(node))", "wrong-type", at: node, notes: notes)
            return nil
        }
        return s.text == "true"
    }

    /// A whole number of at least 1, written plain (`6`, not `"6"`).
    mutating func count(_ m: Mapping, _ key: String) -> Located<Int>? {
        guard let node = m.node(key) else { return nil }
        guard case .scalar(let s) = node.value, s.isPlain, let value = Int(s.text), value >= 1 else {
            error("'\(key)' must be a whole number of at least 1, not \(Self.describe(node))", "wrong-type", at: node)
            return nil
        }
        return Located(value, at: location(node))
    }

    mutating func choice<E: RawRepresentable & CaseIterable & Sendable>(_ m: Mapping, _ key: String, _: E.Type)
        -> Located<E>? where E.RawValue == String
    {
        guard let node = m.node(key) else { return nil }
        return choice(node, key: key, E.self)
    }

    mutating func choice<E: RawRepresentable & CaseIterable & Sendable>(_ node: YAMLNode, key: String, _: E.Type)
        -> Located<E>? where E.RawValue == String
    {
        guard let value = scalar(node, expected: "one of \(Self.allowed(E.self).joined(separator: ", "))", key: key)
        else { return nil }
        guard let choice = E(rawValue: value.value) else {
            let allowed = Self.allowed(E.self)
            var notes = ["expected one of: \(allowed.joined(separator: ", "))"]
            if let suggestion = DidYouMean.suggestion(for: value.value, among: allowed) {
                notes.insert("did you mean '\(suggestion)'?", at: 0)
            }
            error("'\(value.value)' is not a valid value for '\(key)'", "invalid-value", at: node, notes: notes)
            return nil
        }
        return Located(choice, at: value.location)
    }

    /// A choice's values, for its messages.
    private static func allowed<E: RawRepresentable & CaseIterable>(_: E.Type) -> [String] where E.RawValue == String {
        E.allCases.map(\.rawValue)
    }

    /// Each element of a list, decoded by `element`; a non-list is a type error.
    mutating func list<T>(_ m: Mapping, _ key: String, _ element: (inout SpecReader, YAMLNode) -> T?) -> [T] {
        guard let node = m.node(key) else { return [] }
        guard case .sequence(let items) = node.value else {
            error("'\(key)' must be a list, not \(node.kindDescription)", "wrong-type", at: node)
            return []
        }
        // Reserved to the list's length: a spec holds its lists for the whole run, and growing by
        // appending leaves up to half of a list's storage unused.
        var elements: [T] = []
        elements.reserveCapacity(items.count)
        for item in items {
            if let decoded = element(&self, item) { elements.append(decoded) }
        }
        return elements
    }

    static func describe(_ node: YAMLNode) -> String {
        if case .scalar(let s) = node.value, !s.isNull { return "'\(s.text)'" }
        return node.kindDescription
    }
}

extension SpecReader {
    /// What a button runs (`ValueKind.buttonAction`): one step, or a list of them, each a statement
    /// or an action's name; nil when the key is absent or a step is refused.
    mutating func buttonAction(_ m: Mapping, _ key: String) -> [Located<String>]? {
        guard let node = m.node(key) else { return nil }
        guard case .sequence(let items) = node.value else { return snippet(node, key: key, isType: false).map { [$0] } }
        guard !items.isEmpty else {
            error("'\(key)' is an empty list; give at least one step", "invalid-value", at: node)
            return nil
        }
        let steps = items.compactMap { snippet($0, key: key, isType: false) }
        return steps.count == items.count ? steps : nil
    }
}
