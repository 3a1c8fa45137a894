extension DependencyModel {
    /// The store's dependencies the view reads from its environment and passes to the loads and
    /// actions that read them, names escaped. They have no preview values of their own: previews
    /// install the `environment` entry of the same name.
    static func fromEnvironment(in spec: ScreenSpec) -> [DependencyModel] {
        (spec.store?.dependencies ?? []).filter(\.isFromEnvironment).map { dependency in
            DependencyModel(
                name: SwiftIdentifier.escaped(dependency.name.value), type: dependency.type.value,
                isEscaping: false, previews: [:])
        }
    }
}
