/// Screens whose files would be one file: the same path, or paths that differ only in case, which
/// a case-insensitive file system (macOS's default) stores as one file, so that each run would
/// overwrite the other screen's file (and a rename by case alone could prune what it just wrote).
/// Found from the paths alone: `validate` takes them from the models (`SwiftEmitter.paths`), a
/// run that renders from the rendered files.
enum OutputCollisions {
    /// A spec that generates files: a screen or an app, located at its name.
    struct Owner {
        var kind: String
        var name: Located<String>
        var file: String
    }

    static func check(_ specs: [ScreenSpec], paths: [[String]]) -> [Diagnostic] {
        check(specs.map { Owner(kind: "screen", name: $0.screen, file: $0.file) }, paths: paths)
    }

    /// One located error per colliding pair: at the later spec for the same path (the earlier one
    /// is named), at both specs' `screen:` for paths that differ only in case (either may be the
    /// one to rename).
    static func check(_ specs: [Owner], paths: [[String]]) -> [Diagnostic] {
        var owners: [String: (spec: Int, path: String)] = [:]
        // Every path is a key: sized once rather than rehashed a dozen times as it grows (a run of
        // 10,000 screens has 30,000 paths; the growing was half of this check).
        owners.reserveCapacity(paths.reduce(0) { $0 + $1.count })
        var reported: Set<[Int]> = []
        var diagnostics: [Diagnostic] = []
        for (index, spec) in specs.enumerated() {
            for path in paths[index] {
                let key = path.lowercased()
                guard let owner = owners[key] else {
                    owners[key] = (index, path)
                    continue
                }
                guard reported.insert([owner.spec, index]).inserted else { continue }
                diagnostics += collision(of: spec, path, with: specs[owner.spec], owner.path)
            }
        }
        return diagnostics.sortedForDisplay()
    }

    private static let oneFile = "on a case-insensitive file system (macOS's default) they are one file"

    private static func collision(of spec: Owner, _ path: String, with owner: Owner, _ ownerPath: String)
        -> [Diagnostic]
    {
        func error(_ message: String, at spec: Owner) -> Diagnostic {
            .error(message, id: "duplicate-output", at: spec.name.location)
        }
        let screen = "\(spec.kind) '\(spec.name.value)'"
        if path == ownerPath {
            let other = owner.file == spec.file ? "it generates another file there too" : "\(owner.file) generates too"
            return [error("\(screen) generates \(path), which \(other)", at: spec)]
        }
        if owner.file == spec.file {
            return [
                error("\(screen) generates \(ownerPath) and \(path), which differ only in case: \(oneFile)", at: spec)
            ]
        }
        return [
            error(
                "\(screen) generates \(path), which differs only in case from \(ownerPath) of \(owner.file): \(oneFile)",
                at: spec),
            error(
                "\(owner.kind) '\(owner.name.value)' generates \(ownerPath), which differs only in case from \(path) of "
                    + "\(spec.file): \(oneFile)", at: owner),
        ]
    }
}
