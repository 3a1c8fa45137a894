import Foundation
import Testing

@testable import ScreenGenCore

/// `Paths`, the one place paths are split and joined, on the paths that trip platform path APIs:
/// one character, `.`, `..`, trailing and repeated slashes, the root, absolute and relative.
@Suite struct PathArithmeticTests {
    @Test func theParentOfAPathIsTheDirectoryHoldingIt() {
        let cases: [(String, String)] = [
            ("s", ""), ("ab", ""), (".", ""), ("..", ""), ("", ""), ("s/", ""), ("s//", ""),
            ("x/y", "x"), ("a/bc", "a"), ("a/b/", "a"), ("a//b", "a"), ("./s/", "."), ("./s", "."), ("../a", ".."),
            ("/", "/"), ("//", "/"), ("/a", "/"), ("/a/", "/"), ("//a", "/"), ("/a/b", "/a"), ("/a//b//", "/a"),
        ]
        for (path, parent) in cases {
            #expect(Paths.parent(of: path) == parent, "parent of '\(path)'")
        }
    }

    /// Slashes are trimmed as characters: a slash that a prepended mark makes part of a character
    /// (`\u{600}/`) stays, as it did when the trimming reversed the characters.
    @Test func trailingSlashesAreTrimmedToTheRoot() {
        let cases: [(String, String)] = [
            ("a", "a"), ("a/", "a"), ("a/b//", "a/b"), ("/", "/"), ("///", "/"), ("", ""), ("/a/", "/a"),
            ("é/", "é"), ("a\u{600}/", "a\u{600}/"), ("a\u{600}//", "a\u{600}/"), ("a/\u{301}/", "a/\u{301}"),
        ]
        for (path, trimmed) in cases {
            #expect(Paths.trimmingTrailingSlashes(path) == trimmed, "\(path.debugDescription)")
        }
    }

    @Test func theLastComponentIgnoresTrailingSlashes() {
        let cases: [(String, String)] = [
            ("s", "s"), (".", "."), ("..", ".."), ("", ""), ("s/", "s"), ("x/y", "y"), ("a/bc", "bc"),
            ("./s/", "s"), ("a//b", "b"), ("/", "/"), ("//", "/"), ("/a", "a"), ("/a/b//", "b"),
        ]
        for (path, last) in cases {
            #expect(Paths.lastComponent(of: path) == last, "last component of '\(path)'")
        }
    }

    @Test func appendingJoinsWithExactlyOneSlash() {
        let cases: [(String, String, String)] = [
            ("s", "x", "s/x"), ("", "x", "x"), (".", "x", "./x"), ("..", "x", "../x"), ("/", "x", "/x"),
            ("//", "x", "/x"), ("a/", "x", "a/x"), ("a//", "x", "a/x"), ("./s/", "x", "./s/x"),
            ("a//b", "x", "a//b/x"), ("a", "/x", "a/x"), ("a", "x/y", "a/x/y"), ("a", "", "a"),
            ("/abs/o", "x", "/abs/o/x"),
        ]
        for (base, relative, joined) in cases {
            #expect(Paths.appending(relative, to: base) == joined, "'\(base)' + '\(relative)'")
        }
    }

    @Test func theExtensionNeedsANameBeforeTheDot() {
        let cases: [(String, String)] = [
            ("a.yaml", "yaml"), ("Specs/A.YML", "YML"), ("a.tar.gz", "gz"), ("a", ""), ("s", ""), (".yaml", ""),
            ("a.", ""), ("a.b/c", ""), ("a/b.yaml/", "yaml"), ("", ""), (".", ""), ("..", ""),
        ]
        for (path, pathExtension) in cases {
            #expect(Paths.pathExtension(of: path) == pathExtension, "extension of '\(path)'")
        }
    }

    /// The byte-wise answer for ASCII paths is the character-wise one, on every path made of the
    /// characters that matter (slashes, dots, letters, CR LF) up to five long; other paths have none.
    @Test func theASCIIExtensionIsTheCharacterOne() {
        let alphabet = ["/", ".", "a", "\r\n", "\r"]
        var paths = [""]
        var all: [String] = [""]
        for _ in 0..<5 {
            paths = paths.flatMap { path in alphabet.map { path + $0 } }
            all += paths
        }
        for path in all {
            #expect(Paths.asciiPathExtension(of: path) == Paths.characterPathExtension(of: path), "'\(path)'")
        }
        for path in ["Café.yaml", "a.yam\u{301}l", "a/.\u{301}yaml", "名前/画面.yaml"] {
            #expect(Paths.asciiPathExtension(of: path) == nil, "'\(path)'")
        }
    }

