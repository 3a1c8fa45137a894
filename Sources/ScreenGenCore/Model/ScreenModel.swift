/// The resolved screen: every name derived, every reference resolved, every choice made. The
/// emitter reads only this; `screengen dump` prints it, and custom templates render against it.
public struct ScreenModel: Sendable {
    /// The facts the model was built from, the ones the rules saw.
    public var facts: ScreenFacts
    public var specPath: String
    public var screen: String
    public var summary: String?
    public var title: TitleModel?
    /// `.navigationBarTitleDisplayMode(_:)`; nil leaves it to the navigation stack.
    public var titleDisplayMode: ScreenSpec.TitleDisplayMode?
    /// The line under the title (`.navigationSubtitle`), if any.
    public var subtitle: InterpolatedText? = nil
    /// The content scrolls to the top when the flow's router asks (a re-tap of the app's tab at its
    /// root), or nil.
    public var scrollToTop: ScrollToTopModel? = nil
    public var target: OSVersion
    /// The target has iOS 18's APIs: what a custom template switches an iOS 18 API on.
    public var targetsIOS18: Bool { target >= OSVersion(18, 0) }
    /// Below iOS 17: the ObservableObject mapping instead of Observation.
    public var usesLegacyObservation: Bool
    public var architecture: ScreenSpec.Architecture.Style
    /// Custom environment values are declared with `@Entry` (Xcode 16's macro, at any target)
    /// rather than a manual `EnvironmentKey` (`environmentKeys: manual`, for Xcode 15).
    public var usesEnvironmentEntry: Bool
    public var view: ViewTypeModel
    public var store: StoreModel?
    public var loads: [LoadModel]
    public var content: ContentModel?
    /// The search field over the content, if the screen has one.
    public var search: SearchModel? = nil
    public var navigation: NavigationModel?
    public var presentations: [PresentationModel]
    public var alerts: [AlertPresentationModel]
    public var toolbar: [ToolbarItemModel]
    /// The screen's actions, where its loads live.
    public var actions: [ActionModel] = []
    /// Modules the screen's files import besides their own, with the files each goes in (the
    /// emitter adds the configuration's).
    public var imports: [ScreenSpec.Import] = []
    /// The types of other modules of the workspace the spec names, each with its module: a file
    /// that names one imports its module, and no other file does (`LinkedImports`).
    public var linkedTypes: [String: String] = [:]
    /// The content sits in a `NavigationStack` of the screen's own (a presented screen).
    public var ownsPresentationStack: Bool = false
    /// The user's condition for `.interactiveDismissDisabled`.
    public var dismissDisabled: String? = nil
    /// Actions that exclude each other and that the screen waits for; nil without `busy`.
    public var busy: BusyModel? = nil
    /// The `.onChange(of:)` modifiers on the content, in the spec's order.
    public var onChange: [OnChangeModel] = []
    /// The view holds an edit mode (`@State`) and hands it to its content: a toolbar item toggles
    /// it or shows only while it is active.
    public var usesEditMode: Bool = false
    public var environmentValues: [EnvironmentValueModel]
    public var previews: [PreviewModel]
    /// The row views the write-once companion starts (see `ModelBuilder.rowViews`).
    public var rowViews: [RowViewModel]
    /// What the generated tests check (written only when a run asks for tests).
    public var tests = TestsModel()
    /// The access level of what another module needs: the view, its `init` and `body`, the store's
    /// API, the enums, the router and the environment values (the spec's `access`, else the
    /// configuration's). Private state keeps its `private` at every level.
    public var access: AccessLevel = .internal
}

/// A custom environment value, declared with `@Entry` (iOS 18+) or a manual `EnvironmentKey`.
public struct EnvironmentValueModel: Sendable {
    public var name: String
    /// `FeedThemeKey`: the key type of the manual form.
    public var keyType: String
    public var type: String
    public var defaultValue: String
}

/// A content that goes back to the top when its tab is tapped again at the root: its `ScrollPosition`
/// state, and the router, read from the environment, whose `scrollToTopRequests` it follows.
public struct ScrollToTopModel: Sendable {
    public var position: String
    public var router: String
}
