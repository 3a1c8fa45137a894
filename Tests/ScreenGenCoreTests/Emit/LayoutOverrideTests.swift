import Foundation
import Testing

/// A team's template that nests generated code deeper (or shallower) than the built-in ones still
/// gets the layout `swift format` keeps, through the real binary: the layout pass takes the
/// indentation from each rendered line, not from where the built-in templates put it (issue #14,
/// point 3).
@Suite struct LayoutOverrideTests {
    /// A change to one built-in template: each `original` text replaced by its `replacement`.
    struct Override: CustomTestStringConvertible, Sendable {
        var description: String
        var template: String
        var edits: [(original: String, replacement: String)]
        /// A line only the overridden output of the `SweepStack` screen has.
        var marker: String
        /// Whether the override nests the rows deeper (more lines to open) or shallower (fewer).
        var nestsDeeper: Bool

        var testDescription: String { description }
    }

    static let overrides = [
        Override(
            description: "View.swift.mustache wraps the body in one more container", template: "View.swift.mustache",
            edits: [
                (
                    "    {{access}}var body: some View {\n{{#body}}\n        {{>body}}\n{{/body}}\n    }\n",
                    "    {{access}}var body: some View {\n        ZStack {\n{{#body}}\n            {{>body}}\n{{/body}}\n"
                        + "        }\n    }\n"
                )
            ], marker: "        ZStack {", nestsDeeper: true),
        Override(
            description: "body.mustache re-indents the content partial two levels deeper", template: "body.mustache",
            edits: [
                (
                    "NavigationStack(path: $router.path) {\n    {{>content}}\n}",
                    "NavigationStack(path: $router.path) {\n    VStack(spacing: 0) {\n        Group {\n"
                        + "            {{>content}}\n        }\n    }\n}"
                ),
                (
                    "{{^presentedRoot.ownsStack}}\n{{>content}}\n{{/presentedRoot.ownsStack}}",
                    "{{^presentedRoot.ownsStack}}\nVStack(spacing: 0) {\n    Group {\n        {{>content}}\n    }\n}\n"
                        + "{{/presentedRoot.ownsStack}}"
                ),
            ], marker: "            Group {", nestsDeeper: true),
        Override(
            description: "container.mustache takes the lazy stack out of its scroll view, one level shallower",
            template: "container.mustache",
            edits: [
                (
                    "ScrollView {\n    LazyVStack {\n        {{>sections}}\n    }\n}",
                    "LazyVStack {\n    {{>sections}}\n}"
                )
            ], marker: "        LazyVStack {", nestsDeeper: false),
    ]

    /// Golden specs with long names: alerts and their buttons, presentations, navigation
    /// destinations, deep links, a store.
    static let goldenSpecs = [
        "alerts-long-names", "alerts-layout-and-escaping", "navigation-long-names", "deep-links-long-paths",
        "store-received-long-names",
    ]

    /// Rows and toolbar buttons whose lines cross the line length at one depth or another: some
    /// fit where the built-in templates put them and not one or two levels deeper (or the other way).
    static func sweepSpec(screen: String, container: String) -> String {
        var lines = [
            "screen: \(screen)", "title: \(screen)", "environment:",
            "  - { name: client, type: SweepClient, preview: { loaded: SweepClient.preview, loading: SweepClient.loading, "
                + "error: SweepClient.failing } }",
            "loads:", #"  - { name: notes, type: "[Note]", call: client.notes(), refreshable: true }"#,
            "content:", "  container: \(container)", "  sections:",
        ]
        for length in stride(from: 40, to: 110, by: 3) {
            let caption = String(repeating: "x", count: length)
            lines.append(
                "    - { load: notes, element: note, row: 'NoteRow(note: note, caption: \"\(caption)\", isCompact: true)' }"
            )
        }
        lines.append("toolbar:")
        for length in stride(from: 70, to: 110, by: 3) {
            let label = String(repeating: "y", count: length)
            lines.append(
                "  - { label: \"\(label)\", placement: primaryAction, "
                    + "action: 'client.archive(reason: \"\(label)\", isPermanent: false)' }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: overrides)
    func anOverrideThatReindentsStillGivesASwiftFormatFixedPoint(_ override: Override) throws {
        let project = try Sandbox()
        try project.write("Specs/Sweep.yaml", Self.sweepSpec(screen: "Sweep", container: "list"))
        try project.write("Specs/SweepStack.yaml", Self.sweepSpec(screen: "SweepStack", container: "lazyVStack"))
        for name in Self.goldenSpecs {
            try project.write(
                "Specs/\(name).yaml",
                String(contentsOfFile: TestPaths.path("Tests/Golden/\(name)/spec.yaml"), encoding: .utf8))
        }
        var template = try String(contentsOfFile: TestPaths.path("Templates/\(override.template)"), encoding: .utf8)
        for edit in override.edits {
            try #require(template.contains(edit.original), "the built-in \(override.template) changed")
            template = template.replacingOccurrences(of: edit.original, with: edit.replacement)
        }
        try project.write("Team/\(override.template)", template)
        let builtIn = try project.screengen("generate", "Specs", "--output", "BuiltIn", "--quiet")
        #expect(builtIn.status == 0, "\(builtIn.stderr)")
        let team = try project.screengen("generate", "Specs", "--output", "Team", "--templates", "Team", "--quiet")
        #expect(team.status == 0, "\(team.stderr)")

        let files = project.swiftFiles("Team")
        #expect(files.count == project.swiftFiles("BuiltIn").count && files.count > 10)
        let swift = try #require(which("swift"))
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let formatted = try run(
                swift, ["format", "--configuration", TestPaths.path(".swift-format"), project.path("Team/\(name)")])
            #expect(formatted.status == 0, "\(formatted.stderr)")
            if formatted.stdout != contents {
                Issue.record(
                    "swift format changes \(name):\n\(unifiedDiff(expected: contents, actual: formatted.stdout, label: name))"
                )
            }
        }
        // The override took, and the rows were laid out for where they are now: more calls are
        // opened one or two levels deeper, fewer one level shallower.
        let view = try #require(files["SweepStack/SweepStackView.swift"])
        let builtInView = try #require(project.read("BuiltIn/SweepStack/SweepStackView.swift"))
        #expect(view.contains(override.marker + "\n"))
        let opened = { (text: String) in text.split(separator: "\n").filter { $0.hasSuffix("(") }.count }
        #expect(override.nestsDeeper ? opened(view) > opened(builtInView) : opened(view) < opened(builtInView))
    }
}