    @Test func normalisingRemovesDotsAndRepeatedSlashes() {
        let cases: [(String, String)] = [
            ("", "."), (".", "."), ("./", "."), ("s", "s"), ("s/", "s"), ("./s/", "s"), ("a//b/./c/../d/", "a/b/d"),
            ("..", ".."), ("../a", "../a"), ("a/..", "."), ("a/../..", ".."), ("../../a/../b", "../../b"),
            ("/", "/"), ("//", "/"), ("/..", "/"), ("/../a", "/a"), ("/a/./b/..", "/a"), ("/a//b/", "/a/b"),
        ]
        for (path, normalised) in cases {
            #expect(Paths.normalised(path) == normalised, "'\(path)' normalised")
        }
    }

    @Test func relativePathsAreTheSameHoweverEitherPathIsWritten() {
        let cwd = "/p/App"
        let cases: [(String, String, String)] = [
            ("Specs/Feed.yaml", "", "Specs/Feed.yaml"), ("Specs/Feed.yaml", ".", "Specs/Feed.yaml"),
            ("./Specs//Feed.yaml", "./", "Specs/Feed.yaml"), ("/p/App/Specs/Feed.yaml", ".", "Specs/Feed.yaml"),
            ("/p/Specs/Feed.yaml", ".", "../Specs/Feed.yaml"), ("s", "x/y", "../../s"), ("x/y/s", "x", "y/s"),
            ("/", "/", "."), ("a", "a/", "."), ("/other/s", "/p", "../other/s"), ("../s", "..", "s"),
        ]
        for (path, base, relative) in cases {
            #expect(Paths.relative(path, to: base, workingDirectory: cwd) == relative, "'\(path)' from '\(base)'")
        }
        #expect(Paths.absolute("s", workingDirectory: "/") == "/s")
        #expect(Paths.absolute("../s/.", workingDirectory: "/p/App") == "/p/s")
        #expect(Paths.absolute("/x//y/", workingDirectory: "/p") == "/x/y")
    }

    @Test func componentsSkipEmptyNames() {
        #expect(Paths.components(of: "/a//b/") == ["a", "b"])
        #expect(Paths.components(of: "s") == ["s"])
        #expect(Paths.components(of: "/").isEmpty)
        #expect(Paths.components(of: "").isEmpty)
    }
}

/// Output paths through the real binary: every shape a user types for `--output` (or writes in
/// `screengen.yml`) is a directory like any other. One-character components used to crash the run
/// (SIGILL in Foundation's path code).
@Suite struct OutputPathTests {
    static let spec = WorkflowTests.screen("Notes")

    /// `--output` as typed, and where the view is printed and written (`$ROOT`: the project, absolute).
    static let outputs: [(typed: String, view: String)] = [
        ("s", "s/Notes/NotesView.swift"), ("x/y", "x/y/Notes/NotesView.swift"),
        ("a/bc", "a/bc/Notes/NotesView.swift"), ("./s/", "./s/Notes/NotesView.swift"),
        ("s/", "s/Notes/NotesView.swift"), ("o//p", "o//p/Notes/NotesView.swift"), (".", "./Notes/NotesView.swift"),
        ("$ROOT/z", "$ROOT/z/Notes/NotesView.swift"), ("$ROOT/q/r/", "$ROOT/q/r/Notes/NotesView.swift"),
    ]

    @Test(arguments: outputs)
    func everyOutputPathShapeGeneratesChecksAndPrunes(typed: String, view: String) throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", Self.spec)
        let output = typed.replacingOccurrences(of: "$ROOT", with: project.root)
        let printed = view.replacingOccurrences(of: "$ROOT", with: project.root)
        let onDisk = Paths.relative(printed, to: project.root, workingDirectory: project.root)

        let generate = try project.screengen("generate", "Specs", "--output", output)
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        #expect(generate.stderr == "created \(printed)\n1 written, 0 unchanged, 0 stale\n")
        #expect(project.read(onDisk)?.contains("struct NotesView: View") == true, "\(onDisk)")
        let directory = Paths.parent(of: Paths.parent(of: onDisk))
        #expect(!project.exists(Paths.appending(OutputLock.fileName, to: directory)), "the lock is released")

