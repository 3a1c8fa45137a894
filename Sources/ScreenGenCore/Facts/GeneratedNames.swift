/// The names an action adds to the screen, derived once: the model declares them and the checks
/// look them up.
public enum ActionNames {
    /// The in-flight flag's name, unescaped: the spec's `inFlight`, else `isSaveRunning` (`is`, the
    /// capitalized action name, `Running`), which needs no English morphology to be right. An action
    /// that takes rows' elements tracks the ids it runs for instead, `markReadyInFlight`.
    public static func inFlight(_ action: ScreenSpec.Action, in spec: ScreenSpec) -> String {
        if let name = action.inFlight?.value { return name }
        if RowElements.parameter(of: action, in: spec) != nil { return action.name.value + "InFlight" }
        return "is" + SwiftIdentifier.capitalized(action.name.value) + "Running"
    }

    /// The locals an action's method binds before it evaluates the spec's `call` when the action takes
    /// rows' elements (and, run by a swipe to delete, takes them out of the shown rows): a member of
    /// one of these names read there would be shadowed.
    public static let boundBeforeTheCall = ["ids", "removed", "loadRequest"]
}

/// The name `busy` adds to the screen, derived once: the model declares it and the checks look it up.
public enum BusyNames {
    /// The busy flag's name, unescaped: the spec's `name`, else `isBusy`.
    public static func flag(_ busy: ScreenSpec.Busy) -> String {
        busy.name?.value ?? "isBusy"
    }
}

/// The names a form's focus order (`focus` on its fields) adds to the view, derived once.
public enum ScrollToTopNames {
    /// The `@State` `ScrollPosition` of a content that scrolls to the top on a tab's re-tap.
    public static let position = "scrollPosition"
}

public enum FocusNames {
    /// The `@FocusState` member: which field has the keyboard, nil for none.
    public static let state = "focusedField"
    /// The view's nested enum of the fields' `focus` cases.
    public static let enumType = "FocusedField"
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

    /// `PostsNextPage`: the enum of the next page's states of load `load`.
    public static func nextPageType(load: String) -> String {
        SwiftIdentifier.capitalized(load) + "NextPage"
    }

    /// The local an envelope's `rows` are read into (`let rows = page.items`), in the load function
    /// and in `loadMore…()`.
    public static let rows = "rows"

    /// What `loadMore…()` binds before it reads an envelope's `rows` (the rows so far, the page
    /// state, the cursor, the rows before the page), and `rows` itself: a member of one of those
    /// names read by `rows` would be shadowed.
    public static let boundBeforeTheRows = ["loaded", "nextPage", "cursor", "current", rows]
}

/// The names a load adds to its home besides its phase, derived once: the model declares them and
/// the checks look them up.
public enum LoadNames {
    /// `loadPosts`: the function that loads load `load`, a method of its home.
    public static func function(load: String) -> String {
        "load" + SwiftIdentifier.capitalized(load)
    }

    /// `pollStatus`: the function that runs load `load` again and again while the screen is shown
    /// (its `every`), a method of its home.
    public static func pollFunction(load: String) -> String {
        "poll" + SwiftIdentifier.capitalized(load)
    }

    /// `isAccountSeeded`: whether load `load`'s first answer has copied its value into the properties
    /// its `seeds` name (the form's fields wait for it), a member of its home.
    public static func seededFlag(load: String) -> String {
        "is" + SwiftIdentifier.capitalized(load) + "Seeded"
    }

    /// `PostsPhase`: the enum of load `load`'s phases.
    public static func phaseType(load: String) -> String {
        SwiftIdentifier.capitalized(load) + "Phase"
    }

    /// `postsTaskID`: the computed member that combines the values load `load` depends on, when
    /// it depends on more than one.
    public static func taskID(load: String) -> String {
        load + "TaskID"
    }

    /// `postsRequest`: the number of the newest request of load `load`, which alone may publish
    /// its answer (a load that overlaps a newer one leaves the phase alone).
    public static func requestCounter(load: String) -> String {
        load + "Request"
    }

    /// `postsReloadError`: the failure of a reload that kept what load `load` shows (its rows for
    /// the same input), which a notice above them reports until the next answer.
    public static func reloadError(load: String) -> String {
        load + "ReloadError"
    }

    /// The locals a load function binds before it evaluates the spec's `call` (and `loadMore…()`
    /// before `next`): a member of one of these names read there would be shadowed.
    public static let boundBeforeTheCall = ["request", "input"]
}

/// The names a custom environment value adds, derived once.
public enum EnvironmentNames {
    /// `FeedThemeKey`: the `EnvironmentKey` of value `value`, where the manual form declares one.
    public static func keyType(value: String) -> String {
        SwiftIdentifier.capitalized(value) + "Key"
    }
}

