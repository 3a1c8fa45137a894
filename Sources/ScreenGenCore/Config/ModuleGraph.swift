#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The checks of `modules:` on its own, before any spec is read: names given once, dependencies
/// that name modules of the workspace and form no cycle, and output folders that no two modules
/// share (a module's prune would take the other's files for stale ones, and its lock would not
/// keep the other's run out).
public enum ModuleGraph {
    public static func check(_ modules: [Config.Module]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var seen: [String: Config.Module] = [:]
        for module in modules {
            if let earlier = seen[module.name.value] {
                out.append(
                    .error(
                        "module '\(module.name.value)' is given twice (first at line \(earlier.name.location.line))",
                        id: "duplicate-name", at: module.name.location))
            } else {
                seen[module.name.value] = module
            }
        }
        for module in modules {
            var listed: Set<String> = []
            for dependency in module.dependsOn where !listed.insert(dependency.value).inserted {
                out.append(
                    .error(
                        "module '\(module.name.value)' lists '\(dependency.value)' twice in 'dependsOn'",
                        id: "duplicate-name", at: dependency.location))
            }
            for dependency in module.dependsOn where seen[dependency.value] == nil {
                out.append(
                    .error(
                        "module '\(module.name.value)' depends on '\(dependency.value)', which is not a module of "
                            + "the workspace", id: "unknown-module", at: dependency.location,
                        notes: DidYouMean.suggestion(for: dependency.value, among: seen.keys.sorted()).map {
                            ["did you mean '\($0)'?"]
                        } ?? ["the modules are: \(modules.map(\.name.value).joined(separator: ", "))"]))
            }
        }
        out += cycles(modules, byName: seen)
        out += sharedFolders(modules)
        return out
    }

    /// One error per cycle, at the dependency that closes it, naming the whole loop: a module
    /// cannot import one that imports it, and SwiftPM refuses such a package.
    private static func cycles(_ modules: [Config.Module], byName: [String: Config.Module]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var done: Set<String> = []
        var reported: Set<String> = []
        func visit(_ name: String, path: [String]) {
            guard !done.contains(name), let module = byName[name] else { return }
            for dependency in module.dependsOn {
                let stack = path + [name]
                if let start = stack.firstIndex(of: dependency.value) {
                    let loop = Array(stack[start...]) + [dependency.value]
                    let members = Set(loop).sorted().joined(separator: " ")
                    guard reported.insert(members).inserted else { continue }
                    out.append(
                        .error(
                            loop.count == 2
                                ? "module '\(name)' depends on itself"
                                : "modules depend on each other in a cycle: \(loop.joined(separator: " → "))",
                            id: "module-cycle", at: dependency.location,
                            notes: [
                                "a module cannot import one that imports it; move what both need into a module "
                                    + "both depend on"
                            ]))
                } else {
                    visit(dependency.value, path: path + [name])
                }
            }
            done.insert(name)
        }
        for module in modules { visit(module.name.value, path: []) }
        return out
    }

    /// Two modules writing into one folder, or one into a folder inside the other's: their output
    /// and their tests folders, each compared with every other module's.
    private static func sharedFolders(_ modules: [Config.Module]) -> [Diagnostic] {
        var folders:
            [(module: Config.Module, key: String, path: String, components: [String], location: SourceLocation)] = []
        for module in modules {
            folders.append(
                (module, "output", module.output, components(module.output), module.outputLocation ?? module.location))
            if let tests = module.tests {
                folders.append(
                    (module, "tests.output", tests.output, components(tests.output), tests.location ?? module.location))
            }
        }
        var out: [Diagnostic] = []
        for (index, folder) in folders.enumerated() {
            for earlier in folders[..<index] where earlier.module.name.value != folder.module.name.value {
                let (a, b) = (earlier.components, folder.components)
                guard a.starts(with: b) || b.starts(with: a) else { continue }
                let relation = a == b ? "into the same folder" : "into folders one inside the other"
                out.append(
                    .error(
                        "modules '\(earlier.module.name.value)' (\(earlier.key) '\(earlier.path)') and "
                            + "'\(folder.module.name.value)' (\(folder.key) '\(folder.path)') write \(relation)",
                        id: "module-output", at: folder.location,
                        notes: [
                            "give each module a folder of its own: a run of one would take the other's files for "
                                + "stale ones"
                        ]))
            }
        }
        return out
    }

    private static func components(_ path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    }
}