        let check = try project.screengen("check", "Specs", "--output", output)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(try project.screengen("scaffold", "Specs", "--output", output).status == 0)
        #expect(project.exists(Paths.appending("Notes/NotesView+Subviews.swift", to: directory)))

        try project.write("Specs/Notes.yaml", WorkflowTests.screen("Memo"))
        let prune = try project.screengen("generate", "Specs", "--output", output, "--prune")
        #expect(prune.status == 0, "\(prune.stdout)\(prune.stderr)")
        #expect(prune.stderr.contains("removed \(printed)\n"), "\(prune.stderr)")
        #expect(project.exists(Paths.appending("Memo/MemoView.swift", to: directory)))
    }

    /// The same shapes from `screengen.yml` (paths there are relative to its directory), and one
    /// character names for the templates directory and the configuration's folder.
    @Test func oneCharacterPathsInTheConfigurationWork() throws {
        let project = try Sandbox()
        try project.write("c/screengen.yml", "specs: [p]\noutput: s\ntemplates: t\n")
        try project.write("c/p/Notes.yaml", Self.spec)
        try project.write("c/t/header.mustache", "// Generated by screengen from {{spec}}. Team t.\n")
        let fromInside = try project.screengen("generate", in: "c")
        #expect(fromInside.status == 0, "\(fromInside.stdout)\(fromInside.stderr)")
        #expect(fromInside.stderr == "created s/Notes/NotesView.swift\n1 written, 0 unchanged, 0 stale\n")
        #expect(
            project.read("c/s/Notes/NotesView.swift")?.hasPrefix(
                "// Generated by screengen from p/Notes.yaml. Team t.\n") == true)

        let fromOutside = try project.screengen("check", "--config", "c/screengen.yml")
        #expect(fromOutside.status == 0, "\(fromOutside.stdout)\(fromOutside.stderr)")
        #expect(fromOutside.stderr == "0 drifted (0 missing, 0 changed, 0 stale), 1 unchanged\n")
        let deeper = try project.screengen("check", in: "c/s/Notes")
        #expect(deeper.status == 0, "the configuration is found from below: \(deeper.stdout)\(deeper.stderr)")
    }
}

/// A file name must fit the file system's limit (255 bytes), and so must the temporary name a file
/// is written through (`.<name>.screengen-<pid>.tmp`): a longer screen name used to pass `validate`
/// and then fail every `generate`, leaving an empty folder behind.
@Suite struct FileNameLimitTests {
    /// The longest screen name whose every file (with the companion `<name>View+Subviews.swift`)
    /// fits: 255 − `.` − `View+Subviews.swift` − `.screengen-` − 10 pid digits − `.tmp`.
    static let longestScreen = 255 - 1 - 19 - 11 - 10 - 4

    @Test func theLongestScreenNameThatFitsIsGeneratedAndScaffolded() throws {
        let project = try Sandbox()
        let name = String(repeating: "A", count: Self.longestScreen)
        try project.write("Specs/Long.yaml", "screen: \(name)\n")
        #expect(try project.screengen("validate", "Specs").status == 0)
        let scaffold = try project.screengen("scaffold", "Specs", "--output", "Out")
        #expect(scaffold.status == 0, "\(scaffold.stdout)\(scaffold.stderr)")
        #expect(project.exists("Out/\(name)/\(name)View+Subviews.swift"))
        #expect(project.exists("Out/\(name)/\(name)View.swift"))
    }

    @Test(arguments: [Self.longestScreen + 1, 225, 245, 250, 300])
    func aScreenNameTooLongForItsFilesIsALocatedError(length: Int) throws {
        let project = try Sandbox()
        let name = String(repeating: "A", count: length)
        try project.write("Specs/Long.yaml", "summary: long\nscreen: \(name)\n")
        let expected =
            "Specs/Long.yaml:2:9: error: the screen name is \(length) bytes long, too long for its files: "
            + "'\(name)View+Subviews.swift', and the temporary file it is written through, must fit the "
            + "file-name limit of 255 bytes; use a name of at most \(Self.longestScreen) bytes [name-too-long]\n"
        let validate = try project.screengen("validate", "Specs")
        #expect(validate.status == 1)
        #expect(validate.stdout == expected)
        for command in ["generate", "scaffold", "check"] {
            let result = try project.screengen(command, "Specs", "--output", "Out")
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(result.stdout == expected, "\(command)")
            #expect(!project.exists("Out"), "\(command): no folder is left behind")
        }
    }

