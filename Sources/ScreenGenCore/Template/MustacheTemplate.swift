/// A template parsed once and rendered many times.
///
/// Parsing happens in `init` so syntax errors surface before any data is involved, and each
/// `render` only walks the node tree, appending into one output string (linear in its size).
public struct MustacheTemplate: Sendable {
    /// The name used in error messages; partials are named by their key in `MustachePartials`.
    public let name: String
    let nodes: [MustacheNode]

    /// Parses `source`, throwing the first syntax error with its line and column.
    public init(name: String, source: String) throws(MustacheError) {
        self.name = name
        self.nodes = try MustacheParser.parse(name: name, bytes: Array(source.utf8))
    }

    init(name: String, nodes: [MustacheNode]) {
        self.name = name
        self.nodes = nodes
    }

    /// Renders against `context`; `escape` is a parameter so non-HTML output (Swift, Markdown,
    /// JSON...) can use its own escaping, or `noEscape`.
    ///
    /// Throws when a partial fails to parse (the error names the partial) or when partials nest
    /// more than 100 levels deep (almost always unbounded recursion). Unknown partials render as
    /// the empty string, as the spec requires.
    public func render(
        _ context: MustacheValue,
        partials: MustachePartials = MustachePartials(),
        escape: @Sendable (String) -> String = MustacheTemplate.htmlEscape
    ) throws(MustacheError) -> String {
        try render(context: context, partials: partials, escape: escape)
    }

    /// `render` against any context the engine can read (`MustacheContext`), as it is.
    func render<Context: MustacheContext>(
        context: Context, partials: MustachePartials = MustachePartials(),
        escape: @Sendable (String) -> String = MustacheTemplate.htmlEscape
    ) throws(MustacheError) -> String {
        var state = RenderState(partials: partials, stack: [context], templateName: name)
        try MustacheTemplate.render(nodes, &state, escape)
        return state.output
    }

    /// The spec's HTML escaping (`&`, `"`, `<`, `>`), the default because Mustache is HTML-first.
    public static let htmlEscape: @Sendable (String) -> String = { text in
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x22 || $0 == 0x3C || $0 == 0x3E })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The names of the partials this template includes itself (not those its partials include),
    /// in the order their tags first appear.
    public var includedPartials: [String] { partialTags.map(\.name) }

    /// The first tag of each partial this template includes itself, in the order they appear, with
    /// where it is: sections are walked whether or not a render would open them.
    public var partialTags: [(name: String, line: Int, column: Int)] {
        var tags: [(name: String, line: Int, column: Int)] = []
        var seen: Set<String> = []
        var pending = [nodes[...]]
        while var level = pending.popLast() {
            while let node = level.popFirst() {
                switch node {
                case .partial(let name, _, let line, let column):
                    if seen.insert(name).inserted { tags.append((name, line, column)) }
                case .section(_, let children, _, _), .invertedSection(_, let children, _, _):
                    pending.append(level)
                    level = children[...]
                case .text, .variable: continue
                }
            }
        }
        return tags
    }

    /// Every variable and section tag of this template (not its partials'), in the order they
    /// appear, with the name as written (`.` for the implicit iterator) and where it is: sections
    /// are walked whether or not a render would open them. What a team's tags are checked by
    /// against the context's keys (`TemplateSet.checkContextKeys`).
    public var nameTags: [(name: String, line: Int, column: Int)] {
        var tags: [(name: String, line: Int, column: Int)] = []
        var pending = [nodes[...]]
        while var level = pending.popLast() {
            while let node = level.popFirst() {
                switch node {
                case .variable(let name, _, let line, let column):
                    tags.append((name.written, line, column))
                case .section(let name, let children, let line, let column),
                    .invertedSection(let name, let children, let line, let column):
                    tags.append((name.written, line, column))
                    pending.append(level)
                    level = children[...]
                case .text, .partial: continue
                }
            }
        }
        return tags
    }

    /// Leaves text untouched, for output formats where HTML entities would be wrong.
    public static let noEscape: @Sendable (String) -> String = { $0 }

    /// How deep sections may nest in one template, and partials in one render, before parsing or
    /// rendering gives up instead of overflowing the stack (deeper is almost always a mistake, or
    /// unbounded recursion).
    static let maxNestingDepth = 100
}

