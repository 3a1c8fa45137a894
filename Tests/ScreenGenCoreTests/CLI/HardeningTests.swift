import Foundation
import Testing

@testable import ScreenGenCore

/// The hardening issue's problems, each through the binary as a user meets it: a crash, output
/// that does not parse, or silence. Each test failed before its fix.
@Suite struct HardeningTests {
    /// A paged store load, for the keys of a paged load and of a grouped section.
    static let pagedStore = """
        screen: Timeline
        store:
          dependencies:
            - { name: client, type: TimelineClient, preview: TimelineClient.preview }
        loads:
          - name: posts
            type: "[Post]"
            call: client.timeline()
            pagination: { cursor: Post.ID, next: "client.timeline(after: cursor)", cursorOf: page.last?.id }
        content:
          sections:
            - { load: posts, element: post, row: "PostRow(post: post)" }

        """

    // 1. A damaged manifest is no manifest: every run goes on as without one.
    @Test(arguments: [
        "\(Int.max)", "\(Int.max - 1)", "9223372036854775806",
    ])
    func aManifestWithAHugeCountIsTreatedAsAbsent(_ count: String) throws {
        let project = try Sandbox()
        try project.write("Specs/Feed.yaml", "screen: Feed\ntitle: Feed\n")
        #expect(try project.screengen("generate", "Specs").status == 0)
        let manifest = try #require(project.read("Generated/.screengen.manifest"))
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The first record's count, then the run record's two counts.
        let record = try #require(lines.firstIndex { !$0.hasPrefix("screengen-manifest") && !$0.hasPrefix("run ") })
        var fields = lines[record].split(separator: " ").map(String.init)
        fields[fields.count - 1] = count
        lines[record] = fields.joined(separator: " ")
        try project.write("Generated/.screengen.manifest", lines.joined(separator: "\n"))
        for command in ["check", "generate"] {
            let result = try project.screengen(command, "Specs")
            #expect(result.status == 0, "\(command): \(result.status) \(result.stdout)\(result.stderr)")
        }
        // The run record's counts, in the rewritten manifest.
        let rewritten = try #require(project.read("Generated/.screengen.manifest"))
        let damaged = rewritten.replacingOccurrences(
            of: #"(?m)^(run [0-9a-f]+) \d+ \d+$"#, with: "$1 \(count) \(count)", options: .regularExpression)
        #expect(damaged != rewritten, "the manifest has a run record")
        try project.write("Generated/.screengen.manifest", damaged)
        for command in ["check", "generate"] {
            let result = try project.screengen(command, "Specs")
            #expect(result.status == 0, "\(command): \(result.status) \(result.stdout)\(result.stderr)")
        }
    }

    @Test func theManifestParserRefusesEveryDamagedCountWithoutTrapping() {
        let digest = String(repeating: "a", count: 32)
        for count in ["\(Int.max)", "\(Int.max - 1)", "-1", "99999999999999999999"] {
            let record = "screengen-manifest 2\n\(digest) \(count)\nend 1\n"
            #expect(OutputManifest(text: record) == nil)
            let run = "screengen-manifest 2\nrun \(digest) \(count) \(count)\nend 0\n"
            #expect(OutputManifest(text: run) == nil)
            let place =
                "screengen-manifest 2\nrun \(digest) 0 1\n[\"error\",\"x\",\"a.yaml\",\(count),1,\"m\"]\nend 0\n"
            #expect(OutputManifest(text: place) == nil)
        }
    }

    /// Writes `spec` and validates it: the first error line.
    static func firstError(_ spec: String) throws -> (status: Int32, line: String) {
        let project = try Sandbox()
        try project.write("S.yaml", spec)
        let result = try project.screengen("generate", "S.yaml", "--output", "Out")
        let line = result.stdout.split(separator: "\n").first { $0.contains(": error: ") }.map(String.init) ?? ""
        #expect(!project.exists("Out/Timeline"), "nothing written")
        return (result.status, line)
    }

    // 2. Expressions that end where a member, an operand or a closing bracket must follow.
    @Test(arguments: [
        ("call: client.timeline()", "call: client.timeline().", "'call' ends with '.' where a member name must follow"),
        ("row: \"PostRow(post: post)\"", "row: \"PostRow(post: post?.)\"", "'row' ends with '.'"),
        ("cursorOf: page.last?.id", "cursorOf: page.last?.", "'cursorOf' ends with '.'"),
        ("call: client.timeline()", "call: client.timeline() +", "'call' ends with the operator '+'"),
        ("row: \"PostRow(post: post)\"", "row: \"PostRow(post: post ==)\"", "'row' ends with the operator '=='"),
        ("call: client.timeline()", "call: \"client.timeline(,)\"", "'call' has ',' with nothing before it"),
        ("row: \"PostRow(post: post)\"", "row: \"PostRow(post: post) as? Row\"", "'row' has the cast 'as'"),
    ])
    func anIncompleteExpressionIsALocatedError(_ change: (String, String, String)) throws {
        let spec = Self.pagedStore.replacingOccurrences(of: change.0, with: change.1)
        #expect(spec != Self.pagedStore)
        let (status, line) = try Self.firstError(spec)
        #expect(status == 1)
        #expect(
            line.hasPrefix("S.yaml:") && line.contains(change.2) && line.hasSuffix("[invalid-expression]"), "\(line)")
    }