    /// Bytes, not characters: `É` is two bytes in UTF-8.
    @Test func theLimitCountsUTF8Bytes() throws {
        let project = try Sandbox()
        let fits = String(repeating: "É", count: Self.longestScreen / 2)
        let tooLong = String(repeating: "É", count: Self.longestScreen / 2 + 1)
        try project.write("Specs/Fits.yaml", "screen: \(fits)\n")
        try project.write("Specs/Long.yaml", "screen: \(tooLong)\n")
        let validate = try project.screengen("validate", "Specs")
        #expect(validate.status == 1)
        #expect(
            validate.stdout.hasPrefix(
                "Specs/Long.yaml:1:9: error: the screen name is \(tooLong.utf8.count) bytes long, too long for its files"
            ),
            "\(validate.stdout)")
        #expect(validate.stdout.split(separator: "\n").count == 1, "the name that fits is accepted: \(validate.stdout)")
    }

    /// Every file of a screen counts: the confirmation dialog's enum has the longest suffix, and a
    /// store may be given its own type name (the error is then at `store.type`).
    @Test func everyGeneratedFileNameIsChecked() throws {
        let project = try Sandbox()
        // Short enough for `<name>View+Subviews.swift`, too long for `<name>ConfirmationDialog.swift`.
        let dialogs = String(repeating: "D", count: 206)
        try project.write(
            "Specs/Dialogs.yaml",
            """
            screen: \(dialogs)
            confirmationDialogs:
              - { case: discard, title: Discard?, actions: [{ label: Discard, role: destructive, action: "print(1)" }] }

            """)
        let store = String(repeating: "S", count: 240)
        try project.write("Specs/Store.yaml", "screen: Short\nstore:\n  type: \(store)\n")
        let validate = try project.screengen("validate", "Specs")
        #expect(validate.status == 1)
        let lines = validate.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(validate.stdout)")
        #expect(
            lines.first?.hasPrefix(
                "Specs/Dialogs.yaml:1:9: error: the screen name is 206 bytes long, too long for its files: "
                    + "'\(dialogs)ConfirmationDialog.swift', and the temporary file") == true, "\(validate.stdout)")
        #expect(lines.first?.hasSuffix("use a name of at most 205 bytes [name-too-long]") == true)
        #expect(
            lines.last?.hasPrefix(
                "Specs/Store.yaml:3:9: error: the store type is 240 bytes long, too long for its file: '\(store).swift'"
            )
                == true, "\(validate.stdout)")
        #expect(lines.last?.hasSuffix("use a name of at most 223 bytes [name-too-long]") == true)
    }
}

/// A run that stops leaves no folder it created: not the output directory the lock needed, not a
/// screen's folder whose file could not be written.
@Suite struct CreatedFolderTests {
    /// The output path is longer than the system's path limit (4096 bytes), so creating it fails
    /// part way down: the folders created on the way are removed again.
    @Test func anOutputDirectoryThatCannotBeCreatedLeavesNoFolder() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", WorkflowTests.notes)
        let output = Array(repeating: String(repeating: "d", count: 200), count: 25).joined(separator: "/")
        let result = try project.screengen("generate", "Specs", "--output", output)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("\(output): error: cannot create the output directory"), "\(result.stdout)")
        #expect(!project.exists(String(repeating: "d", count: 200)), "no folder left behind")
    }

    /// The output directory fits the path limit, the screen's file does not: the file is reported,
    /// and neither the screen's folder nor the output directory (both created by this run) stays.
    @Test func aFileThatCannotBeWrittenLeavesNoEmptyFolder() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", WorkflowTests.notes)
        // 4079 bytes: `<output>/.screengen.lock` and `<output>/Notes` fit the limit (paths are given
        // relative to the project), `<output>/Notes/NotesView.swift` does not.
        let components = Array(repeating: String(repeating: "d", count: 99), count: 40)
        let output = components.joined(separator: "/") + "/" + String(repeating: "e", count: 79)
        #expect(output.utf8.count + "/.screengen.lock".utf8.count == 4095)
        let result = try project.screengen("generate", "Specs", "--output", output)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("File name too long"), "\(result.stdout)")
        #expect(!project.exists(components[0]), "no folder left behind: \(project.snapshot().keys.sorted().prefix(3))")
    }
}

