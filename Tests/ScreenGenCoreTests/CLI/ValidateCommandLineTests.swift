import Foundation
import Testing
@testable import ScreenGenCore

/// A spec with three errors on three lines, for the output formats.
private let threeErrors = """
    screen: Feed
    titel: Feed
    loads:
      - { name: posts, type: Int, call: "f(", refreshable: "true" }

    """

@Suite("screengen validate: formats, exit codes and help")
struct ValidateCommandLineTests {
    @Test func textFormatPrintsASummaryOnStandardErrorUnlessQuiet() throws {
        let result = try validate(Array(threeErrors.utf8))
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                spec.yaml:2:1: error: unknown key 'titel' in a screen spec [unknown-key]
                spec.yaml:2:1: note: did you mean 'title'?
                spec.yaml:4:37: error: 'call' is missing a closing ')' [invalid-expression]
                spec.yaml:4:56: error: 'refreshable' must be true or false, not 'true' [wrong-type]
                spec.yaml:4:56: note: in quotes it is a string; write true without quotes

                """)
        #expect(result.stderr == "1 spec checked: 3 errors, 0 warnings\n")
    }

    @Test func jsonFormatIsParseableAndComplete() throws {
        let result = try validate(Array(threeErrors.utf8), "--format", "json")
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let root = try #require(object as? [String: Any])
        #expect(Set(root.keys) == ["diagnostics"])
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        try #require(diagnostics.count == 3)
        for diagnostic in diagnostics {
            #expect(Set(diagnostic.keys) == ["severity", "id", "message", "file", "line", "column", "notes"])
            #expect(diagnostic["severity"] as? String == "error")
            #expect(diagnostic["file"] as? String == "spec.yaml")
        }
        #expect(diagnostics.map { $0["id"] as? String } == ["unknown-key", "invalid-expression", "wrong-type"])
        #expect(diagnostics.map { $0["line"] as? Int } == [2, 4, 4])
        #expect(diagnostics.map { $0["column"] as? Int } == [1, 37, 56])
        #expect(diagnostics[0]["message"] as? String == "unknown key 'titel' in a screen spec")
        #expect(diagnostics[0]["notes"] as? [String] == ["did you mean 'title'?"])
        #expect(diagnostics[1]["notes"] as? [String] == [])
        #expect(diagnostics[2]["message"] as? String == "'refreshable' must be true or false, not 'true'")
        #expect(diagnostics[2]["notes"] as? [String] == ["in quotes it is a string; write true without quotes"])
        // The summary stays on standard error, so standard output is JSON alone.
        #expect(result.stderr == "1 spec checked: 3 errors, 0 warnings\n")
    }

    @Test func jsonFormatOfACleanSpecIsAnEmptyList() throws {
        let result = try validate(Array("screen: Feed\n".utf8), "--format=json", "-q")
        #expect(result.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((root["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func githubFormatWritesWorkflowAnnotations() throws {
        let result = try validate(Array(threeErrors.utf8), "--format", "github", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                ::error file=spec.yaml,line=2,col=1,title=unknown-key::unknown key 'titel' in a screen spec [unknown-key]%0Adid you mean 'title'?
                ::error file=spec.yaml,line=4,col=37,title=invalid-expression::'call' is missing a closing ')' [invalid-expression]
                ::error file=spec.yaml,line=4,col=56,title=wrong-type::'refreshable' must be true or false, not 'true' [wrong-type]%0Ain quotes it is a string; write true without quotes

                """)
        #expect(result.stderr == "")
    }

    @Test func everySpecOfADirectoryIsCheckedInPathOrder() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/specs/sub", withIntermediateDirectories: true)
        try Data("screen: Feed\ntitel: x\n".utf8).write(to: URL(fileURLWithPath: directory + "/specs/b.yaml"))
        try Data("screen: struct\n".utf8).write(to: URL(fileURLWithPath: directory + "/specs/sub/a.yml"))
        try Data("screen: Fine\n".utf8).write(to: URL(fileURLWithPath: directory + "/specs/a.yaml"))
        try Data("not: a spec\n".utf8).write(to: URL(fileURLWithPath: directory + "/specs/notes.txt"))
        let result = try screengen("validate", "specs", in: directory)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                specs/b.yaml:2:1: error: unknown key 'titel' in a screen spec [unknown-key]
                specs/b.yaml:2:1: note: did you mean 'title'?
                specs/sub/a.yml:1:9: error: 'struct' is not a valid Swift identifier: it is a Swift keyword [invalid-identifier]
                specs/sub/a.yml:1:9: note: type names cannot be Swift keywords; choose another name

                """)
        #expect(result.stderr == "3 specs checked: 2 errors, 0 warnings\n")
    }

    @Test func theExampleSpecsValidate() throws {
        let result = try screengen("validate", "Specs", in: TestPaths.packageRoot.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasSuffix(" specs checked: 0 errors, 0 warnings\n"), "\(result.stderr)")
    }

    @Test func theExampleSpecsValidateWithAByteOrderMark() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.path("Specs"))
            .filter { $0.hasSuffix(".yaml") }
        try #require(!names.isEmpty)
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: TestPaths.path("Specs/\(name)")))
            try Data([0xEF, 0xBB, 0xBF] + bytes).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        let result = try screengen("validate", "-q", ".", in: directory)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "")
    }

    @Test func aMissingPathIsAUsageError() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try screengen("validate", "missing.yaml", in: directory)
        #expect(result.status == 2)
        #expect(result.stdout == "missing.yaml: error: no such file or directory [usage]\n")
    }

    @Test func anUnknownOptionIsAUsageErrorWithADidYouMean() throws {
        let result = try screengen("validate", "--fromat", "json", "Specs", in: TestPaths.packageRoot.path)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                error: unknown option '--fromat'; did you mean '--format'?

                USAGE: screengen validate [<paths> ...] [--config <file>] [--strict] [--format <format>] [--quiet]
                  See 'screengen help validate' for more.

                """)
    }

    @Test func aBadOptionValueIsAUsageError() throws {
        let result = try screengen("validate", "--format", "xml", "Specs", in: TestPaths.packageRoot.path)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: 'xml' is not a valid value for '--format'; expected one of: text, json, github\n"))
        #expect(
            result.stderr.contains(
                "USAGE: screengen validate [<paths> ...] [--config <file>] [--strict] [--format <format>] [--quiet]\n"))
    }

    @Test func aMissingOptionValueIsAUsageError() throws {
        let result = try screengen("validate", "--format")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: missing value for '--format <format>'\n"))
    }

    @Test func anUnknownSubcommandIsAUsageErrorWithADidYouMean() throws {
        let result = try screengen("valdate", "Specs")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                error: unknown subcommand 'valdate'; did you mean 'validate'?

                USAGE: screengen <subcommand>
                  See 'screengen --help' for the subcommands.

                """)
    }

    @Test func version() throws {
        let result = try screengen("--version")
        #expect(result.status == 0)
        #expect(result.stdout == "screengen \(ScreenGen.version) (templates: built-in, embedded at build time)\n")
        #expect(result.stderr == "")
    }

    @Test func help() throws {
        let result = try screengen("--help")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "OVERVIEW: Generate idiomatic SwiftUI screens from YAML specs, and keep them in step.")
        for line in [
            "USAGE: screengen <subcommand>",
            "  --version             Show the version.",
            "  -h, --help            Show help information.",
            "  See 'screengen help <subcommand>' for detailed help.",
        ] {
            #expect(lines.contains(line), "missing: \(line)")
        }
        let subcommands = lines.drop { $0 != "SUBCOMMANDS:" }.dropFirst().prefix { !$0.isEmpty }
        #expect(
            Array(subcommands) == [
                "  validate              Check screen specs and report every problem.",
                "  generate              Rewrite the files screengen owns from the specs.",
                "  check                 Report, as a unified diff, everything generate would change; write nothing.",
                "  scaffold              Create new screens: their generated files and, once, their hand-written "
                    + "companions.",
                "  init                  Write a commented starter screengen.yml and an example spec here.",
                "  rules                 List every rule, generator invariant and check: id, kind, severity, summary.",
                "  explain               Explain a rule or a check: why, where it comes from, and its examples with "
                    + "what they report.",
                "  dump                  Print a spec's resolved screen model as JSON: the context templates render "
                    + "against.",
                "  template              Work on custom templates.",
                "  schema                Print the JSON Schema of the spec format, for YAML editors (completion and "
                    + "checking).",
                "  completion            Print a shell completion script: source <(screengen completion bash).",
            ])
        #expect(try screengen("-h").stdout == result.stdout)
        #expect(try screengen("help").stdout == result.stdout)
    }

    @Test func noArgumentsPrintsHelpAndFails() throws {
        let result = try screengen()
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("OVERVIEW: Generate idiomatic SwiftUI screens"))
    }

    @Test(arguments: [["help", "validate"], ["validate", "--help"], ["validate", "-h"], ["validate", "Specs", "--help"]])
    func validateHelp(_ arguments: [String]) throws {
        let result = try run(TestPaths.binary, arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "OVERVIEW: Check screen specs and report every problem.")
        for line in [
            "Exits 0 when no spec has an error (warnings allowed), 1 when any has, 2 when a usage, I/O, "
                + "template or configuration problem stops it.",
            "USAGE: screengen validate [<paths> ...] [--config <file>] [--strict] [--format <format>] [--quiet]",
            "ARGUMENTS:",
            "  <paths>               Spec files, directories or patterns (default: the configuration's specs, else "
                + "Specs).",
            "OPTIONS:",
            "  --config <file>       The configuration file (default: the nearest screengen.yml above).",
            "  --strict              Fail on warnings too.",
            "  --format <format>     How diagnostics are printed: text, json or github. (default: text)",
            "  -q, --quiet           Print no summary line.",
            "  -h, --help            Show help information.",
        ] {
            #expect(lines.contains(line), "missing: \(line)")
        }
        // --version belongs to the root command only.
        #expect(!result.stdout.contains("--version"))
    }
}