    // 3. Keys documented as a type take a type only.
    @Test(arguments: ["PWNED()", "x ?? y", "\\\\.x", "Post.ID ?", "Int..."])
    func anExpressionWhereATypeGoesIsALocatedError(_ value: String) throws {
        for key in ["cursor: Post.ID", "type: \"[Post]\""] {
            let name = key.prefix { $0 != ":" }
            let spec = Self.pagedStore.replacingOccurrences(of: key, with: "\(name): \"\(value)\"")
            let (status, line) = try Self.firstError(spec)
            #expect(status == 1)
            #expect(
                line.contains("error: '\(name)' is not a Swift type") && line.hasSuffix("[invalid-type]"),
                "\(key) = \(value): \(line)")
        }
    }

    // 4. A raw identifier in `groupBy` would make a name that is no Swift name.
    @Test func aRawIdentifierInGroupByIsALocatedError() throws {
        let spec = Self.pagedStore.replacingOccurrences(
            of: "row: \"PostRow(post: post)\" }",
            with: "row: \"PostRow(post: post)\", groupBy: \"`a\\\"b`\", groupType: String }"
        ).replacingOccurrences(
            of:
                "    pagination: { cursor: Post.ID, next: \"client.timeline(after: cursor)\", cursorOf: page.last?.id }\n",
            with: "")
        let (status, line) = try Self.firstError(spec)
        #expect(status == 1)
        #expect(
            line.contains("'groupBy' must be a property of the element") && line.hasSuffix("[invalid-key-path]"),
            "\(line)")
    }

    // 8. `next` runs where loadMore…() has bound `loaded` and `nextPage`.
    @Test(arguments: ["nextPage", "loaded"])
    func aNextThatReadsALocalOfLoadMoreIsALocatedError(_ name: String) throws {
        let spec = Self.pagedStore.replacingOccurrences(
            of: "next: \"client.timeline(after: cursor)\"", with: "next: \"\(name)(after: cursor)\"")
        let (status, line) = try Self.firstError(spec)
        #expect(status == 1)
        #expect(
            line.contains("'next' of paged load 'posts' reads '\(name)', which loadMorePosts() binds"), "\(line)")
        // `self.` reaches the member.
        let project = try Sandbox()
        try project.write(
            "S.yaml",
            Self.pagedStore.replacingOccurrences(
                of: "next: \"client.timeline(after: cursor)\"", with: "next: \"self.\(name)(after: cursor)\""))
        #expect(try project.screengen("validate", "S.yaml").status == 0)
    }

    // 5. A participant's flow must name a stack's owner.
    @Test(arguments: [
        ("Detail", "names this screen itself"),
        ("Nowhere", "names no screen or app among the project's specs"),
        ("Plain", "names Plain, which is a screen without navigation: owner"),
        ("Other", "names Other, which is a participant too"),
    ])
    func aFlowThatNamesNoOwnerIsALocatedError(_ flow: (String, String)) throws {
        let project = try Sandbox()
        try project.write("screengen.yml", "specs: [Specs]\n")
        try project.write("Specs/Detail.yaml", "screen: Detail\nnavigation: participant\nflow: \(flow.0)\n")
        try project.write("Specs/Plain.yaml", "screen: Plain\n")
        try project.write("Specs/Other.yaml", "screen: Other\nnavigation: participant\nflow: Detail\n")
        try project.write(
            "Specs/Library.yaml",
            "screen: Library\nnavigation: owner\nroutes:\n  - { case: detail, destination: DetailView() }\n")
        let result = try project.screengen("generate")
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "Specs/Detail.yaml:3:7: error: participant 'Detail' has 'flow: \(flow.0)', which \(flow.1)"),
            "\(result.stdout)")
        #expect(result.stdout.contains("[unknown-flow]"))
        #expect(!project.exists("Generated/Detail"))
    }

    // 9. A suppression works at the entry the warning points to.
    @Test func aSuppressionWhereAPreviewCoverageWarningPointsSilencesIt() throws {
        let project = try Sandbox()
        let spec = """
            screen: Trending
            store:
              dependencies:
                - name: client
                  type: FeedClient
                  preview: FeedClient.preview
            loads:
              - { name: posts, type: "[Post]", call: client.trendingPosts() }
            content:
              sections:
                - { load: posts, element: post, row: "PostRow(post: post)" }

            """
        try project.write("Warned.yaml", spec)
        let warned = try project.screengen("validate", "Warned.yaml")
        let warning = try #require(
            warned.stdout.split(separator: "\n").first { $0.hasSuffix("[preview-coverage]") }, "\(warned.stdout)")
        #expect(warning.hasPrefix("Warned.yaml:6:"), "the warning points at the dependency's preview")
        try project.write(
            "Suppressed.yaml",
            spec.replacingOccurrences(
                of: "      preview: FeedClient.preview\n",
                with: "      preview: FeedClient.preview\n"
                    + "      suppress: [{ rule: preview-coverage, reason: The feed has one state to show. }]\n"))
        let suppressed = try project.screengen("validate", "Suppressed.yaml")
        #expect(suppressed.status == 0)
        #expect(suppressed.stdout == "", "silenced, and the suppression is used: \(suppressed.stdout)")
    }

    // 6. A generated suite with no test says why in the file.
    @Test func aStoreSuiteWithNoTestSaysWhy() throws {
        let project = try Sandbox()
        try project.write(
            "Specs/Counter.yaml",
            """
            screen: Counter
            store: {}
            loads:
              - { name: count, type: Int, call: Counter.current() }
            content:
              sections:
                - { load: count, row: "Text(count, format: .number)" }
            actions:
              - { name: reset, call: Counter.reset(), failure: resetFailed }
            alerts:
              - { case: resetFailed, item: any Error, title: Could Not Reset }

            """)
        let result = try project.screengen("generate", "--tests")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let suite = try #require(project.snapshot().first { $0.key.hasSuffix("CounterStoreTests.swift") }?.value)
        #expect(!suite.contains("@Test"))
        #expect(
            suite.contains(
                "    // No test: no dependency of the store has a preview value, so no test can give it a state.\n"),
            "\(suite)")
    }

    // 10. An option's value cannot be another option; after `--` every argument is a path.
    @Test func anOptionThatTakesTheNextOptionIsAUsageError() throws {
        let project = try Sandbox()
        try project.write("Specs/Feed.yaml", "screen: Feed\n")
        let result = try project.screengen("generate", "--output", "--quiet", "Specs")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: missing value for '--output <directory>'\n"), "\(result.stderr)")
        #expect(!project.exists("--quiet") && !project.exists("Generated"), "nothing written")
        let inline = try project.screengen("generate", "--output=-dir", "Specs")
        #expect(inline.status == 0, "a value that starts with a dash goes inline: \(inline.stderr)")
        #expect(project.exists("-dir/Feed/FeedView.swift"))
    }

    @Test func afterTwoDashesEveryArgumentIsAPath() throws {
        let project = try Sandbox()
        let result = try project.screengen("validate", "--", "--help")
        #expect(result.status == 2)
        #expect(result.stdout == "--help: error: no such file or directory [usage]\n", "\(result.stdout)")
        try project.write("--help", "screen: Help\n")
        #expect(try project.screengen("validate", "--", "--help").status == 0)
    }

    @Test func aRepeatedSingleValueOptionIsAUsageError() throws {
        let project = try Sandbox()
        try project.write("Specs/Feed.yaml", "screen: Feed\n")
        let result = try project.screengen("generate", "--output", "A", "--output", "B", "Specs")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: '--output' is given more than once\n"), "\(result.stderr)")
        #expect(!project.exists("A") && !project.exists("B"))
    }

    // The summary names what to fix: an error in the configuration is not a spec's.
    @Test func anErrorInTheConfigurationIsNamedAsTheConfigurations() throws {
        let project = try Sandbox()
        try project.write("screengen.yml", "specs: [Specs]\nbogus: 1\n")
        try project.write("Specs/Feed.yaml", "screen: Feed\n")
        for (command, words) in [("generate", "nothing written"), ("check", "not checked")] {
            let result = try project.screengen(command)
            #expect(result.status == 1)
            #expect(result.stdout.hasPrefix("screengen.yml:2:1: error: unknown key 'bogus'"), "\(result.stdout)")
            #expect(result.stderr == "\(words): the configuration has errors\n", "\(command): \(result.stderr)")
        }
        try project.write("Specs/Feed.yaml", "screen: Feed\nbogus: 1\n")
        let both = try project.screengen("generate")
        #expect(both.stderr == "nothing written: the configuration has errors; the specs have errors\n")
        #expect(!project.exists("Generated"))
    }
}