/// `Tests/Fixtures/typecheck-goldens.sh` finds its tool relative to the checkout it is in
/// (`../shared/tools/ios-typecheck`), then on PATH; never at a path of one machine.
@Suite struct TypeCheckScriptTests {
    @Test func theTypeCheckToolIsFoundNextToTheCheckoutThenOnPath() throws {
        let bash = try #require(which("bash"))
        let sandbox = try Sandbox()
        let script = try #require(
            FileManager.default.contents(atPath: TestPaths.path("Tests/Fixtures/typecheck-goldens.sh")))
        try sandbox.write("checkout/Tests/Fixtures/typecheck-goldens.sh", String(decoding: script, as: UTF8.self))
        try sandbox.write("checkout/Tests/Golden/one/spec.yaml", "screen: One\n")
        try sandbox.write("checkout/Tests/Golden/one/expected/One/OneView.swift", "import SwiftUI\n")
        // A stand-in for the tool: it records that it ran, and type-checks everything.
        let tool = "#!/bin/sh\necho ran >> \"$(dirname \"$0\")/calls\"\nexit 0\n"
        func typeCheck(path: String) throws -> RunResult {
            try run(
                "/usr/bin/env",
                [
                    "-u", "IOS_TYPECHECK", "-u", "IOS_TYPECHECK_SDK", "IOS_SDK_MIRROR=unused", "PATH=\(path)", bash,
                    "Tests/Fixtures/typecheck-goldens.sh",
                ],
                in: sandbox.path("checkout"))
        }
        let system = "/usr/local/bin:/usr/bin:/bin"

        try sandbox.write("shared/tools/ios-typecheck", tool)
        chmod(sandbox.path("shared/tools/ios-typecheck"), 0o755)
        let shared = try typeCheck(path: system)
        #expect(shared.status == 0, "\(shared.stdout)\(shared.stderr)")
        #expect(shared.stdout == "ok    one\niOS 17.4 SDK: 1 check(s) of 1 case(s) in 1 mode(s) (swift6), 0 failed\n")
        #expect(sandbox.read("shared/tools/calls") == "ran\n", "the tool next to the checkout ran")

        try sandbox.remove("shared")
        try sandbox.write("bin/ios-typecheck", tool)
        chmod(sandbox.path("bin/ios-typecheck"), 0o755)
        let onPath = try typeCheck(path: sandbox.path("bin") + ":" + system)
        #expect(onPath.status == 0, "\(onPath.stdout)\(onPath.stderr)")
        #expect(sandbox.read("bin/calls") == "ran\n", "the tool on PATH ran")

