import Foundation
import Testing

/// Input that once made the real binary hang, crash or print without end: each must finish in
/// bounded time with a located error, or with output linear in its input.
@Suite struct LimitsTests {
    // MARK: Spec globs

    /// A pattern that repeats `**` used to backtrack through every way of splitting the path among
    /// them: eight took 50 s over a tree 25 folders deep, twelve never ended.
    @Test func aSpecGlobWithTwelveDoubleStarsFinishesQuickly() throws {
        let project = try Sandbox()
        let deep = (1...25).map { "d\($0)" }.joined(separator: "/")
        try project.write("Specs/\(deep)/Feed.yml", "screen: Feed\n")
        // A file that fails to match is the worst case for a backtracking matcher.
        try project.write("Specs/\(deep)/Notes.txt", "not a spec\n")
        let pattern = "Specs/" + String(repeating: "**/", count: 12) + "*.yml"
        try project.write("screengen.yml", "specs: [\"\(pattern)\"]\n")
        let configured = try runWithin(seconds: 30, ["validate"], in: project.root)
        #expect(configured?.status == 0, "\(configured?.stderr ?? "timed out")")
        #expect(configured?.stderr.hasSuffix("1 spec checked: 0 errors, 0 warnings\n") == true)

        let argument = try runWithin(seconds: 30, ["validate", pattern, "--config", "screengen.yml"], in: project.root)
        #expect(argument?.status == 0, "\(argument?.stderr ?? "timed out")")
        #expect(argument?.stderr.hasSuffix("1 spec checked: 0 errors, 0 warnings\n") == true)
    }

    /// Within one name, many `*` against a long name that almost matches.
    @Test func aSpecGlobWithManyStarsInOneNameFinishesQuickly() throws {
        let project = try Sandbox()
        try project.write("Specs/" + String(repeating: "a", count: 200) + "c.yml", "screen: A\n")
        try project.write("Specs/" + String(repeating: "a", count: 200) + "b.yml", "screen: B\n")
        let pattern = "Specs/" + String(repeating: "*a", count: 30) + "*b.yml"
        try project.write("screengen.yml", "specs: [\"\(pattern)\"]\n")
        let result = try runWithin(seconds: 30, ["validate"], in: project.root)
        #expect(result?.status == 0, "\(result?.stderr ?? "timed out")")
        #expect(result?.stderr.hasSuffix("1 spec checked: 0 errors, 0 warnings\n") == true)
    }

    // MARK: Cross-screen rules

