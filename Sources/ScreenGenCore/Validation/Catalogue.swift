/// A rule of the source documents that the generator always keeps, whatever the spec says, and the
/// test that proves it over every golden file.
public struct GeneratorInvariant: Sendable {
    public var id: String
    public var summary: String
    public var digest: [Int]
    /// `Suite.test` in Tests/ScreenGenCoreTests; a test checks that each one exists.
    public var test: String
}

/// The catalogue beyond the rules: the generator's invariants, the structure checks that make a
/// spec generatable, and the digest statements a spec cannot express.
public enum Catalogue {
    public static let invariants: [GeneratorInvariant] = [
        .init(
            id: "member-order",
            summary:
                "View members in the documented order: environment, let, stored, computed, init, body, helpers, async.",
            digest: [11], test: "GeneratorInvariantTests.viewMembersFollowTheDocumentedOrder"),
        .init(
            id: "stable-root", summary: "One stable root in body; branching happens inside the container, per section.",
            digest: [3], test: "GeneratorInvariantTests.viewMembersFollowTheDocumentedOrder"),
        .init(
            id: "state-is-private", summary: "Every @State is private.", digest: [4],
            test: "GeneratorInvariantTests.stateIsPrivateAndLoadsRunInTask"),
        .init(
            id: "main-actor-stores",
            summary: "Stores, view models and routers are @MainActor @Observable final classes free of SwiftUI.",
            digest: [6], test: "GeneratorInvariantTests.everythingButTheViewIsFreeOfSwiftUI"),
        .init(
            id: "observation-only",
            summary:
                "No ObservableObject, @Published, @StateObject, @ObservedObject or @EnvironmentObject on iOS 17+; below 17 exactly that legacy mapping, and no ContentUnavailableView.",
            digest: [7], test: "GeneratorInvariantTests.containsNoForbiddenForm"),
        .init(
            id: "custom-environment-values",
            summary:
                "Custom environment values use @Entry at every target, and a manual EnvironmentKey exactly when the configuration says environmentKeys: manual.",
            digest: [12], test: "GeneratorInvariantTests.customEnvironmentValuesFollowTheConfiguration"),
        .init(
            id: "environment-key-paths",
            summary: "Built-in environment values are read by key path (@Environment(\\.dismiss)).", digest: [13],
            test: "GoldenTests.generatesTheExpectedFiles"),
        .init(
            id: "task-not-onappear",
            summary:
                "Loads run in .task / .task(id:), never in a Task started by onAppear; the one Task a view may start is an alert button's, for an action that awaits.",
            digest: [14], test: "GeneratorInvariantTests.stateIsPrivateAndLoadsRunInTask"),
        .init(
            id: "explicit-phases",
            summary:
                "Every load has explicit loading / empty / failed / loaded phases, shown with ProgressView and ContentUnavailableView; .refreshable where asked.",
            digest: [16], test: "GoldenTests.generatesTheExpectedFiles"),
        .init(
            id: "no-work-in-body", summary: "body and init do no I/O: loads run in async functions awaited from .task.",
            digest: [17], test: "GeneratorInvariantTests.stateIsPrivateAndLoadsRunInTask"),
        .init(
            id: "navigation-stack",
            summary:
                "NavigationStack(path:) with a Hashable route enum and one navigationDestination(for:); never NavigationView.",
            digest: [19], test: "GeneratorInvariantTests.containsNoForbiddenForm"),
        .init(
            id: "sheet-item",
            summary:
                "Presentations are Identifiable enums shown with .sheet(item:) / .fullScreenCover(item:), switching in a helper (no if let).",
            digest: [21], test: "GeneratorInvariantTests.containsNoForbiddenForm"),
        .init(
            id: "alert-enum",
            summary:
                "Alerts and confirmation dialogs are one optional enum each, shown by one modifier with presenting:, the Bool binding derived from the optional.",
            digest: [20], test: "GeneratorInvariantTests.alertsAreOneOptionalEnum"),
        .init(
            id: "sheet-owns-actions",
            summary:
                "No onCancel / onConfirm closures are passed to presented screens; they read \\.dismiss themselves.",
            digest: [22], test: "GoldenTests.generatesTheExpectedFiles"),
        .init(
            id: "deep-link-routes",
            summary:
                "A route with a path gets init?(url:) and url on the route enum, and the owner handles .onOpenURL.",
            digest: [23], test: "GoldenTests.generatesTheExpectedFiles"),
        .init(
            id: "stable-identity",
            summary:
                "ForEach iterates Identifiable elements (and groups by their key), never indices or id: \\.self; "
                + "only redacted placeholder rows iterate a constant range, which is never reordered.",
            digest: [24], test: "GeneratorInvariantTests.containsNoForbiddenForm"),
        .init(
            id: "lazy-containers",
            summary:
                "Collections are shown in List, Form or lazy stacks only; the eager scroll container iterates none.",
            digest: [25], test: "ContentCheckTests.aScrollContainerCannotIterateACollection"),
        .init(
            id: "no-anyview", summary: "No AnyView: @ViewBuilder helpers and switch.", digest: [26],
            test: "GeneratorInvariantTests.containsNoForbiddenForm"),
        .init(
            id: "adaptive-spacing", summary: "Stacks are generated without spacing:.", digest: [27],
            test: "GeneratorInvariantTests.containsNoForbiddenForm"),
        .init(
            id: "foreground-style", summary: "No foregroundColor; generated text uses system styles.", digest: [28],
            test: "GeneratorInvariantTests.containsNoForbiddenForm"),
        .init(
            id: "preview-macro",
            summary: "#Preview, never PreviewProvider; one per state with deterministic dependencies.",
            digest: [32, 33], test: "GeneratorInvariantTests.stateIsPrivateAndLoadsRunInTask"),
        .init(
            id: "generated-header", summary: "Every file names its spec and says it is generated.", digest: [35],
            test: "GeneratorInvariantTests.startsWithTheGeneratedHeader"),
        .init(
            id: "swift-format-fixed-point",
            summary: "Every generated file parses and is a fixed point of swift format.", digest: [35],
            test: "GeneratedSwiftTests.isAFixedPointOfSwiftFormat"),
    ]

    /// Statements a spec cannot express, with why; the rest of their meaning is kept by the generator.
    public static let notExpressible: [Int: String] = [
        29:
            "Repetition is not visible in a spec: styling lives in the user's row and destination views (each expression is one call site), and generated code adds no repeated styling that a ViewModifier would collect.",
        30:
            "The spec declares no interactive elements (buttons live in user regions); rows and destinations are the user's views.",
    ]

    /// Statements that structure checks (always errors, never configurable) enforce.
    /// The checks that keep a digest statement (always errors: the spec could not be generated).
    public static var structureChecks: [(id: String, summary: String, digest: [Int])] {
        CheckCatalogue.all.filter { !$0.digest.isEmpty }.map { ($0.id, $0.summary, $0.digest) }
    }

    /// The number of statements in ../shared/design/rules-digest.md.
    public static let digestStatementCount = 35
}
