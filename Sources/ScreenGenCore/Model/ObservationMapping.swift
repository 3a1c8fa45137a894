/// How ownership becomes property wrappers: Observation from iOS 17, and below it the legacy
/// mapping the source documents give (`@State` → `@StateObject`, `let` → `@ObservedObject`,
/// `@Environment(T.self)` → `@EnvironmentObject`, observed properties `@Published`). Every wrapper
/// the generator writes comes from here, so the two mappings cannot drift apart.
struct ObservationMapping {
    let legacy: Bool

    init(target: OSVersion) {
        legacy = target < OSVersion(17, 0)
    }

    /// An object the view creates: `@State private var store = FeedStore()`.
    func owned(_ name: String, _ type: String, constructed: Bool) -> String {
        let wrapper = legacy ? "@StateObject" : "@State"
        return constructed ? "\(wrapper) private var \(name) = \(type)()" : "\(wrapper) private var \(name): \(type)"
    }

    /// The `init` statement that creates an owned object from parameters, as lines relative to
    /// the statement's indentation: one line when it fits in the line length at `indent`, else
    /// opened (`SwiftLayout.opened`; left on one line, a store with a few long dependency names
    /// passes 120 columns). Through `self.`, as for a
    /// `@Binding` input: a store named `borrowing` would otherwise start the statement with
    /// `_borrowing`, which swift-syntax (swift format, macros) reads as a binding keyword.
    func ownedAssignment(_ name: String, type: String, arguments: [String], indent: Int) -> [String] {
        let bare = name.trimmingCharacters(in: ["`"])
        let (wrapper, label) = legacy ? ("StateObject", "wrappedValue") : ("State", "initialValue")
        return SwiftLayout.opened(
            "self._\(bare) = \(wrapper)(\(label): \(type)(\(arguments.joined(separator: ", "))))", indent: indent)
    }

    /// An object the parent passes in, read only.
    func received(_ name: String, _ type: String) -> (MemberModel.Group, String) {
        legacy ? (.stored, "@ObservedObject var \(name): \(type)") : (.constant, "let \(name): \(type)")
    }

    /// An object the parent passes in, edited through `$` bindings.
    func bindable(_ name: String, _ type: String) -> String {
        legacy ? "@ObservedObject var \(name): \(type)" : "@Bindable var \(name): \(type)"
    }

    /// An object read from the environment by type.
    func environment(_ name: String, _ type: String) -> String {
        legacy ? "@EnvironmentObject private var \(name): \(type)" : "@Environment(\(type).self) private var \(name)"
    }

    /// The modifier that installs an object in the environment (previews, the router).
    func install(_ value: String) -> String {
        legacy ? ".environmentObject(\(value))" : ".environment(\(value))"
    }

    /// A property of a store that views observe.
    func observed(_ declaration: String) -> String {
        legacy ? "@Published \(declaration)" : declaration
    }
}
