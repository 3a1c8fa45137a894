/// How ownership becomes property wrappers: Observation from iOS 17, and below it the legacy
/// mapping the source documents give (`State` → `StateObject`, `let` → `ObservedObject`,
/// `Environment(T.self)` → `EnvironmentObject`, observed properties `Published`). Every wrapper
/// the generator chooses comes from here, so the two mappings cannot drift apart.
struct ObservationMapping {
    let legacy: Bool

    init(legacy: Bool) {
        self.legacy = legacy
    }

    typealias Wrapper = MemberModel.Wrapper

    /// An object the view creates, a new instance or one its initialiser makes from parameters.
    func owned(_ name: String, _ type: String, constructed: Bool) -> MemberModel {
        MemberModel(
            name: name, group: .stored, wrapper: ownedWrapper, access: .private, type: type,
            initialValue: constructed ? .newInstance : .none)
    }

    /// An object the parent passes in, read only: a constant with Observation.
    func received(_ name: String, _ type: String) -> MemberModel {
        legacy
            ? MemberModel(name: name, group: .stored, wrapper: .observedObject, type: type)
            : MemberModel(name: name, group: .constant, isConstant: true, type: type)
    }

    /// An object the parent passes in, edited through `$` bindings.
    func bindable(_ name: String, _ type: String) -> MemberModel {
        MemberModel(name: name, group: .stored, wrapper: legacy ? .observedObject : .bindable, type: type)
    }

    /// An object read from the environment by type.
    func environment(_ name: String, _ type: String) -> MemberModel {
        MemberModel(
            name: name, group: .environment, wrapper: environmentWrapper, access: .private,
            type: type)
    }

    /// The wrapper of an object the view creates and keeps.
    var ownedWrapper: Wrapper { legacy ? .stateObject : .state }

    /// The wrapper of an object read from the environment by type.
    var environmentWrapper: Wrapper { legacy ? .environmentObject : .environment }

    /// The wrapper of a property of a store that views observe: none with Observation.
    var observed: Wrapper? { legacy ? .published : nil }

    /// The wrapper of a store's bookkeeping that no view reads: `@ObservationIgnored` with
    /// Observation, none (not `@Published`) in an `ObservableObject`.
    var unobserved: Wrapper? { legacy ? nil : .observationIgnored }
}
