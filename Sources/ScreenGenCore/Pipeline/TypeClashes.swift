/// Two specs of a run that declare one Swift type in different folders: each file is written, and
/// the module then fails to build with an invalid redeclaration. A screen's `typeName` (or
/// `store.type`) is where this happens, as the generated names otherwise carry the screen's own.
/// Two types in one folder are one path, which `OutputCollisions` reports; this check leaves those
/// to it, so a clash is told once. Only a clash with a view is told: screens that own one store
/// type are the `child-creates-model` rule's, which a team may silence.
enum TypeClashes {
    /// A type a spec generates: its name, where its file goes, and the key that named it.
    struct Declared {
        var name: String
        var path: String
        var location: SourceLocation
        var isView = false
    }

    /// Each screen's types, located at the key that names them: the view at `typeName`, the store
    /// at `store.type`, the others (named after the screen) at `screen`.
    static func declared(_ spec: ScreenSpec, facts: ScreenFacts, layout: OutputLayout) -> [Declared] {
        let paths = SwiftEmitter.paths(for: facts, layout: layout)
        return zip(facts.generatedTypes, paths).map { type, path in
            let key: Located<String>? =
                switch type.kind {
                case .view: spec.typeName
                case .store: spec.store?.type
                default: nil
                }
            return Declared(
                name: type.name, path: path, location: (key ?? spec.screen).location, isView: type.kind == .view)
        }
    }

    static func declared(_ app: AppSpec, facts: AppFacts, layout: OutputLayout) -> [Declared] {
        zip(facts.generatedTypes, SwiftEmitter.paths(for: facts, layout: layout)).map {
            Declared(name: $0.name, path: $1, location: app.app.location)
        }
    }

    /// One located error per clash, at the later declaration, naming the earlier one's file.
    static func check(_ declared: [Declared]) -> [Diagnostic] {
        var first: [String: Declared] = [:]
        var out: [Diagnostic] = []
        for type in declared {
            guard let earlier = first[type.name] else {
                first[type.name] = type
                continue
            }
            guard earlier.isView || type.isView, earlier.path.lowercased() != type.path.lowercased() else { continue }
            out.append(
                .error(
                    "\(type.name) is generated twice: in \(type.path) and in \(earlier.path), declared by "
                        + "\(earlier.location.file); one module cannot declare a type twice",
                    id: "duplicate-type", at: type.location,
                    notes: ["give one of them another name ('typeName' for a view, 'store.type' for a store)"]))
        }
        return out.sortedForDisplay()
    }
}
