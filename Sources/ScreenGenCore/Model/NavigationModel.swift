/// The screen's part in a navigation stack.
public struct NavigationModel: Sendable {
    public var role: ScreenSpec.NavigationRole
    /// `FeedRoute`: the screen's own enum (an owner's, or one with `destinations`), or for a
    /// participant the flow's.
    public var routeType: String
    /// `FeedRouter`: the `@MainActor @Observable` class holding the stack's path; nil for a screen
    /// with `destinations`, which holds no path.
    public var routerType: String?
    /// The screen's own routes (an owner's, or one with `destinations`); empty for a participant.
    public var routes: [RouteModel]
    public var hasDeepLinks: Bool { routes.contains { $0.pathSegments != nil } }
}

public struct RouteModel: Sendable {
    public var caseName: String
    public var valueType: String?
    public var destination: String
    /// The destination reads `value`, so the case binds it (no unused binding otherwise).
    public var bindsValue: Bool
    /// The deep-link pattern's segments (`posts/{value}`: a literal, then the value), nil without a `path`.
    public var pathSegments: [DeepLinkSegment]?
    /// The spec's `sample` value, which the generated deep-link test round-trips.
    public var sample: String? = nil
}

/// One `Identifiable` presentation enum and the modifier that shows it.
public struct PresentationModel: Sendable {
    public var enumType: String
    /// The optional `@State` that presents it: `sheet` or `fullScreenCover`.
    public var stateName: String
    /// The modifier: `sheet` or `fullScreenCover`.
    public var modifier: String
    public var cases: [PresentationCase]
}

public struct PresentationCase: Sendable {
    public var caseName: String
    /// The presentation's `id`: the case name without backticks, then for a case with an item
    /// `-` and the item's id (`edit-\(item.id)`).
    public var id: InterpolatedText
    public var itemType: String?
    public var destination: String
    /// The destination reads `item`, so the case binds it.
    public var bindsItem: Bool
}
