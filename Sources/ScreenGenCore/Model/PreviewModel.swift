public struct PreviewModel: Sendable {
    public var name: String
    public var state: ScreenSpec.PreviewState
    /// The view's initialiser arguments: `author: Author.sample`.
    public var arguments: [PreviewArgument]
    /// The values installed in the environment around the view, one per dependency.
    public var installs: [PreviewInstall]
    /// How the view reads the objects installed by type, which names the modifier installing them:
    /// `environment` with Observation, `environmentObject` with the legacy mapping.
    public var objectEnvironment: MemberModel.Wrapper
    public var inNavigationStack: Bool
}

/// A value a preview passes or installs, in the form the template writes it (named apart from the
/// spec's `ScreenSpec.PreviewValue`, the per-state values it is chosen from).
public indirect enum PreviewExpression: Sendable, Equatable {
    /// The spec's preview expression, passed through untouched.
    case code(String)
    /// A binding that never changes, holding the spec's expression.
    case constantBinding(String)
    /// A new instance of `type`, made from `arguments` (a store from its dependencies, a router).
    case instance(type: String, arguments: [PreviewArgument])
}

public struct PreviewArgument: Sendable, Equatable {
    public var label: String
    public var value: PreviewExpression
}

/// A value a preview puts in the environment: an object by its type, or a value at a key path.
public struct PreviewInstall: Sendable, Equatable {
    /// nil for an object installed by its type.
    public var keyPath: String?
    public var value: PreviewExpression
}
