import Foundation
import ScreenGenCore
import Testing

/// I/O problems and hostile input: a clear error and exit status, never a crash.
extension WorkflowTests {
    // MARK: 10. I/O problems

    @Test func aMissingPathIsAClearUsageError() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        for arguments in [
            ["generate", "Specs/Nope.yaml"], ["check", "Nope"], ["validate", "Nope"], ["scaffold", "Nope"],
        ] {
            let result = try run(TestPaths.binary, arguments, in: project.root)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "\(arguments[1]): error: no such file or directory [usage]\n", "\(arguments)")
        }
        let config = try project.screengen("generate", "--config", "team.yml")
        #expect(config.status == 2)
        #expect(config.stdout == "team.yml: error: no such configuration file [config]\n")
        #expect(!project.exists("Out") && !project.exists("Generated"))
    }

    /// Output that cannot be written (a full disk) stops the run with status 2 and says why, rather
    /// than exit 0 with the output cut short.
    @Test func aStandardOutputThatRefusesWritesStopsTheRun() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        _ = FileManager.default.createFile(atPath: scratch + "/stderr", contents: nil)
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/stderr"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.binary)
        process.arguments = ["rules"]
        process.standardOutput = full
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try err.close()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        let stderr = String(
            decoding: FileManager.default.contents(atPath: scratch + "/stderr") ?? Data(), as: UTF8.self)
        #expect(stderr == "screengen: error: cannot write to standard output: No space left on device\n")
    }

    /// chmod does not stop root, and tests here run as root. Then the binary runs as `nobody`
    /// through setpriv, so that the permissions really apply; where that is not possible either,
    /// the test is cancelled (skipped) rather than faked. Empty: not root, run the binary as it is.
    static let unprivileged: [String]? = {
        guard let probe = try? makeTemporaryDirectory() else { return nil }
        defer { try? FileManager.default.removeItem(atPath: probe) }
        chmod(probe, 0o555)
        defer { chmod(probe, 0o755) }
        if !FileManager.default.createFile(atPath: probe + "/probe", contents: Data()) { return [] }
        guard let setpriv = which("setpriv") else { return nil }
        let prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
        let works = try? run(prefix[0], Array(prefix.dropFirst()) + [TestPaths.binary, "--version"])
        return works?.status == 0 ? prefix : nil
    }()

    func screengenWithoutPrivileges(_ arguments: [String], in directory: String) throws -> RunResult {
        guard let prefix = Self.unprivileged else {
            try Test.cancel("running as root, and setpriv cannot drop to nobody: chmod would not stop any write")
        }
        return prefix.isEmpty
            ? try run(TestPaths.binary, arguments, in: directory)
            : try run(prefix[0], Array(prefix.dropFirst()) + [TestPaths.binary] + arguments, in: directory)
    }

    @Test func aReadOnlyOutputDirectoryIsAClearIOError() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.notes)
        chmod(project.root, 0o755)
        let probe = try screengenWithoutPrivileges(["validate", "Specs"], in: project.root)
        if probe.status != 0 {
            try Test.cancel("the unprivileged user cannot read the temporary project: \(probe.stderr)")
        }
        try project.makeDirectory("Out")
        chmod(project.path("Out"), 0o555)
        let result = try screengenWithoutPrivileges(["generate", "Specs", "--output", "Out"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stdout == "Out/.screengen.lock: error: cannot create the lock file: Permission denied [lock]\n")
        #expect(project.snapshot("Out").isEmpty)

        // The output directory is writable, a screen's folder is not: that file is reported and
        // keeps its old bytes, the report says it was not written, and the lock is released.
        chmod(project.path("Out"), 0o755)
        #expect(try project.screengen("generate", "Specs", "--output", "Out").status == 0)
        let old = try #require(project.read("Out/Notes/NotesView.swift"))
        try project.write("Specs/Notes.yaml", Self.notesWithSearchAndTags)
        chmod(project.path("Out"), 0o777)
        chmod(project.path("Out/Notes"), 0o555)
        let folder = try screengenWithoutPrivileges(["generate", "Specs", "--output", "Out"], in: project.root)
        #expect(folder.status == 2)
        #expect(
            folder.stdout
                == "Out/Notes/NotesView.swift:1:1: error: cannot write the file: Permission denied "
                + "(is the directory writable?) [io]\n")
        #expect(folder.stderr == "not written Out/Notes/NotesView.swift\n0 written, 0 unchanged, 0 stale\n")
        #expect(project.read("Out/Notes/NotesView.swift") == old)
        #expect(project.snapshot("Out").keys.sorted() == ["Notes", "Notes/NotesView.swift"])
    }

    // MARK: bad input never crashes

    @Test func hostileInputIsAnErrorNeverACrash() throws {
        let project = try Sandbox()
        let cases: [(String, [UInt8])] = [
            ("Binary.yaml", [0xFF, 0xFE, 0x00, 0x01, 0x80, 0x0A]),
            ("Tabs.yaml", Array("screen:\tX\n\t- [\n".utf8)),
            ("Alias.yaml", Array("a: &a [*a, *a]\nscreen: *a\n".utf8)),
            ("Empty.yaml", []),
            ("List.yaml", Array("- screen: X\n".utf8)),
            ("Deep.yaml", Array(("screen: " + String(repeating: "[", count: 5_000)).utf8)),
        ]
        try project.makeDirectory("Specs")
        for (name, bytes) in cases {
            let spec = "Specs/\(name)"
            try Data(bytes).write(to: URL(fileURLWithPath: project.path(spec)))
            for arguments in [["validate", spec], ["generate", spec, "--output", "Out"], ["dump", spec]] {
                let result = try run(TestPaths.binary, arguments, in: project.root)
                #expect(result.status == 1, "\(arguments): \(result.stdout)\(result.stderr)")
                #expect(
                    (result.stdout + result.stderr).hasPrefix("\(spec):"),
                    "\(arguments): \(result.stdout)\(result.stderr)")
            }
        }
        #expect(!project.exists("Out"))

        // Output files that are not what screengen left: bytes that are not UTF-8, broken markers.
        try project.write("Specs/Notes.yaml", Self.notes)
        try project.makeDirectory("Out/Notes")
        let view = "Out/Notes/NotesView.swift"
        try Data([0x2F, 0x2F, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: project.path(view)))
        let binary = try project.screengen("generate", "Specs/Notes.yaml", "--output", "Out")
        #expect(binary.status == 2)
        #expect(binary.stdout == "\(view): error: the file is not UTF-8; screengen will not overwrite it [io]\n")
        try project.remove(view)
        try project.screengen("generate", "Specs/Notes.yaml", "--output", "Out")
        let generated = try #require(project.read(view))
        // The last region's end marker deleted: its code would otherwise run to the end of the file.
        let broken = generated.replacingOccurrences(
            of: "// screengen:user-end previews\n", with: "#Preview(\"Mine\") { Text(\"x\") }\n")
        try project.write(view, broken)
        let unterminated = try project.screengen("generate", "Specs/Notes.yaml", "--output", "Out")
        #expect(unterminated.status == 1)
        let line = try #require(Self.lineNumber(of: "screengen:user-begin previews", in: broken))
        #expect(
            unterminated.stdout == "\(view):\(line):1: error: user region 'previews' never ends [user-region]\n",
            "\(unterminated.stdout)")
        #expect(project.read(view) == broken, "nothing written over the user's code")
    }
}
