import CLibYAML

/// Drives libyaml's event parser and assembles located nodes on an explicit stack.
///
/// Problems that leave the tree intact (a duplicate key, a non-string key) are recorded and parsing
/// goes on, so one run reports them all; problems that leave no tree (a syntax error, a budget
/// exceeded) stop at once.
struct YAMLTreeBuilder {
    let limits: YAMLLimits
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    private struct Frame {
        var isMapping: Bool
        var line: Int
        var column: Int
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var pendingKey: YAMLNode?
        /// Every key so far by its text, kept only once the mapping is long (see `firstKey`).
        var keyIndex: [String: YAMLNode]?

        /// The mapping's first key named `name`, if it has one; then `key` (of that name) is noted.
        /// A spec's mappings hold a dozen keys, which a search of the pairs finds sooner than a
        /// dictionary made for each mapping (a fiftieth of a `validate`); a long mapping (a
        /// hostile one of thousands of keys) keeps the dictionary, so it is never searched over
        /// and over.
        mutating func firstKey(named name: String, noting key: YAMLNode) -> YAMLNode? {
            if keyIndex == nil && pairs.count >= 32 {
                var index: [String: YAMLNode] = [:]
                for pair in pairs {
                    if case .scalar(let s) = pair.key.value, index[s.text] == nil { index[s.text] = pair.key }
                }
                keyIndex = index
            }
            if keyIndex != nil {
                if let first = keyIndex?[name] { return first }
                keyIndex?[name] = key
                return nil
            }
            // Every earlier key has its value by now: the pairs hold them all.
            for pair in pairs { if case .scalar(let s) = pair.key.value, s.text == name { return pair.key } }
            return nil
        }
    }

    private var stack: [Frame] = []
    private var anchors: [String: YAMLNode] = [:]
    private var nodeCount = 0
    private var root: YAMLNode?

    init(limits: YAMLLimits, file: String) {
        self.limits = limits
        self.file = file
    }

