// The `imports` key of a screen spec, an app spec and `screengen.yml`: its type, its keys and its
// decoding, in one place, so that a later level (a module's `imports`, issue #40) reads it the same way.

extension ScreenSpec {
    /// A module the generated files import besides their own (`SwiftUI`, `Foundation`, …): the app's
    /// model module in every file that names its types, or `StoreKit` in the view alone, whose
    /// SwiftUI API (`.manageSubscriptionsSheet`) is a cross-import overlay the view's own file must import.
    public struct Import: Sendable, Equatable {
        /// The module's name: identifiers joined by `.` for a submodule (`UIKit.UIGestureRecognizerSubclass`).
        public var module: Located<String>
        /// The files it goes in; nil for every file of the spec.
        public var files: Set<File>?

        /// The kinds of file a spec generates, as `imports` names them.
        public enum File: String, Sendable, CaseIterable {
            /// The view: a screen's view, an app's root view and entry point.
            case view
            /// The store (or view model).
            case store
            /// The route enum and router; an app's tab enum too, which holds the routers.
            case routes
            /// The sheet, full-screen cover, alert and confirmation dialog enums.
            case presentation
            /// The environment values a screen declares.
            case environment
            /// The generated tests (`tests:` in `screengen.yml`).
            case tests
        }

        public init(module: Located<String>, files: Set<File>? = nil) {
            self.module = module
            self.files = files
        }

        /// Whether it goes in a file of that kind.
        public func applies(to file: File) -> Bool { files?.contains(file) ?? true }
    }
}

extension Array where Element == ScreenSpec.Import {
    /// The modules a file of that kind imports, each once, in `swift format`'s order.
    public func modules(in file: ScreenSpec.Import.File) -> [String] {
        Set(filter { $0.applies(to: file) }.map(\.module.value)).sorted()
    }
}

extension SpecSchema {
    static let importEntry = ObjectSchema(
        name: "import",
        summary:
            "A module the spec's files import, and which of them. Written as the module's name alone, it goes in "
            + "every file of the spec; `in` names the files that need it.",
        keys: [
            KeySchema(
                "module", .text, required: true,
                "The module: a Swift identifier, or identifiers joined by `.` for a submodule.", example: "StoreKit"),
            KeySchema(
                "in", .list(.oneOf(ScreenSpec.Import.File.allCases.map(\.rawValue))), default: "every file",
                "The files it goes in: `view` (an app's root view and entry point too), `store`, `routes` (the route "
                    + "enum and router; an app's tab enum), `presentation` (sheet and alert enums), `environment` "
                    + "(environment values), `tests` (the generated tests).",
                example: "[view]"),
        ])
}

extension KeySchema {
    /// `imports` of a screen spec, an app spec and `screengen.yml`.
    static let imports = KeySchema(
        "imports", .list(.objectOrScalar("import")), default: "`[]`",
        "Modules the generated files import besides their own, each in the files that need it: a name alone goes "
            + "in every file (`Models`, whose types the view, store, enums and tests name); `{ module: StoreKit, in: "
            + "[view] }` in the view only (a SwiftUI API of another framework needs its import in the view's own "
            + "file). Written after the file's own imports, sorted as `swift format` sorts them; one the file "
            + "imports already is not repeated. `screengen.yml`'s `imports` go in every spec's files too.",
        example: "[Models, { module: StoreKit, in: [view] }]")
}

extension SpecReader {
    /// The `imports` of a mapping: each a module name, alone or with the files it goes in. A module
    /// listed twice is an error: which of its entries says where it goes would be a guess.
    mutating func imports(_ m: Mapping) -> [ScreenSpec.Import] {
        var seen: [String: SourceLocation] = [:]
        return list(m, "imports") { r, node -> ScreenSpec.Import? in
            guard let entry = r.importEntry(node) else { return nil }
            if let first = seen[entry.module.value] {
                r.error(
                    "'\(entry.module.value)' is imported twice", "duplicate-import", at: node,
                    notes: ["first at \(first.line):\(first.column); list it once, with every file it goes in"])
                return nil
            }
            seen[entry.module.value] = entry.module.location
            return entry
        }
    }

    private mutating func importEntry(_ node: YAMLNode) -> ScreenSpec.Import? {
        guard case .mapping = node.value else {
            return moduleName(node).map { ScreenSpec.Import(module: $0) }
        }
        guard let m = mapping(node, "import", context: "an import"), let moduleNode = m.node("module"),
            let module = moduleName(moduleNode)
        else { return nil }
        guard m.node("in") != nil else { return ScreenSpec.Import(module: module) }
        let files = list(m, "in") { r, n in r.choice(n, key: "in", ScreenSpec.Import.File.self)?.value }
        guard !files.isEmpty else {
            // An empty list says no file; a list whose every file was refused has its errors already.
            if let inNode = m.node("in"), case .sequence(let items) = inNode.value, items.isEmpty {
                error(
                    "'\(module.value)' is imported in no file; name the files that need it, or leave the module out",
                    "invalid-value", at: inNode)
            }
            return nil
        }
        return ScreenSpec.Import(module: module, files: Set(files))
    }

    /// A module's name: identifiers (not keywords) joined by `.`.
    private mutating func moduleName(_ node: YAMLNode) -> Located<String>? {
        guard var name = scalar(node, expected: "a module name", key: "imports") else { return nil }
        name.value = name.value.canonicallyComposed
        for component in name.value.split(separator: ".", omittingEmptySubsequences: false) {
            if let problem = SwiftIdentifier.problem(String(component), allowKeywords: false) {
                error(
                    "'\(name.value)' is not a module name: '\(component)' \(problem.message)", "invalid-identifier",
                    at: node, notes: ["write the module as Swift's `import` does: `StoreKit`, `UIKit.UIGestureRecognizerSubclass`"])
                return nil
            }
        }
        return name
    }
}
