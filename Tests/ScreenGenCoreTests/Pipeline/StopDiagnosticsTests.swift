import Foundation
import Testing

@testable import ScreenGenCore

/// Problems that stop a run (the lock, a template, the configuration, I/O, the command line) are
/// diagnostics like every other: printed through `--format`, with a typed id, and the exit status
/// follows from that id, not from the command.
@Suite struct StopDiagnosticsTests {
    /// One stop, as each format prints it, and the status the command ends with.
    struct Expected {
        var id: String
        var file: String
        var message: String
    }

    /// Runs `arguments` in `json` and `github` formats and checks both print exactly the one stop,
    /// and that the run ends with exit 2 and writes nothing to `Out`.
    static func expectStop(_ project: Sandbox, _ arguments: [String], _ expected: Expected) throws {
        let before = project.snapshot()
        let json = try run(TestPaths.binary, arguments + ["--format", "json"], in: project.root)
        #expect(json.status == 2, "\(arguments): \(json.stdout)\(json.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = try #require(parsed?["diagnostics"] as? [[String: Any]], "\(json.stdout)")
        #expect(diagnostics.count == 1, "\(json.stdout)")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic["id"] as? String == expected.id, "\(json.stdout)")
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["file"] as? String == expected.file, "\(json.stdout)")
        #expect((diagnostic["message"] as? String)?.hasPrefix(expected.message) == true, "\(json.stdout)")

        let github = try run(TestPaths.binary, arguments + ["--format", "github"], in: project.root)
        #expect(github.status == 2, "\(arguments): \(github.stdout)\(github.stderr)")
        #expect(
            github.stdout.hasPrefix(
                "::error file=\(expected.file),title=\(expected.id)::\(expected.message)"), "\(github.stdout)")
        #expect(github.stdout.hasSuffix("[\(expected.id)]\n"), "\(github.stdout)")
        #expect(project.snapshot() == before, "a stopped run writes nothing")
    }

    @Test func aHeldLockIsALockDiagnostic() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes"))
        let holder = OutputLock(outputDirectory: project.path("Out"))
        try holder.acquire()
        defer { holder.release() }
        try Self.expectStop(
            project, ["generate", "Specs", "--output", "Out"],
            Expected(
                id: "lock", file: "Out/\(OutputLock.fileName)",
                message: "another screengen run (pid \(getpid())) is writing this output directory"))
    }

    @Test func anUnreadableTemplatesDirectoryIsATemplateDiagnostic() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes"))
        try project.write("Team", "a file, not a directory of templates\n")
        for command in ["generate", "check"] {
            try Self.expectStop(
                project, [command, "Specs", "--output", "Out", "--templates", "Team"],
                Expected(id: "template", file: "Team", message: "cannot read the templates directory"))
        }
    }

    @Test func aMissingConfigurationIsAConfigDiagnostic() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes"))
        for command in ["validate", "generate", "check"] {
            try Self.expectStop(
                project, [command, "--config", "team.yml"],
                Expected(id: "config", file: "team.yml", message: "no such configuration file"))
        }
        // Specs the configuration lists that do not exist are the configuration's to fix.
        try project.write("screengen.yml", "specs: [Screens]\noutput: Out\n")
        try Self.expectStop(
            project, ["generate"], Expected(id: "config", file: "Screens", message: "no such file or directory"))
    }

    @Test func aFileThatCannotBeReadIsAnIODiagnostic() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes"))
        try project.makeDirectory("Out/Notes/NotesView.swift")
        for command in ["generate", "check"] {
            try Self.expectStop(
                project, [command, "Specs", "--output", "Out"],
                Expected(
                    id: "io", file: "Out/Notes/NotesView.swift",
                    message: "is a directory where a generated file goes"))
        }
    }

    @Test func aCommandLineProblemIsAUsageDiagnosticWithNoFile() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Notes"))
        let json = try project.screengen("generate", "Specs", "--output", "", "--format", "json")
        #expect(json.status == 2)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let usage = try #require((parsed?["diagnostics"] as? [[String: Any]])?.first, "\(json.stdout)")
        #expect(usage["id"] as? String == "usage" && usage["file"] as? String == "", "\(json.stdout)")
        #expect(usage["line"] as? Int == 0 && usage["column"] as? Int == 0, "\(json.stdout)")
        let github = try project.screengen("check", "Specs", "--output", "", "--format", "github")
        #expect(github.status == 2)
        #expect(
            github.stdout == "::error title=usage::--output is empty; give a directory ('.' for this one) [usage]\n",
            "\(github.stdout)")
        let text = try project.screengen("validate", "Nope.yaml")
        #expect(text.status == 2)
        #expect(text.stdout == "Nope.yaml: error: no such file or directory [usage]\n")
        #expect(text.stderr == "0 specs checked: 1 error, 0 warnings\n")
    }

    /// The exit status is the worst of the diagnostics' kinds: a stop is 2 even beside spec errors.
    @Test func theExitStatusFollowsTheKinds() {
        let at = SourceLocation(file: "Specs/A.yaml", line: 2, column: 1)
        let specError = Diagnostic.error("bad", id: "unknown-key", at: at)
        let warning = Diagnostic.warning("meh", id: "task-id-missing", at: at)
        #expect([Diagnostic]().exitStatus() == .clean)
        #expect([warning].exitStatus() == .clean)
        #expect([warning].exitStatus(strict: true) == .failed)
        #expect([specError, warning].exitStatus() == .failed)
        for kind in StopKind.allCases {
            #expect([specError, .stop(kind, "stopped", file: "x")].exitStatus() == .stopped, "\(kind)")
        }
        // An id that names a stop is one only as an error.
        #expect([Diagnostic.warning("w", id: "io", at: at)].exitStatus() == .clean)
    }
}