/// The names of generated test suites and of an app's per-tab routers, derived once.
public enum SuiteNames {
    /// `TimelineStoreTests`: the suite that tests type `type`.
    public static func tests(of type: String) -> String {
        type + "Tests"
    }

    /// `homeRouter`: the router of an app's tab `tab`, which has a stack.
    public static func tabRouter(tab: String) -> String {
        tab + "Router"
    }
}

/// The names a shaped section (`filter`, `sort`, `matching`) adds to its store, derived once: the
/// model declares them and the checks look them up.
public enum ShapingNames {
    /// The store property a shaped section's `items` names (`items` for `store.items` or `items`),
    /// unescaped; nil when `items` is not one name of the store.
    public static func source(of items: String, storeName: String?) -> String? {
        guard let path = BindingPath(parsing: items) else { return nil }
        if path.properties.isEmpty, path.root != storeName { return path.root }
        if path.root == storeName, path.properties.count == 1 { return path.properties[0] }
        return nil
    }

    /// The rows shown of a collection, unescaped: `shown` and the collection's name (`shownItems`).
    public static func property(source: String) -> String { "shown" + SwiftIdentifier.capitalized(source) }

    /// The method that shapes them again: `updateShownItems`.
    public static func function(source: String) -> String { "update" + SwiftIdentifier.capitalized(property(source: source)) }

    /// The groups of the rows shown, unescaped: `shownItemsByStatus`, as a load's are named.
    public static func groups(source: String, key: BindingPath) -> String {
        GroupNames.property(load: property(source: source), key: key)
    }

    /// Each shaped section's members and method, where the spec asks for them.
    public static func members(in spec: ScreenSpec, storeName: String?) -> [Located<String>] {
        (spec.content?.sections ?? []).flatMap { section -> [Located<String>] in
            guard let shaping = section.shaping, case .items(let items) = section.source,
                let source = source(of: items.value, storeName: storeName)
            else { return [] }
            let groups = section.grouping.map { [self.groups(source: source, key: $0.key.value)] } ?? []
            return ([property(source: source), function(source: source)] + groups).map {
                Located($0, at: shaping.location)
            }
        }
    }
}

/// The names a section's in-place edits (`edits`, `add`) add, derived once: the model declares them
/// and the checks look them up. Where the store owns the array (a store property), the edits are
/// store methods, drivable without a view; elsewhere (a binding, a state, a bindable object's
/// property) they are the view's closures, and the add row's text is the view's `@State`.
public enum RowEditNames {
    /// The store property the section's array is (`tags` for `store.tags` or `tags`), unescaped;
    /// nil when the view edits the array.
    public static func storeProperty(of section: ScreenSpec.Section, in spec: ScreenSpec, storeName: String?)
        -> String?
    {
        guard let storeName, section.rowEdits != nil, case .items(let items) = section.source,
            let source = ShapingNames.source(of: items.value, storeName: storeName),
            spec.store?.properties.contains(where: { $0.name.value == source }) == true
        else { return nil }
        return source
    }

    /// `deleteTags`: the store method that removes the rows at a swipe's offsets.
    public static func delete(source: String) -> String { "delete" + SwiftIdentifier.capitalized(source) }

    /// `moveTags`: the store method that moves rows as edit mode's drag asks.
    public static func move(source: String) -> String { "move" + SwiftIdentifier.capitalized(source) }

    /// `addTag`: the store method the add button runs, after the element's name.
    public static func add(element: String) -> String { "add" + SwiftIdentifier.capitalized(element) }

    /// The names each edited section adds, where the spec asks for them: to the store (the text and
    /// the methods) when the store owns the array, else to the view (the text).
    public static func names(in spec: ScreenSpec, storeName: String?)
        -> (view: [Located<String>], store: [Located<String>])
    {
        var view: [Located<String>] = []
        var store: [Located<String>] = []
        for section in spec.content?.sections ?? [] {
            guard let edits = section.rowEdits else { continue }
            if let source = storeProperty(of: section, in: spec, storeName: storeName) {
                let at = edits.location
                if edits.edits.contains(where: { $0.value == .delete }) {
                    store.append(Located(delete(source: source), at: at))
                }
                if edits.edits.contains(where: { $0.value == .move }) {
                    store.append(Located(move(source: source), at: at))
                }
                if let add = edits.add, let element = section.element {
                    store += [add.text, Located(self.add(element: element.value), at: add.location)]
                }
            } else if let add = edits.add {
                view.append(add.text)
            }
        }
        return (view, store)
    }
}