        let none = try typeCheck(path: system)
        #expect(none.status == 2)
        #expect(none.stderr.contains("no ios-typecheck"), "\(none.stderr)")
    }

    /// `--mode` checks under the settings a team may build with: each mode passes its flags to the
    /// tool, `all` runs the three, and an unknown mode is a usage error.
    @Test func eachModePassesItsCompilerFlags() throws {
        let bash = try #require(which("bash"))
        let sandbox = try Sandbox()
        let script = try #require(
            FileManager.default.contents(atPath: TestPaths.path("Tests/Fixtures/typecheck-goldens.sh")))
        try sandbox.write("checkout/Tests/Fixtures/typecheck-goldens.sh", String(decoding: script, as: UTF8.self))
        try sandbox.write("checkout/Tests/Golden/one/spec.yaml", "screen: One\n")
        try sandbox.write("checkout/Tests/Golden/one/expected/One/OneView.swift", "import SwiftUI\n")
        // A stand-in for the tool that records the flags after `--`.
        let tool = "#!/bin/sh\nwhile [ \"$1\" != -- ]; do shift; done; shift\necho \"$*\" >> \"$(dirname \"$0\")/calls\"\n"
        try sandbox.write("shared/tools/ios-typecheck", tool)
        chmod(sandbox.path("shared/tools/ios-typecheck"), 0o755)
        func typeCheck(_ mode: String) throws -> RunResult {
            try run(
                "/usr/bin/env",
                [
                    "-u", "IOS_TYPECHECK", "-u", "IOS_TYPECHECK_SDK", "IOS_SDK_MIRROR=unused", bash,
                    "Tests/Fixtures/typecheck-goldens.sh", "--mode", mode,
                ],
                in: sandbox.path("checkout"))
        }
        let all = try typeCheck("all")
        #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
        #expect(
            all.stdout.hasSuffix(
                "ok    one [main-actor]\n"
                    + "iOS 17.4 SDK: 3 check(s) of 1 case(s) in 3 mode(s) (swift6 strict-concurrency main-actor), 0 failed\n"),
            "\(all.stdout)")
        #expect(
            sandbox.read("shared/tools/calls")
                == "-swift-version 6 -package-name ScreenGenGoldens\n"
                + "-swift-version 5 -strict-concurrency=complete -package-name ScreenGenGoldens\n"
                + "-swift-version 6 -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault "
                + "-package-name ScreenGenGoldens\n")
        let unknown = try typeCheck("strict")
        #expect(unknown.status == 2 && unknown.stderr.contains("--mode takes"), "\(unknown.stderr)")
    }

    /// `--sdk all` checks each case against every SDK whose mirror is set and that can build it (an
    /// iOS 18 case not against 17.4), with a summary per SDK; a warning fails its case.
    @Test func eachSDKChecksTheCasesItCanBuildAndAWarningFails() throws {
        let bash = try #require(which("bash"))
        let sandbox = try Sandbox()
        let script = try #require(
            FileManager.default.contents(atPath: TestPaths.path("Tests/Fixtures/typecheck-goldens.sh")))
        try sandbox.write("checkout/Tests/Fixtures/typecheck-goldens.sh", String(decoding: script, as: UTF8.self))
        try sandbox.write("checkout/Tests/Golden/one/spec.yaml", "screen: One\n")
        try sandbox.write("checkout/Tests/Golden/one/expected/One/OneView.swift", "import SwiftUI\n")
        try sandbox.write("checkout/Tests/Golden/two/spec.yaml", "screen: Two\nplatform: { iOS: \"18.0\" }\n")
        try sandbox.write("checkout/Tests/Golden/two/expected/Two/TwoView.swift", "import SwiftUI\n")
        // A stand-in for the tool that records the SDK and target it was asked for, and warns once
        // when `WARN` is set.
        let tool = """
            #!/bin/sh
            echo "$IOS_TYPECHECK_SDK $IOS_TYPECHECK_TARGET" >> "$(dirname "$0")/calls"
            [ -n "$WARN" ] && echo "/tmp/x/OneView.swift:1:1: warning: 'x' was deprecated in iOS 17.0"
            exit 0

            """
        try sandbox.write("shared/tools/ios-typecheck", tool)
        chmod(sandbox.path("shared/tools/ios-typecheck"), 0o755)
        func typeCheck(_ arguments: [String], warn: Bool = false) throws -> RunResult {
            try run(
                "/usr/bin/env",
                [
                    "-u", "IOS_TYPECHECK", "-u", "IOS_TYPECHECK_SDK", "-u", "IOS_SDK_MIRROR_26",
                    "IOS_SDK_MIRROR=unused", "IOS_SDK_MIRROR_18=unused", "WARN=\(warn ? "1" : "")", bash,
                    "Tests/Fixtures/typecheck-goldens.sh",
                ] + arguments,
                in: sandbox.path("checkout"))
        }
        let all = try typeCheck(["--sdk", "all"])
        #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
        #expect(
            all.stdout == "ok    one [17.4]\nok    one [18.6]\nok    two [18.6]\n"
                + "iOS 17.4 SDK: 1 check(s) of 1 case(s) in 1 mode(s) (swift6), 0 failed; 1 case(s) target a newer iOS\n"
                + "iOS 18.6 SDK: 2 check(s) of 2 case(s) in 1 mode(s) (swift6), 0 failed\n", "\(all.stdout)")
        #expect(
            sandbox.read("shared/tools/calls")
                == "17.4 arm64-apple-ios17.0\n18.6 arm64-apple-ios17.0\n18.6 arm64-apple-ios18.0\n")
        let warned = try typeCheck(["--sdk", "18.6", "one"], warn: true)
        #expect(warned.status == 1)
        #expect(warned.stdout.hasPrefix("FAIL  one (1 warning(s))\n"), "\(warned.stdout)")
        let unknown = try typeCheck(["--sdk", "16.4"])
        #expect(unknown.status == 2 && unknown.stderr.contains("--sdk takes"), "\(unknown.stderr)")
        let missing = try typeCheck(["--sdk", "26.2"])
        #expect(missing.status == 2 && missing.stderr.contains("the mirror of the 26.2 SDK"), "\(missing.stderr)")
    }
}