/// A parsed piece of template; sections own their children so rendering is a tree walk.
///
/// `line`/`column` locate a tag (a section's, its opening tag): for recursion errors, and for the
/// check of a team's tags against the context's keys (`nameTags`).
enum MustacheNode: Sendable {
    case text(String)
    case variable(MustacheName, escaped: Bool, line: Int, column: Int)
    case section(MustacheName, [MustacheNode], line: Int, column: Int)
    case invertedSection(MustacheName, [MustacheNode], line: Int, column: Int)
    /// `indentation` is the standalone indentation applied to every line of the partial.
    case partial(String, indentation: String, line: Int, column: Int)
}

/// A tag name split on `.` once at parse time; no parts means the implicit iterator `{{.}}`.
struct MustacheName: Sendable {
    let parts: [String]

    init(_ name: String) {
        parts = name == "." ? [] : name.split(separator: ".").map(String.init)
    }

    /// The name as a tag writes it: `.` for the implicit iterator.
    var written: String { parts.isEmpty ? "." : parts.joined(separator: ".") }
}

/// Everything a render needs besides the escaper (a non-escaping closure cannot be stored).
private struct RenderState<Context: MustacheContext> {
    let partials: MustachePartials
    var stack: [Context]
    var templateName: String
    var depth = 0
    var output = ""

    init(partials: MustachePartials, stack: [Context], templateName: String) {
        self.partials = partials
        self.stack = stack
        self.templateName = templateName
    }

    /// The spec's resolution: the first part walks the context stack from the top; later parts
    /// look only inside the previous result. A miss anywhere is `nil`.
    func resolve(_ name: MustacheName) -> Context? {
        guard let first = name.parts.first else { return stack.last }
        var value: Context?
        for context in stack.reversed() {
            if let member = context.member(named: first) {
                value = member
                break
            }
        }
        for part in name.parts.dropFirst() {
            guard let member = value?.member(named: part) else { return nil }
            value = member
        }
        return value
    }
}

/// One template body being rendered: what `render` would otherwise keep on the call stack.
private struct RenderFrame<Context: MustacheContext> {
    let nodes: [MustacheNode]
    var next = 0
    /// A section over a list: the items left to render `nodes` with once more, after the current
    /// one (which is the top of the context stack while the frame runs).
    var items: ArraySlice<Context> = []
    /// Whether the frame pushed a context (a section), to pop when it is done.
    var pushesContext = false
    /// A partial's frame: the including template's name, restored when it is done.
    var includer: String?
}

extension MustacheTemplate {
    /// Walks the tree with a stack of frames on the heap rather than by recursion, so the depth of
    /// a render (partials within sections within partials: 100 times 100 levels) never depends on
    /// the size of the thread's stack; `generate` renders on worker threads with small ones.
    private static func render<Context>(
        _ nodes: [MustacheNode], _ state: inout RenderState<Context>, _ escape: (String) -> String
    ) throws(MustacheError) {
        var frames = [RenderFrame<Context>(nodes: nodes)]
        while let top = frames.indices.last {
            guard frames[top].next < frames[top].nodes.count else {
                if let item = frames[top].items.popFirst() {
                    state.stack[state.stack.count - 1] = item
                    frames[top].next = 0
                    continue
                }
                let done = frames.removeLast()
                if done.pushesContext { state.stack.removeLast() }
                if let includer = done.includer {
                    state.templateName = includer
                    state.depth -= 1
                }
                continue
            }
            let node = frames[top].nodes[frames[top].next]
            frames[top].next += 1
            switch node {
            case .text(let text):
                state.output += text
            case .variable(let name, let escaped, _, _):
                guard let text = state.resolve(name)?.interpolationText, !text.isEmpty else { continue }
                state.output += escaped ? escape(text) : text
            case .section(let name, let children, _, _):
                guard let value = state.resolve(name), !value.isFalsy else { continue }
                // A falsy list is empty, so a list here has a first item.
                let items = value.items ?? [value]
                state.stack.append(items[0])
                frames.append(RenderFrame<Context>(nodes: children, items: items.dropFirst(), pushesContext: true))
            case .invertedSection(let name, let children, _, _):
                if state.resolve(name)?.isFalsy ?? true { frames.append(RenderFrame<Context>(nodes: children)) }
            case .partial(let partialName, let indentation, let line, let column):
                guard state.depth < maxNestingDepth else {
                    throw MustacheError(
                        templateName: state.templateName, line: line, column: column,
                        message: "partial '\(partialName)' nested more than \(maxNestingDepth) levels deep "
                            + "(unbounded recursion?)")
                }
                guard
                    let partial = try state.partials.template(named: partialName, indentation: indentation)
                else { continue }
                frames.append(RenderFrame<Context>(nodes: partial.nodes, includer: state.templateName))
                state.templateName = partial.name
                state.depth += 1
            }
        }
    }
}
