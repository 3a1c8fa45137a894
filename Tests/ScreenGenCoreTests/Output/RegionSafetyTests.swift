import Foundation
import Testing

@testable import ScreenGenCore

/// The tool's central promise, tried the ways it used to break: hand-written code in user regions
/// is never lost — not by `--prune`, not by a checkout's line endings, not by a header that reads
/// like a marker — and a run that stops for a region says so. Every test runs the real binary.
@Suite struct RegionSafetyTests {
    static let view = "Out/Trash/TrashView.swift"

    /// The generated view of `Trash` (with `Home` next to it), for a test to edit.
    static func projectWithTrash() throws -> (Sandbox, String) {
        let project = try Sandbox()
        for name in ["Home", "Trash"] { try project.write("Specs/\(name).yaml", WorkflowTests.screen(name)) }
        let generate = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        return (project, try #require(project.read(view)))
    }

    // MARK: 1. --prune and malformed regions

    /// Three ways a region stops being well formed while the file still holds the user's code.
    enum Malformation: String, CaseIterable, CustomTestStringConvertible {
        case lastEndMarkerMissing, nestedRegion, reusedName

        var testDescription: String { rawValue }

        func apply(to text: String) -> String {
            switch self {
            case .lastEndMarkerMissing:
                return WorkflowTests.typing("let kept = 1\n", into: "previews", of: text)
                    .replacingOccurrences(of: "// screengen:user-end previews\n", with: "")
            case .nestedRegion:
                return WorkflowTests.typing(
                    "    // screengen:user-begin extra\n    private var kept: Int { 1 }\n    // screengen:user-end extra\n",
                    into: "helpers", of: text)
            case .reusedName:
                return text + "// screengen:user-begin helpers\nlet kept = 1\n// screengen:user-end helpers\n"
            }
        }
    }

    @Test(arguments: Malformation.allCases)
    func pruneKeepsAStaleFileWhoseRegionsCannotBeRead(_ malformation: Malformation) throws {
        let (project, generated) = try Self.projectWithTrash()
        let edited = malformation.apply(to: generated)
        try project.write(Self.view, edited)
        try project.remove("Specs/Trash.yaml")

        let prune = try project.screengen("generate", "Specs", "--output", "Out", "--prune")
        #expect(prune.status == 1, "\(prune.stdout)\(prune.stderr)")
        #expect(project.read(Self.view) == edited, "the user's code is still there, byte for byte")
        #expect(prune.stdout.hasPrefix("\(Self.view):"), "\(prune.stdout)")
        #expect(prune.stdout.contains("error: user region"), "\(prune.stdout)")
        #expect(prune.stdout.contains("[user-region]"), "\(prune.stdout)")
        #expect(prune.stdout.contains("stale"), "the report says why the file was looked at: \(prune.stdout)")
        #expect(prune.stderr.hasSuffix("0 written, 1 unchanged, 1 stale\n"), "\(prune.stderr)")
    }

    // MARK: 2 and 3. line endings

    @Test func aFileWithCROnlyLineEndingsKeepsItsRegionsAndItsLineEndings() throws {
        let (project, generated) = try Self.projectWithTrash()
        let withCode = WorkflowTests.typing(WorkflowTests.helperLines, into: "helpers", of: generated)
        try project.write(Self.view, withCode.replacingOccurrences(of: "\n", with: "\r"))
        #expect(try project.screengen("check", "Specs", "--output", "Out").status == 0, "line endings are not drift")

        try project.write("Specs/Trash.yaml", WorkflowTests.screen("Trash", title: "Bin"))
        let generate = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        #expect(generate.stderr == "updated \(Self.view)\n1 written, 1 unchanged, 0 stale\n")
        let rewritten = try #require(project.read(Self.view))
        #expect(!rewritten.contains("\n"), "the file keeps its own line endings")
        let expected = WorkflowTests.typing(
            WorkflowTests.helperLines, into: "helpers",
            of: generated.replacingOccurrences(of: ".navigationTitle(\"Trash\")", with: ".navigationTitle(\"Bin\")"))
        #expect(rewritten.replacingOccurrences(of: "\r", with: "\n") == expected)
        #expect(try project.screengen("check", "Specs", "--output", "Out").status == 0)
    }

    @Test func aStaleFileWithCROnlyLineEndingsAndCodeIsKept() throws {
        let (project, generated) = try Self.projectWithTrash()
        let withCode = WorkflowTests.typing(WorkflowTests.helperLines, into: "helpers", of: generated)
            .replacingOccurrences(of: "\n", with: "\r")
        try project.write(Self.view, withCode)
        try project.remove("Specs/Trash.yaml")
        let prune = try project.screengen("generate", "Specs", "--output", "Out", "--prune")
        #expect(prune.status == 1)
        let line = try #require(WorkflowTests.lineNumber(of: "user-begin helpers", in: generated))
        #expect(
            prune.stdout.hasPrefix(
                "\(Self.view):\(line):1: error: stale file has code in user region 'helpers'; it was kept"),
            "\(prune.stdout)")
        #expect(project.read(Self.view) == withCode)
    }

