/// The names one module's specs use of another's (`ModuleLinks.Reference`) that the user module
/// cannot use: a type of a module it does not depend on (`module-dependency`: its files could not
/// import it; when that module depends on this one, importing it back would be a cycle, as for a
/// participant in a package joining the app's flow), and a type left `internal` to its module
/// (`module-access`). `package` is taken for the same package's module: the compiler says
/// otherwise.
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
            if !(dependencies[user] ?? []).contains(owner) {
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
                            "give \(reference.declared.spec.value) 'access: public' (or the module 'access: public' "
                                + "in screengen.yml)"
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
