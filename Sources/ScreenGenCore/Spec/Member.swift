// The `members` entries of a screen spec (declarations of the view written by hand): their type, their
// reading and their decoding, in one place.

extension ScreenSpec {
    /// A property of the view that the spec declares in Swift (`@FocusState private var focus:
    /// Field?`, `@Query(sort: \Bird.name) private var birds: [Bird]`, a computed property): screengen
    /// writes the declaration as given, in member order, and lets conditions, bindings and actions
    /// read its name, so a spec can lean on code the vocabulary does not write.
    public struct Member: Sendable {
        /// The declaration, one line, as written.
        public var declaration: Located<String>
        public var name: Located<String>
        /// The property wrappers and other attributes, by name without `@` (`FocusState`).
        public var attributes: [String]
        /// `let` rather than `var`.
        public var isConstant: Bool
        /// A computed property: its declaration ends with its body in braces.
        public var isComputed: Bool
        /// The declared type, as written.
        public var type: String
        public var location: SourceLocation

        /// The wrappers whose projected value is a `Binding` (`$name`), which a control's `bind`
        /// may start at; `@Bindable`'s projects bindings to the object's properties.
        public static let bindingWrappers: Set<String> = ["State", "Binding", "Bindable", "AppStorage", "SceneStorage"]

        /// The wrappers that give a stored property its value without an initial one in the
        /// declaration: the view's callers never pass a member declared here.
        public static let selfInitializingWrappers: Set<String> = [
            "FocusState", "AccessibilityFocusState", "Query", "Environment", "EnvironmentObject", "Namespace",
            "FetchRequest", "SectionedFetchRequest", "StateObject",
        ]

        /// Read from the environment: the member sits with the environment values.
        public var readsEnvironment: Bool { attributes.contains("Environment") || attributes.contains("EnvironmentObject") }

        /// Whether a control's `bind` may start at the member.
        public var projectsBinding: Bool { attributes.contains { Self.bindingWrappers.contains($0) } }
    }
}

extension SpecSchema {
    static let memberKey = KeySchema(
        "members", .list(.declaration), default: "`[]`",
        "Properties of the view written in Swift, one declaration each on one line, which screengen writes as "
            + "given, in member order (an `@Environment` one with the environment values, a computed one after the "
            + "stored ones), and whose names `if`, `disabled`, `hidden`, a `bind` and the actions may read: "
            + "what the vocabulary does not declare (`@FocusState`, `@Query`, `@AppStorage`, a computed `Bool`). "
            + "A stored one has an initial value unless its wrapper gives one (`@FocusState`, `@Query`, "
            + "`@Environment`, `@Namespace`) or it is an optional `var`, so callers never pass it. A `bind` may start "
            + "at one declared `@State`, `@Binding`, `@Bindable`, `@AppStorage` or `@SceneStorage`.",
        example: "[\"@FocusState private var focus: Field?\"]")
}

extension SpecDecoder {
    /// One `members` entry: a property declaration on one line, read by its tokens.
    func decodeMember(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Member? {
        guard let text = r.scalar(node, expected: "a Swift declaration", key: "members") else { return nil }
        let declaration = text.value.trimmingWhitespace.canonicallyComposed
        switch ScreenSpec.Member.parse(declaration) {
        case .failure(let problem):
            r.error(
                "a member \(problem.message)", "invalid-member", at: node,
                notes: problem.fix.map { [$0] } ?? ["write one property: @FocusState private var focus: Field?"])
            return nil
        case .success(let parts):
            let location = r.location(node)
            r.noteReads(declaration, at: location)
            return ScreenSpec.Member(
                declaration: Located(declaration, at: location), name: Located(parts.name, at: location),
                attributes: parts.attributes, isConstant: parts.isConstant, isComputed: parts.isComputed,
                type: parts.type, location: location)
        }
    }
}

extension ScreenSpec.Member {
    struct Parts {
        var attributes: [String] = []
        var isConstant = false
        var isComputed = false
        var name = ""
        var type = ""
        var hasInitialValue = false
    }

    struct Problem: Error {
        var message: String
        var fix: String? = nil
    }

    /// The modifiers a member may have: access and isolation, never `static` (a type's property is no
    /// member of the view that its code reads by name) or `override`.
    private static let modifiers: Set<String> = ["private", "fileprivate", "internal", "nonisolated", "lazy"]