    /// 1,000 screens owning one store type: one warning each, not one per pair (999,000).
    @Test func aCrossScreenRuleReportsEachScreenOnce() throws {
        let project = try Sandbox()
        let count = 1_000
        for index in 1...count {
            try project.write(
                "Specs/Screen\(index).yaml", "screen: Screen\(index)\nstore:\n  type: SharedStore\n")
        }
        let result = try runWithin(seconds: 120, ["validate", "Specs"], in: project.root)
        let output = result?.stdout ?? ""
        let warnings = output.split(separator: "\n").map(String.init).filter {
            $0.contains("warning:") && $0.hasSuffix("[child-creates-model]")
        }
        #expect(result?.status == 0, "\(result?.stderr ?? "timed out")")
        #expect(warnings.count == count)
        // Every later owner names the first; the first names the second.
        #expect(
            warnings.first
                == "Specs/Screen1.yaml:3:9: warning: Screen1 owns SharedStore, and so do Screen10 (Specs/Screen10.yaml) "
                + "and 998 other screens: one of them works on a copy [child-creates-model]")
        #expect(
            warnings.last
                == "Specs/Screen999.yaml:3:9: warning: Screen999 owns SharedStore, and so do Screen1 (Specs/Screen1.yaml) "
                + "and 998 other screens: one of them works on a copy [child-creates-model]")
    }

    /// Two owners keep the message they always had: each names the other.
    @Test func twoOwnersOfOneStoreNameEachOther() throws {
        let project = try Sandbox()
        try project.write("Specs/A.yaml", "screen: A\nstore:\n  type: SharedStore\n")
        try project.write("Specs/B.yaml", "screen: B\nstore:\n  type: SharedStore\n")
        let result = try project.screengen("validate", "Specs", "--quiet")
        #expect(
            result.stdout.split(separator: "\n").filter { $0.contains("warning:") } == [
                "Specs/A.yaml:3:9: warning: A owns SharedStore, and so does B (Specs/B.yaml): one of them works on a copy [child-creates-model]",
                "Specs/B.yaml:3:9: warning: B owns SharedStore, and so does A (Specs/A.yaml): one of them works on a copy [child-creates-model]",
            ])
    }

    // MARK: Template nesting

    /// 60,000 nested sections overflowed the stack (SIGSEGV) in the parser's tree and the renderer.
    @Test func deeplyNestedSectionsAreALocatedErrorInTemplateRender() throws {
        let project = try Sandbox()
        try project.write("context.json", "{}")
        let opening = ["{{#a}}", "{{^a}}"]
        var deep = "line one\n"
        for level in 0..<60_000 { deep += opening[level % 2] }
        for _ in 0..<60_000 { deep += "{{/a}}" }
        try project.write("deep.mustache", deep + "\n")
        let result = try runWithin(
            seconds: 60, ["template", "render", "deep.mustache", "--context", "context.json"], in: project.root)
        #expect(result?.status == 2, "\(result?.stderr ?? "timed out")")
        #expect(
            result?.stderr
                == "deep.mustache:2:601: error: section 'a' is nested more than 100 levels deep; "
                + "split the template into partials [template]\n")

        // One level less renders.
        var fits = ""
        for _ in 0..<100 { fits += "{{#a}}" }
        fits += "x"
        for _ in 0..<100 { fits += "{{/a}}" }
        try project.write("fits.mustache", fits + "\n")
        try project.write("true.json", "{\"a\": true}")
        let fitting = try project.screengen("template", "render", "fits.mustache", "--context", "true.json")
        #expect(fitting.status == 0, "\(fitting.stderr)")
        #expect(fitting.stdout == "x\n")
    }

    /// The same limit in a team's templates: a file template and a partial each name their file.
    @Test func deeplyNestedSectionsAreALocatedErrorInGenerateTemplates() throws {
        let project = try Sandbox()
        try project.write("Specs/Feed.yaml", "screen: Feed\n")
        try project.write("Specs/Notes.yaml", "screen: Notes\n")
        let deep = String(repeating: "{{^missing}}", count: 60_000) + String(repeating: "{{/missing}}", count: 60_000)
        try project.write("Team/View.swift.mustache", "{{>header}}\n" + deep + "\n")
        let view = try runWithin(seconds: 60, ["generate", "--templates", "Team"], in: project.root)
        #expect(view?.status == 2, "\(view?.stderr ?? "timed out")")
        #expect(
            view?.stdout.contains(
                "Team/View.swift.mustache:2:1201: error: inverted section 'missing' is nested more than 100 levels deep"
            )
                == true, "\(view?.stdout ?? "")")
        #expect(!project.exists("Generated"))

        try project.remove("Team/View.swift.mustache")
        try project.write("Team/content.mustache", "\n" + deep + "\n")
        let partial = try runWithin(seconds: 60, ["generate", "--templates", "Team"], in: project.root)
        #expect(partial?.status == 2, "\(partial?.stderr ?? "timed out")")
        #expect(
            partial?.stdout.contains(
                "Team/content.mustache:2:1201: error: inverted section 'missing' is nested more than 100 levels deep")
                == true, "\(partial?.stdout ?? "")")
        #expect(!project.exists("Generated"))
    }

    /// Finding a delimiter costs its length at every byte of the template: a 20,000-byte one made
    /// a 220 KB template render for minutes.
    @Test func aLongSetDelimiterIsALocatedErrorNotAHang() throws {
        let project = try Sandbox()
        try project.write("context.json", "{}")
        let delimiter = String(repeating: "a", count: 20_000) + "x"
        try project.write(
            "delimiters.mustache", "ok\n  {{=\(delimiter) yyyyy=}}" + String(repeating: "a", count: 200_000) + "\n")
        let result = try runWithin(
            seconds: 60, ["template", "render", "delimiters.mustache", "--context", "context.json"], in: project.root)
        #expect(result?.status == 2, "\(result?.stderr ?? "timed out")")
        #expect(
            result?.stderr
                == "delimiters.mustache:2:3: error: invalid set-delimiter tag: a delimiter is at most 32 bytes long [template]\n")
        try project.write("short.mustache", "{{=<% %>=}}<% name %>\n")
        try project.write("name.json", #"{"name": "Feed"}"#)
        let short = try project.screengen("template", "render", "short.mustache", "--context", "name.json")
        #expect(short.stdout == "Feed\n", "\(short.stderr)")
    }

    /// Sections inside a chain of partials: each template within its limit, the whole render
    /// 100 partials times 100 sections deep. It renders or stops with an error, never crashes,
    /// also on the worker threads `generate` renders on.
    @Test func sectionsInsideAChainOfPartialsDoNotOverflowTheStack() throws {
        let project = try Sandbox()
        for index in 1...3 { try project.write("Specs/S\(index).yaml", "screen: S\(index)\n") }
        let sections = String(repeating: "{{^missing}}", count: 99)
        let closings = String(repeating: "{{/missing}}", count: 99)
        try project.write("Team/header.mustache", "// Generated by screengen from {{spec}}.\n{{>link1}}\n")
        // The last link includes nothing: a tag that names no template is refused before any render.
        for index in 1...120 {
            let next = index < 120 ? "{{>link\(index + 1)}}" : ""
            try project.write("Team/link\(index).mustache", "\(sections)\(next)\(closings)")
        }
        let result = try runWithin(seconds: 120, ["generate", "--templates", "Team"], in: project.root)
        #expect(result?.status == 2, "\(result?.stderr ?? "timed out")")
        #expect(result?.stdout.contains("error: partial 'link") == true, "\(result?.stdout ?? "")")
        #expect(result?.stdout.contains("nested more than 100 levels deep") == true, "\(result?.stdout ?? "")")
    }
}

/// Runs the binary, killing it (SIGKILL: the test runner's children ignore SIGTERM) when it takes
/// longer than `seconds`; nil then. Output goes to files, so a flood of it cannot block the child.
private func runWithin(seconds: Double, _ arguments: [String], in directory: String) throws -> RunResult? {
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    _ = FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
    _ = FileManager.default.createFile(atPath: scratch + "/err", contents: nil)
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/out"))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/err"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestPaths.binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    let timedOut = process.isRunning
    if timedOut { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try out.close()
    try err.close()
    guard !timedOut else { return nil }
    return RunResult(
        status: process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus,
        stdout: String(decoding: FileManager.default.contents(atPath: scratch + "/out") ?? Data(), as: UTF8.self),
        stderr: String(decoding: FileManager.default.contents(atPath: scratch + "/err") ?? Data(), as: UTF8.self))
}
