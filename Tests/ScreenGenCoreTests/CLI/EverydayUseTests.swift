import Foundation
import Testing

/// Everyday use through the real binary: shell completion, colour on a terminal only, --watch,
/// the install target, --version.
@Suite struct EverydayUseTests {
    @Test func bashCompletionCompletesCommandsOptionsAndSubcommands() throws {
        let bash = try #require(which("bash"))
        let script = """
            source <("\(TestPaths.binary)" completion bash)
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _screengen; echo "${COMPREPLY[*]}"; }
            complete_words screengen gen
            complete_words screengen generate --pr
            complete_words screengen template ""
            complete_words screengen validate --st
            """
        let result = try run(bash, ["-c", script])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "generate", "--prune", "render --help", "--strict",
            ])
    }

    @Test func zshCompletionIsAScriptForEveryCommand() throws {
        let result = try screengen("completion", "zsh")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("#compdef screengen\n"))
        for command in ["validate", "generate", "check", "scaffold", "template-render"] {
            #expect(result.stdout.contains("(\(command)) "), "\(command)")
        }
        if let zsh = which("zsh") {
            let file = try makeTemporaryDirectory() + "/_screengen"
            try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: file))
            #expect(try run(zsh, ["-n", file]).status == 0)
        }
        #expect(try screengen("completion", "fish").status == 2)
    }

    /// A pseudo-terminal through `script`: colour there, none with NO_COLOR or when piped.
    @Test func diagnosticsAreColouredOnATerminalOnly() throws {
        let project = try Sandbox()
        try project.write("Specs/A.yaml", "screen: A\nsumary: x\n")
        let piped = try project.screengen("validate", "--quiet")
        #expect(!piped.stdout.contains("\u{1B}["))
        guard let script = which("script") else {
            try Test.cancel("no `script` here to give the binary a terminal")
        }
        let command = "\"\(TestPaths.binary)\" validate --quiet"
        // TERM is set explicitly: a test runner may run with TERM=dumb, which rightly turns colour off.
        let coloured = try run(
            "/usr/bin/env", ["-u", "NO_COLOR", "TERM=xterm", script, "-q", "-c", command, "/dev/null"], in: project.root
        )
        #expect(coloured.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(coloured.stdout.debugDescription)")
        let plain = try run(
            "/usr/bin/env", ["NO_COLOR=1", "TERM=xterm", script, "-q", "-c", command, "/dev/null"], in: project.root)
        #expect(!plain.stdout.contains("\u{1B}["))
        #expect(plain.stdout.contains("A.yaml:2:1: error: unknown key 'sumary'"))
    }

    /// `screengen generate --watch` in `project`, running until `stop(_:)`.
    static func startWatching(_ project: Sandbox) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.binary)
        process.arguments = ["generate", "--watch"]
        process.currentDirectoryURL = URL(fileURLWithPath: project.root)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// SIGKILL: the test runner's children inherit ignored SIGTERM and SIGALRM, so neither
    /// terminate() nor `timeout` would stop the watcher.
    static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test func watchRegeneratesWhenASpecChanges() throws {
        let project = try Sandbox()
        try project.write("Specs/W.yaml", "screen: W\ntitle: First\n")
        let process = try Self.startWatching(project)
        defer { Self.stop(process) }
        func waitFor(_ text: String) -> Bool {
            for _ in 0..<60 {
                if project.read("Generated/W/WView.swift")?.contains(text) == true { return true }
                usleep(100_000)
            }
            return false
        }
        #expect(waitFor(".navigationTitle(\"First\")"), "the first generation")
        usleep(600_000)
        try project.write("Specs/W.yaml", "screen: W\ntitle: Second\n")
        #expect(waitFor(".navigationTitle(\"Second\")"), "the regeneration after the change")
    }

    /// A `.swift-format` that governs the output is an input of it: changing its line length while
    /// watching lays the files out again (the watcher used to poll the specs, the configuration
    /// and the templates only, and `check` then reported drift).
    @Test func watchRegeneratesWhenTheSwiftFormatChanges() throws {
        let project = try Sandbox()
        try project.write(
            "Specs/W.yaml",
            "screen: W\nstate:\n  - { name: tag, type: String, initial: "
                + "\"String(repeating: someRatherLongArgumentName, count: anotherQuiteLongArgumentName)\" }\n")
        let process = try Self.startWatching(project)
        defer { Self.stop(process) }
        func waitFor(_ condition: (String) -> Bool) -> String? {
            for _ in 0..<60 {
                if let text = project.read("Generated/W/WView.swift"), condition(text) { return text }
                usleep(100_000)
            }
            return nil
        }
        let wide = try #require(waitFor { _ in true }, "the first generation")
        #expect(wide.contains("String(repeating: someRatherLongArgumentName, count: anotherQuiteLongArgumentName)"))
        usleep(600_000)
        try project.write(".swift-format", "{ \"version\": 1, \"lineLength\": 60 }\n")
        let narrow = waitFor { $0 != wide }
        #expect(narrow != nil, "the regeneration after .swift-format changed")
        #expect(narrow?.contains("repeating: someRatherLongArgumentName,\n") == true, "\(narrow ?? "")")
    }

    @Test func versionNamesTheEmbeddedTemplates() throws {
        let result = try screengen("--version")
        #expect(result.stdout == "screengen 0.1.0 (templates: built-in, embedded at build time)\n")
    }

    /// The Makefile's install target copies a binary that works from anywhere (no resource lookup).
    @Test func anInstalledBinaryWorksFromAnotherDirectory() throws {
        let prefix = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        // The same copy the install target makes, without rebuilding in release mode here.
        try FileManager.default.copyItem(atPath: TestPaths.binary, toPath: prefix + "/bin/screengen")
        let project = try Sandbox()
        try project.write("Specs/I.yaml", "screen: I\n")
        let result = try run(prefix + "/bin/screengen", ["generate", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Generated/I/IView.swift")?.contains("struct IView: View") == true)
        let makefile = try String(contentsOfFile: TestPaths.path("Makefile"), encoding: .utf8)
        #expect(makefile.contains("install -m 755 .build/release/screengen \"$(PREFIX)/bin/screengen\""))
    }
}
