/// The names an action adds to the screen, derived once: the model declares them and the checks
/// look them up.
public enum ActionNames {
    /// The in-flight flag's name, unescaped: the spec's `inFlight`, else `isSaveRunning` (`is`, the
    /// capitalized action name, `Running`), which needs no English morphology to be right.
    public static func inFlight(_ action: ScreenSpec.Action) -> String {
        action.inFlight?.value ?? "is" + SwiftIdentifier.capitalized(action.name.value) + "Running"
    }
}

/// The names a grouped section adds to the screen, derived once: the model declares them and the
/// checks look them up.
public enum GroupNames {
    /// The member that holds a load's groups, unescaped: the load, `By`, and the key's path
    /// capitalized (`ordersByStatus`, `ordersByCustomerCity`).
    public static func property(load: String, key: BindingPath) -> String {
        load + "By" + ([key.root] + key.properties).map(SwiftIdentifier.capitalized).joined()
    }

    /// Each grouped section's member, with where the spec asks for it: one per load and key.
    public static func properties(in spec: ScreenSpec) -> [Located<String>] {
        var seen: Set<String> = []
        return (spec.content?.sections ?? []).compactMap { section in
            guard let grouping = section.grouping, let load = section.load else { return nil }
            let name = property(load: load.value, key: grouping.key.value)
            return seen.insert(name).inserted ? Located(name, at: grouping.key.location) : nil
        }
    }
}

/// The names a paged load adds to the store, derived once: the model declares them and the checks
/// look them up.
public enum PagingNames {
    /// `loadMorePosts`: the function that appends the next page of load `load`.
    public static func loadMoreFunction(load: String) -> String {
        "loadMore" + SwiftIdentifier.capitalized(load)
    }
}

/// The names a load adds to its home besides its phase, derived once: the model declares them and
/// the checks look them up.
public enum LoadNames {
    /// `postsRequest`: the number of the newest request of load `load`, which alone may publish
    /// its answer (a load that overlaps a newer one leaves the phase alone).
    public static func requestCounter(load: String) -> String {
        load + "Request"
    }

    /// The locals a load function binds before it evaluates the spec's `call` (and `loadMore…()`
    /// before `next`): a member of one of these names read there would be shadowed.
    public static let boundBeforeTheCall = ["request", "input"]
}
