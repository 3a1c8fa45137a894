/// The modules a generated file imports for the other modules' types its spec names
/// (`ScreenModel.linkedTypes`, for a module of a workspace): those whose types the file's code
/// holds, told by its tokens (a name in a comment or a string is none), and no other. A file is
/// rendered, read for them, and rendered again with them when it holds any: the spec decides which
/// names are linked, the file's text which of them it needs.
enum LinkedImports {
    /// The modules of the `linked` types `source` names, in name order; none when it names none.
    static func modules(in source: String, linked: [String: String]) -> [String] {
        guard !linked.isEmpty else { return [] }
        // Most files hold none of the names: a text search spares them the lexer.
        let candidates = linked.keys.filter { source.contains($0) }
        guard !candidates.isEmpty else { return [] }
        let fragment = SwiftFragment(source)
        // Text the lexer cannot read to its end (none that screengen writes) may still name them:
        // an import too many builds, one too few does not.
        guard fragment.problem == nil else { return Set(candidates.compactMap { linked[$0] }).sorted() }
        let names = Set(fragment.sparseMatchTokens.texts)
        return Set(candidates.filter(names.contains).compactMap { linked[$0] }).sorted()
    }
}

extension SwiftEmitter {
    /// Renders one file with the imports of its kind; when it names linked types, again with their
    /// modules too.
    func renderLinking(
        _ linked: [String: String], imports: [ScreenSpec.Import], in file: ScreenSpec.Import.File, context: JSONValue,
        _ render: (JSONValue) throws -> GeneratedFile
    ) rethrows -> GeneratedFile {
        let first = try render(context.importing(imports, in: file))
        let modules = LinkedImports.modules(in: first.contents, linked: linked)
        guard !modules.isEmpty else { return first }
        return try render(context.importing(imports, in: file, shown: modules))
    }
}