    @Test func aCRLFCheckoutIsNotDriftAndKeepsItsLineEndingsWhenRewritten() throws {
        let (project, generated) = try Self.projectWithTrash()
        let withCode = WorkflowTests.typing(WorkflowTests.helperLines, into: "helpers", of: generated)
        let crlf = withCode.replacingOccurrences(of: "\n", with: "\r\n")
        try project.write(Self.view, crlf)

        let check = try project.screengen("check", "Specs", "--output", "Out")
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout == "")
        #expect(check.stderr == "0 drifted (0 missing, 0 changed, 0 stale), 2 unchanged\n")
        let same = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(same.stderr == "0 written, 2 unchanged, 0 stale\n", "a file is not rewritten for its line endings")
        #expect(project.read(Self.view) == crlf)

        try project.write("Specs/Trash.yaml", WorkflowTests.screen("Trash", title: "Bin"))
        let changed = try project.screengen("check", "Specs", "--output", "Out")
        #expect(changed.status == 1)
        #expect(!changed.stdout.contains("\r"), "the diff shows the change, not the line endings")
        #expect(changed.stdout.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count == 4)
        let generate = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(generate.status == 0)
        let rewritten = try #require(project.read(Self.view))
        #expect(!rewritten.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no line ends in a bare LF")
        #expect(!rewritten.replacingOccurrences(of: "\r\n", with: "").contains("\r"), "no line ends in a bare CR")
        #expect(rewritten.contains("\r\n" + WorkflowTests.helperLines.replacingOccurrences(of: "\n", with: "\r\n")))
        #expect(try project.screengen("check", "Specs", "--output", "Out").status == 0)
    }

    // MARK: 10. text that would read as a marker

    @Test func aConfigurationHeaderThatReadsLikeARegionMarkerIsRefused() throws {
        let project = try Sandbox()
        try project.write("Specs/Trash.yaml", WorkflowTests.screen("Trash"))
        for header in ["screengen:user-begin helpers", "Acme\\nscreengen:user-end helpers"] {
            try project.write("screengen.yml", "output: Out\nheader: \"\(header)\"\n")
            for command in ["validate", "generate", "check"] {
                let result = try project.screengen(command)
                #expect(result.status == 1, "\(command) \(header): \(result.stdout)\(result.stderr)")
                #expect(
                    result.stdout.hasPrefix("screengen.yml:2:9: error: the header contains 'screengen:user-"),
                    "\(command) \(header): \(result.stdout)")
                #expect(result.stdout.contains("[marker-text]"), "\(result.stdout)")
            }
        }
        #expect(!project.exists("Out"))

        // Once written, such a header would have cost the generated head of the file: a header the
        // generator writes before the marker is refused too, with every other problem of the run.
        try project.write("screengen.yml", "output: Out\nheader: \"Generated by screengen from nowhere\"\n")
        let signature = try project.screengen("validate")
        #expect(signature.status == 1)
        #expect(signature.stdout.contains("screengen.yml:2:9: error: the header contains 'Generated by screengen from'"))
    }

    @Test func aSummaryThatReadsLikeARegionMarkerIsRefused() throws {
        let project = try Sandbox()
        try project.write(
            "Specs/Trash.yaml",
            "screen: Trash\nsummary: \"Deleted notes.\\nscreengen:user-begin helpers\"\n")
        let validate = try project.screengen("validate", "Specs")
        #expect(validate.status == 1)
        #expect(
            validate.stdout.hasPrefix(
                "Specs/Trash.yaml:2:10: error: the summary contains 'screengen:user-begin', "),
            "\(validate.stdout)")
        #expect(validate.stdout.contains("[marker-text]"))
    }

    /// The path reaches the first comment of the hand-written companion: with the signature in it,
    /// `--prune` took the companion for a stale generated file and deleted the user's subviews.
    @Test func aSpecPathWithTheGeneratedSignatureIsRefused() throws {
        let project = try Sandbox()
        let spec = "Specs/Generated by screengen from here.yaml"
        try project.write(spec, WorkflowTests.notes)
        for arguments in [["validate", "Specs"], ["scaffold", "Specs", "-o", "Out"], ["generate", "Specs", "-o", "Out"]] {
            let command = arguments[0]
            let result = try run(TestPaths.binary, arguments, in: project.root)
            #expect(result.status == 1, "\(command): \(result.stdout)\(result.stderr)")
            #expect(
                result.stdout.hasPrefix(
                    "\(spec):1:1: error: the spec's path contains 'Generated by screengen from', which marks a file "
                        + "as generated"), "\(command): \(result.stdout)")
        }
        #expect(!project.exists("Out"))
    }

    // MARK: what stopped the run

    @Test func aRunStoppedByAUserRegionSaysSoNotThatTheSpecsHaveErrors() throws {
        let (project, generated) = try Self.projectWithTrash()
        try project.write(Self.view, Malformation.lastEndMarkerMissing.apply(to: generated))
        try project.write("Specs/Trash.yaml", WorkflowTests.screen("Trash", title: "Bin"))
        let generate = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(generate.status == 1)
        #expect(generate.stdout.contains("[user-region]"))
        #expect(generate.stderr == "nothing written: a user region cannot be read\n", "\(generate.stderr)")
        let check = try project.screengen("check", "Specs", "--output", "Out")
        #expect(check.stderr == "not checked: a user region cannot be read\n", "\(check.stderr)")
        let scaffold = try project.screengen("scaffold", "Specs", "--output", "Out", "--force")
        #expect(scaffold.stderr == "nothing written: a user region cannot be read\n", "\(scaffold.stderr)")

        // Code with no place in the new file says that; with a hand-written file in the way too, both.
        try project.write(
            Self.view, generated + "// screengen:user-begin mine\nlet mine = 1\n// screengen:user-end mine\n")
        let orphan = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(orphan.status == 1)
        #expect(orphan.stdout.contains("[orphan-region]"))
        #expect(orphan.stderr == "nothing written: a user region has no place in the new file\n", "\(orphan.stderr)")
        try project.write("Out/Home/HomeView.swift", "struct HomeView {}\n")
        let both = try project.screengen("generate", "Specs", "--output", "Out")
        #expect(
            both.stderr == "nothing written: a user region has no place in the new file; "
                + "a file screengen did not generate is in the way\n", "\(both.stderr)")
    }
}