    /// Reads `declaration` as `@Attribute(…)* modifier* var|let name: Type (= initial | { body })?`,
    /// with every part lexed and checked as the spec's other Swift is.
    static func parse(_ declaration: String) -> Result<Parts, Problem> {
        if declaration.containsNewline { return .failure(Problem(message: "spans several lines; write it on one line")) }
        if let problem = SwiftSnippet.declarationProblem(declaration) { return .failure(Problem(message: problem)) }
        let fragment = SwiftFragment(declaration)
        let tokens = fragment.tokens
        var parts = Parts()
        var index = 0
        func text(_ i: Int) -> String { fragment.text(of: tokens[i]) }
        // Attributes: `@Name`, with its arguments in parentheses.
        while index < tokens.count, tokens[index].kind == .punctuation("@") {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else {
                return .failure(Problem(message: "has '@' without an attribute's name after it"))
            }
            parts.attributes.append(text(index + 1))
            index += 2
            if index < tokens.count, tokens[index].kind == .punctuation("("),
                tokens[index].range.lowerBound == tokens[index - 1].range.upperBound,
                let end = fragment.partner(of: index)
            {
                index = end + 1
            }
        }
        // Modifiers, `private(set)` among them.
        while index < tokens.count, tokens[index].kind == .keyword || tokens[index].kind == .identifier,
            Self.modifiers.contains(text(index))
        {
            index += 1
            if index < tokens.count, tokens[index].kind == .punctuation("("), let end = fragment.partner(of: index) {
                index = end + 1
            }
        }
        guard index < tokens.count, tokens[index].kind == .keyword, ["var", "let"].contains(text(index)) else {
            let found = index < tokens.count ? "'\(text(index))'" : "nothing"
            return .failure(
                Problem(
                    message: "declares a property with 'var' or 'let', not \(found)",
                    fix: index < tokens.count && ["func", "static", "init", "class", "struct", "enum"].contains(text(index))
                        ? "functions, types and static members go in the 'helpers' user region" : nil))
        }
        parts.isConstant = text(index) == "let"
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier || tokens[index].kind == .keyword else {
            return .failure(Problem(message: "needs a name after '\(parts.isConstant ? "let" : "var")'"))
        }
        parts.name = fragment.name(of: tokens[index])
        index += 1
        guard index < tokens.count, tokens[index].kind == .punctuation(":") else {
            return .failure(
                Problem(
                    message: "needs its type: '\(parts.name): Type'",
                    fix: "the type is what conditions and bindings are checked against: var \(parts.name): Bool"))
        }
        index += 1
        // The type runs to `=` or to the body's `{` at the top level.
        let typeStart = index
        while index < tokens.count, tokens[index].depth == 0,
            !(tokens[index].kind == .operator && text(index) == "="), tokens[index].kind != .punctuation("{")
        {
            index = (tokens[index].opensGroup ? fragment.partner(of: index) : nil).map { $0 + 1 } ?? index + 1
        }
        guard typeStart < index else { return .failure(Problem(message: "has ':' with no type after it")) }
        parts.type = fragment.text(tokens[typeStart].range.lowerBound..<tokens[index - 1].range.upperBound)
        if let problem = SwiftSnippet.problem(parts.type, isType: true) {
            return .failure(Problem(message: "type \(problem)"))
        }
        guard index < tokens.count else { return startsOnItsOwn(parts) }
        if tokens[index].kind == .punctuation("{") {
            guard let end = fragment.partner(of: index), end == tokens.count - 1 else {
                return .failure(Problem(message: "has code after its body's closing brace"))
            }
            guard !parts.isConstant else {
                return .failure(Problem(message: "with a body is computed, so it is a 'var', not a 'let'"))
            }
            let body = fragment.text(tokens[index].range.upperBound..<tokens[end].range.lowerBound)
            if let problem = SwiftSnippet.problem(body, isType: false) {
                return .failure(
                    Problem(
                        message: "body \(problem)", fix: "a computed member's body is one expression: { !name.isEmpty }"
                    ))
            }
            parts.isComputed = true
            return .success(parts)
        }
        let initial = fragment.text(tokens[index].range.upperBound..<declaration.unicodeScalars.count)
        if let problem = SwiftSnippet.problem(initial.trimmingWhitespace, isType: false) {
            return .failure(Problem(message: "initial value \(problem)"))
        }
        parts.hasInitialValue = true
        return .success(parts)
    }

    /// A stored member without an initial value starts on its own, or the view's callers would have
    /// to pass it: a wrapper gives it its value, or it is an optional `var` (nil).
    private static func startsOnItsOwn(_ parts: Parts) -> Result<Parts, Problem> {
        let isOptional = parts.type.hasSuffix("?") || parts.type.hasPrefix("Optional<")
        if parts.attributes.contains(where: selfInitializingWrappers.contains) || (!parts.isConstant && isOptional) {
            return .success(parts)
        }
        return .failure(
            Problem(
                message: "'\(parts.name)' needs an initial value: the view's callers pass only its inputs",
                fix: "give it one (= …), or declare what the parent passes in 'inputs'"))
    }
}
