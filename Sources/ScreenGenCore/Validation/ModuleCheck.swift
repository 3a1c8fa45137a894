/// The names one module's specs use of another's (`ModuleLinks.Reference`) that the user module
/// cannot use: a type of a module it does not depend on (`module-dependency`: its files could not
/// import it; when that module depends on this one, importing it back would be a cycle, as for a
/// participant in a package joining the app's flow), and a type left `internal` to its module
/// (`module-access`); a name two of its dependencies generate, written without its module
/// (`module-ambiguous`). `package` is taken for the same package's module: screengen does not
/// know where packages begin, and the compiler says otherwise.
struct ModuleCheck {
    /// `dependsOn` of each module, by name.
    var dependencies: [String: [String]]

    func check(_ references: [ModuleLinks.Reference]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for reference in references {
            let user = reference.module
            let owner = reference.declared.module
            let subject =
                "\(reference.how) \(reference.type), generated in module '\(owner)' from "
                + "\(reference.declared.spec.value) (\(reference.declared.file))"
            if !reference.alsoDeclaredIn.isEmpty {
                let modules = ([owner] + reference.alsoDeclaredIn).map { "'\($0)'" }.joined(separator: " and ")
                out.append(
                    .error(
                        "module '\(user)' \(reference.how) \(reference.type), which modules \(modules) both generate: the name is "
                            + "ambiguous where both are imported", id: "module-ambiguous", at: reference.location,
                        notes: [
                            "write it with its module: \(owner).\(reference.type)", "or rename one of the screens",
                        ]))
            } else if !(dependencies[user] ?? []).contains(owner) {
                let notes =
                    depends(owner, on: user)
                    ? [
                        "'\(owner)' depends on '\(user)', so '\(user)' cannot import it: move "
                            + "\(reference.declared.spec.value) into '\(user)' or into a module both depend on"
                    ] : ["add '\(owner)' to the 'dependsOn' of module '\(user)' in screengen.yml"]
                out.append(
                    .error(
                        "module '\(user)' \(subject), but does not depend on '\(owner)'", id: "module-dependency",
                        at: reference.location, notes: notes))
            } else if reference.declared.access == .internal {
                out.append(
                    .error(
                        "module '\(user)' \(subject), which is internal to '\(owner)'", id: "module-access",
                        at: reference.location,
                        notes: [
                            reference.declared.specGivesAccess
                                ? "\(reference.declared.spec.value) sets 'access: internal'; give it 'access: public' "
                                    + "(or 'package', within one package)"
                                : "give \(reference.declared.spec.value) 'access: public', or its module 'access: public' "
                                    + "in screengen.yml"
                        ]))
            }
        }
        return out
    }

    /// Whether `module` depends on `other`, directly or through others.
    private func depends(_ module: String, on other: String) -> Bool {
        var seen: Set<String> = []
        var pending = [module]
        while let next = pending.popLast() {
            for dependency in dependencies[next] ?? [] where seen.insert(dependency).inserted {
                if dependency == other { return true }
                pending.append(dependency)
            }
        }
        return false
    }
}