/// The line-break rules every read and write of a generated file goes through.
@Suite struct LineBreakTests {
    @Test func linesBreakAtLFCRLFAndALoneCRAsSwiftDoes() {
        #expect("a\nb\r\nc\rd".lines() == ["a", "b", "c", "d"])
        #expect("a\r\n".lines() == ["a", ""])
        #expect("\r\r\n\n".lines() == ["", "", "", ""])
        #expect("".lines() == [""])
        #expect("a\nb\nc".lines(limit: 2) == ["a", "b"])
        #expect("é\r\nü".lines() == ["é", "ü"])
    }

    @Test func aFileIsWrittenWithTheLineBreakOfItsFirstLine() {
        #expect(LineBreak.of("a\r\nb\nc") == .crlf)
        #expect(LineBreak.of("a\rb\r\n") == .cr)
        #expect(LineBreak.of("a\nb\r\n") == .lf)
        #expect(LineBreak.of("a\r") == .cr)
        #expect(LineBreak.of("no break") == .lf)
        #expect(LineBreak.normalized("a\r\nb\rc\n") == "a\nb\nc\n")
        #expect(LineBreak.crlf.applied(to: "a\nb\n") == "a\r\nb\r\n")
        #expect(LineBreak.cr.applied(to: "a\n\nb") == "a\r\rb")
        #expect(LineBreak.lf.applied(to: "a\nb") == "a\nb")
    }

    @Test func regionsAreFoundWhateverTheLineBreaks() {
        let text = "// screengen:user-begin helpers\n    let a = 1\n// screengen:user-end helpers\n"
        for lineBreak in [LineBreak.lf, .crlf, .cr] {
            let (regions, problems) = UserRegions.parse(lineBreak.applied(to: text), file: "F.swift")
            #expect(problems.isEmpty, "\(lineBreak)")
            #expect(regions.map(\.name) == ["helpers"], "\(lineBreak)")
            #expect(regions.first?.lines == ["    let a = 1"], "\(lineBreak)")
        }
    }
}
