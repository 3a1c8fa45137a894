public struct StoreModel: Sendable {
    public var typeName: String
    public var propertyName: String
    public var ownership: ScreenSpec.Store.Ownership
    public var dependencies: [DependencyModel]
    /// The store's `init`, one parameter per dependency (none: the store has no explicit `init`).
    public var initializerParameters: [InitializerModel.Parameter]
    /// The properties views observe: the spec's, then the phases of the loads the store runs.
    public var properties: [MemberModel]
    /// The dependencies the view reads from its environment and passes to the store's loads and
    /// actions that read them (`source: environment`); not in `dependencies`, which the store's
    /// `init` takes.
    public var environmentDependencies: [DependencyModel] = []
    /// The shaped sections' collections, each shaped by a method of the store.
    public var shapings: [ShapingModel] = []
    /// The edits of the arrays the store owns (`edits`, `add` on a section of a store property).
    public var rowEdits: [StoreRowEditsModel] = []

    /// The access level of its API: the class, its `init`, its phases, the properties it does not
    /// keep private and its methods (the screen's `access`).
    public var access: AccessLevel = .internal

    /// The store declares an `init`: to take its dependencies, to shape its collections once
    /// before a property's `didSet` first does, or to be made from another module (the implicit
    /// one is internal).
    public var hasInitializer: Bool { !initializerParameters.isEmpty || !shapings.isEmpty || access != .internal }

    /// The properties the `init` assigns, after the dependencies, in the spec's order: name and
    /// expression.
    public var assignedInInit: [(name: String, value: String)] {
        properties.compactMap { property in
            if case .assignedInInit(let value) = property.initialValue { (property.name, value) } else { nil }
        }
    }
}

public struct DependencyModel: Sendable {
    public var name: String
    public var type: String
    /// A closure the store's initialiser (and an owned store's view initialiser) must take escaping.
    public var isEscaping: Bool
    public var previews: [ScreenSpec.PreviewState: String]
    /// The spec's `default`, which the store's `init` and an owned store's view `init` give it.
    public var defaultValue: String? = nil
    /// The store keeps it in a `private let`: a load or an action reads it, or the spec says
    /// `stored: true`. One that only property initial values read is a parameter of `init` alone.
    public var isStored = true

    /// The store's dependencies its `init` takes, names escaped, preview values per state.
    static func all(in spec: ScreenSpec) -> [DependencyModel] {
        (spec.store?.dependencies ?? []).filter { !$0.isFromEnvironment }.map { dependency in
            DependencyModel(
                name: SwiftIdentifier.escaped(dependency.name.value), type: dependency.type.value,
                isEscaping: FunctionType.isFunctionType(dependency.type.value),
                previews: PreviewMatrix.values(dependency.preview), defaultValue: dependency.defaultValue?.value)
        }
    }
}