    mutating func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> YAMLNode? {
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            error("the spec is empty; it needs at least `screen: Name`", "empty-document", line: 1, column: 1)
            return nil
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            error("libyaml could not initialise a parser", "yaml-syntax", line: 1, column: 1)
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, base, buffer.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                reportSyntaxError(parser, source: buffer)
                return nil
            }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            let column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_STREAM_END_EVENT:
                if documents == 0 {
                    error(
                        "the spec is empty; it needs at least `screen: Name`", "empty-document", line: line,
                        column: column)
                    return nil
                }
                return diagnostics.hasErrors ? nil : root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    error(
                        "a spec file holds one YAML document; this is a second one", "multiple-documents",
                        line: line, column: column)
                    return nil
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = Self.string(scalar.value, length: scalar.length)
                let node = YAMLNode(
                    .scalar(.init(text: text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE)), line: line,
                    column: column)
                guard add(node, anchor: Self.optionalString(scalar.anchor)) else { return nil }
            case YAML_ALIAS_EVENT:
                let name = Self.optionalString(event.data.alias.anchor) ?? ""
                guard let target = anchors[name] else {
                    error(
                        "alias *\(name) refers to no anchor defined before it", "unknown-alias", line: line,
                        column: column)
                    return nil
                }
                var node = target
                node.line = line
                node.column = column
                guard add(node, anchor: nil) else { return nil }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if stack.count >= limits.maxDepth {
                    error(
                        "nesting is deeper than \(limits.maxDepth) levels", "nesting-too-deep", line: line,
                        column: column)
                    return nil
                }
                let anchor =
                    event.type == YAML_MAPPING_START_EVENT
                    ? Self.optionalString(event.data.mapping_start.anchor)
                    : Self.optionalString(event.data.sequence_start.anchor)
                stack.append(
                    Frame(isMapping: event.type == YAML_MAPPING_START_EVENT, line: line, column: column, anchor: anchor)
                )
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let frame = stack.removeLast()
                let value: YAMLNode.Value = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
                guard add(YAMLNode(value, line: frame.line, column: frame.column), anchor: frame.anchor, counted: 1)
                else { return nil }
            default:
                continue
            }
        }
    }

    /// Places a finished node in its parent. Returns false when the node budget is exhausted.
    /// The node is consumed: moved into its place, not copied there and released here (a copy of
    /// every node, a retain and a release of its text or children, was a hundredth of a
    /// `validate`).
    private mutating func add(_ node: consuming YAMLNode, anchor: String?, counted: Int? = nil) -> Bool {
        nodeCount += counted ?? node.size
        if nodeCount > limits.maxNodes {
            error(
                "the document expands to more than \(limits.maxNodes) nodes (are aliases multiplying it?)",
                "too-many-nodes", line: node.line, column: node.column)
            return false
        }
        if let anchor { anchors[anchor] = copy node }
        guard !stack.isEmpty else {
            root = consume node
            return true
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            stack[top].items.append(consume node)
            return true
        }
        guard let key = stack[top].pendingKey.take() else {
            if case .scalar(let scalar) = node.value {
                if let first = stack[top].firstKey(named: scalar.text, noting: node) {
                    error(
                        "duplicate key '\(scalar.text)'", "duplicate-key", line: node.line, column: node.column,
                        notes: ["'\(scalar.text)' was first given at line \(first.line), column \(first.column)"])
                }
            } else {
                error(
                    "mapping keys must be plain strings, not \(node.kindDescription)", "non-string-key",
                    line: node.line, column: node.column)
            }
            stack[top].pendingKey = consume node
            return true
        }
        stack[top].pairs.append(YAMLNode.Pair(key: key, value: node))
        return true
    }

    private mutating func reportSyntaxError(_ parser: yaml_parser_t, source: UnsafeBufferPointer<UInt8>) {
        let problem = Self.optionalString(parser.problem) ?? "invalid YAML"
        var notes: [String] = []
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark (their mark is left at 1:1).
            let (line, column) = SourcePosition.location(ofByte: Int(parser.problem_offset), in: source)
            if parser.problem_value >= 0 {
                let hex = String(parser.problem_value, radix: 16, uppercase: true)
                notes.append("the character there is U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)")
            }
            error(problem, "yaml-syntax", line: line, column: column, notes: notes)
            return
        }
        let line = Int(parser.problem_mark.line) + 1
        let column = Int(parser.problem_mark.column) + 1
        if let context = Self.optionalString(parser.context) {
            notes.append(
                "\(context) at line \(Int(parser.context_mark.line) + 1), column \(Int(parser.context_mark.column) + 1)"
            )
        }
        if problem == "mapping values are not allowed in this context" {
            // The most common cause in a spec: a Swift call with argument labels left unquoted.
            notes.append(
                "a plain YAML value cannot contain ': ' — quote a Swift expression with argument labels "
                    + "(call: \"client.posts(for: id)\"), or check this line's indentation")
        }
        if problem == "found unknown escape character" {
            // In a spec, most often an interpolation in double quotes: YAML reads `\(` as an escape.
            notes.append(
                "in double quotes a backslash starts a YAML escape: write an interpolation in single quotes "
                    + "(title: 'Delete \\(item.title)?') or unquoted, or double the backslash")
        }
        if let offset = SourcePosition.byteOffset(line: line, column: column, in: source), source[offset] == 0x09 {
            notes.append("YAML does not allow tabs for indentation; indent with spaces")
        }
        error(problem, "yaml-syntax", line: line, column: column, notes: notes)
    }

    private mutating func error(_ message: String, _ id: String, line: Int, column: Int, notes: [String] = []) {
        diagnostics.append(
            .error(message, id: id, at: SourceLocation(file: file, line: line, column: column), notes: notes))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private static func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func optionalString(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
