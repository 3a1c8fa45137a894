/// A row that pushes a route: each row is the label of a `NavigationLink(value:)` whose value is a
/// case of a route enum (the screen's own, an owner's or one with `destinations`; a participant's
/// flow's). A value link, not a destination link, so the one `navigationDestination(for:)` of the
/// enum's screen builds every destination and the path stays the stack's.
public struct RowNavigationModel: Sendable {
    /// The route enum, `LibraryRoute`.
    public var routeType: String
    /// The case, escaped.
    public var caseName: String
    /// The value the case carries, as the spec writes it; nil for a case without one.
    public var argument: String?
}

extension ModelBuilder {
    /// The route a section's rows push; the structure check has refused a `navigate` outside a
    /// stack or one that is not a route call.
    func rowNavigation(_ section: ScreenSpec.Section, facts: ScreenFacts) -> RowNavigationModel? {
        guard let navigate = section.navigate, let navigation = facts.navigation,
            let call = RouteCall(navigate.value)
        else { return nil }
        return RowNavigationModel(
            routeType: navigation.routeType, caseName: SwiftIdentifier.escaped(call.caseName),
            argument: call.argument)
    }
}
