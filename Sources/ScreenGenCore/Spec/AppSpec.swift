/// The root of an app spec (`app: Social`): the `TabView` that holds the screens, one navigation
/// stack per tab, the app-wide routes every stack registers, and the dependencies created once.
/// Decoded by the same reader and schema as a screen spec (`SpecDecoder.decodeApp`).
public struct AppSpec: Sendable {
    /// An object created once at the root (`@State`) and put into every tab's environment.
    public struct Dependency: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var initial: Located<String>
        /// What the root's `#Preview` installs instead of `initial`.
        public var preview: Located<String>?
        public var location: SourceLocation
    }

    /// One tab of the `TabView`: a stack whose root is a screen, or (`presents`) a button that
    /// presents one of the app's sheets and keeps the selection.
    public struct Tab: Sendable {
        public var caseName: Located<String>
        public var title: Located<String>
        public var systemImage: Located<String>
        public var root: Located<String>?
        public var presents: Located<String>?
        public var badge: Located<String>?
        /// False for a root shown without a stack of the app's: a screen that owns its own stack, or
        /// one that never pushes. Nil (the default) means true for a tab with a `root`.
        public var stack: Located<Bool>?
        public var location: SourceLocation

        /// Whether the tab holds one of the app's stacks (and a router): a `root` not opted out.
        public var hasStack: Bool { root != nil && stack?.value != false }
    }

    /// A sheet the app presents over every tab.
    public struct Sheet: Sendable {
        public var caseName: Located<String>
        public var destination: Located<String>
        public var location: SourceLocation
    }

    /// One case of the app-wide route enum; `tab` names the tab a deep link to it opens.
    public struct Route: Sendable {
        public var route: ScreenSpec.Route
        public var tab: Located<String>?
    }

    public var file: String
    public var app: Located<String>
    public var summary: String?
    public var platform: ScreenSpec.Platform
    public var dependencies: [Dependency]
    public var tabs: [Tab]
    public var sheets: [Sheet]
    public var routes: [Route]
    /// True to generate the `@main` App struct whose one window shows the root view.
    public var main: Bool
    public var location: SourceLocation
}
