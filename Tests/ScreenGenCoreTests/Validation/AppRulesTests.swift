import Foundation
import Testing

@testable import ScreenGenCore

/// The rules that read only Swift text read an app spec's too (issue 38: an escape is still
/// checked): its tabs' roots, badges, conditions and modifiers, its sheets, routes and the root's
/// modifiers, with the same located findings and the configuration's severities.
@Suite struct AppRulesTests {
    static let app = """
        app: Social
        dependencies:
          - { name: client, type: FeedClient, initial: "FeedClient()" }
        tabs:
          - { case: timeline, title: Timeline, systemImage: rectangle.stack, root: "HomeView()" }
          - { case: mentions, title: Mentions, systemImage: at, root: "MentionsView()", modifiers: [".toolbarBackground(.visible, for: .tabBar)"] }
        sheets:
          - { case: composer, destination: "ComposerView()" }
        modifiers: [".tint(.accentColor)"]

        """

    static func diagnostics(_ yaml: String, rules: RuleEngine = RuleEngine()) throws -> [Diagnostic] {
        do {
            return try SpecPipeline(rules: rules, emitter: SwiftEmitter()).run(bytes: Array(yaml.utf8), file: "Social.yaml")
                .diagnostics
        } catch {
            Issue.record("\(error)")
            return []
        }
    }

    @Test func aCleanAppRaisesNothing() throws {
        #expect(try Self.diagnostics(Self.app).isEmpty)
    }

    @Test(arguments: [
        (".toolbarBackground(.visible, for: .tabBar)", ".foregroundColor(.red)", 6, "foreground-color",
         "a modifier of tab 'mentions' uses foregroundColor(_:)"),
        ("\"ComposerView()\"", "\"NavigationView { ComposerView() }\"", 8, "navigation-view",
         "the destination of app sheet 'composer' uses the deprecated NavigationView"),
        ("\"HomeView()\"", "\"AnyView(HomeView())\"", 5, "any-view",
         "the root of tab 'timeline' erases the view's type with AnyView"),
        (".tint(.accentColor)", ".onAppear { Task { await client.refresh() } }", 9, "task-in-onappear", ""),
    ])
    func aRuleReadsTheAppsSwift(original: String, replacement: String, line: Int, id: String, message: String) throws {
        let found = try Self.diagnostics(Self.app.replacingOccurrences(of: original, with: replacement))
        #expect(found.map(\.id) == [id], "\(found)")
        #expect(found.first?.location.line == line, "\(found)")
        if !message.isEmpty { #expect(found.first?.message == message, "\(found)") }
    }

    @Test func theConfigurationsSeveritiesApply() throws {
        let yaml = Self.app.replacingOccurrences(of: ".tint(.accentColor)", with: ".foregroundColor(.red)")
        let off = RuleEngine(overrides: ["foreground-color": Located("off", at: SourceLocation(file: "c", line: 1, column: 1))])
        #expect(try Self.diagnostics(yaml, rules: off).isEmpty)
        let error = RuleEngine(
            overrides: ["foreground-color": Located("error", at: SourceLocation(file: "c", line: 1, column: 1))])
        #expect(try Self.diagnostics(yaml, rules: error).map(\.severity) == [.error])
    }

    /// Only rules that look at nothing but the Swift text read apps: one that asks the screen for its
    /// loads or previews would judge an app by a screen it is not.
    @Test func theRulesThatReadAppsReadOnlyExpressions() {
        let ids = RuleCatalogueDocs.appRuleIDs
        #expect(ids.contains("foreground-color") && ids.contains("any-view") && ids.contains("navigation-view"))
        #expect(!ids.contains("preview-coverage") && !ids.contains("load-not-shown") && !ids.contains("api-newer-than-target"))
    }

    /// The binary reports an app's finding as a screen's, located, in `validate` and `generate`.
    @Test func theBinaryReportsAnAppsFinding() throws {
        let project = try Sandbox()
        try project.write(
            "Specs/Social.yaml", Self.app.replacingOccurrences(of: ".tint(.accentColor)", with: ".foregroundColor(.red)"))
        let validate = try project.screengen("validate")
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        #expect(
            validate.stdout.hasPrefix(
                "Specs/Social.yaml:9:13: warning: a modifier of the app's root uses foregroundColor(_:) [foreground-color]"),
            "\(validate.stdout)")
        try project.write("screengen.yml", "rules: { foreground-color: error }\n")
        #expect(try project.screengen("generate").status == 1)
        #expect(!project.exists("Generated/Social/SocialRootView.swift"))
    }
}
