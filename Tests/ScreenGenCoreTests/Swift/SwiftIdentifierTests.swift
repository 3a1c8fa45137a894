import Foundation
import Testing

@testable import ScreenGenCore

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        "a", "_private", "searchText", "Feed", "post2", "x_1_y", "café", "Ünïcödé", "名前", "παράδειγμα",
        "e\u{301}", "a\u{300}\u{301}", "a٣", "ａｂｃ",
        // Swift's grammar, not Unicode's idea of a letter: U+0663 ARABIC-INDIC DIGIT THREE and
        // emoji are identifier-head.
        "٣a", "smile🙂", "🙂",
    ])
    func validNames(_ name: String) {
        #expect(SwiftIdentifier.problem(name, allowKeywords: false) == nil)
        #expect(SwiftIdentifier.problem(name, allowKeywords: true) == nil)
    }

    /// The ASCII fast path takes exactly the ASCII names the scalar-by-scalar check accepts: every
    /// name of one and two ASCII characters, and a few longer ones.
    @Test func plainASCIINamesAreThoseTheScalarCheckAccepts() {
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        let names =
            ascii + ascii.flatMap { first in ascii.map { first + $0 } } + ["searchText", "post_2", "_x9", "a-b"]
        for name in names {
            #expect(
                SwiftIdentifier.isPlainASCIIName(name) == (SwiftIdentifier.scalarProblem(name) == nil),
                "\(Array(name.unicodeScalars))")
        }
    }

    @Test func invalidNamesSayWhy() {
        let cases: [(String, SwiftIdentifier.Problem)] = [
            ("", .empty),
            ("_", .wildcard),
            ("1abc", .startsWithDigit),
            ("my-name", .invalidCharacter("-", offset: 2)),
            ("my name", .invalidCharacter(" ", offset: 2)),
            ("name\t", .invalidCharacter("\t", offset: 4)),
            ("a.b", .invalidCharacter(".", offset: 1)),
            ("$0", .invalidCharacter("$", offset: 0)),
            ("a$", .invalidCharacter("$", offset: 1)),
            ("`class`", .invalidCharacter("`", offset: 0)),
            ("smile☺", .invalidCharacter("☺", offset: 5)),
            ("\u{301}a", .invalidFirstCharacter("\u{301}")),
            // Other_Alphabetic, so Character.isLetter says yes; Swift does not.
            ("\u{345}a", .invalidFirstCharacter("\u{345}")),
            ("a\u{202E}b", .invisibleCharacter("\u{202E}", offset: 1)),
            ("\u{200B}a", .invisibleCharacter("\u{200B}", offset: 0)),
            ("a\u{FE0F}", .invisibleCharacter("\u{FE0F}", offset: 0)),
            ("e\u{301}\u{200E}", .invalidCharacter("\u{200E}", offset: 1)),
            ("a\u{FFFD}", .invalidCharacter("\u{FFFD}", offset: 1)),
        ]
        for (name, problem) in cases {
            #expect(SwiftIdentifier.problem(name, allowKeywords: true) == problem, "\(name.debugDescription)")
        }
    }

    @Test func messagesShowInvisibleCharacters() {
        #expect(SwiftIdentifier.Problem.empty.message == "is empty")
        #expect(SwiftIdentifier.Problem.startsWithDigit.message == "starts with a digit")
        #expect(SwiftIdentifier.Problem.keyword.message == "is a Swift keyword")
        #expect(
            SwiftIdentifier.Problem.invalidCharacter("-", offset: 2).message
                == "contains '-', which cannot appear in a Swift identifier (character 3)")
        #expect(
            SwiftIdentifier.Problem.invalidCharacter(" ", offset: 0).message
                == "contains '␠', which cannot appear in a Swift identifier (character 1)")
        #expect(
            SwiftIdentifier.Problem.invalidCharacter("\t", offset: 4).message
                == "contains U+0009, which cannot appear in a Swift identifier (character 5)")
        #expect(
            SwiftIdentifier.Problem.invalidCharacter("\u{200E}", offset: 1).message
                == "contains U+200E LEFT-TO-RIGHT MARK, which cannot appear in a Swift identifier (character 2)")
        #expect(
            SwiftIdentifier.Problem.invalidFirstCharacter("\u{301}").message
                == "starts with U+0301 COMBINING ACUTE ACCENT, which Swift allows only after the first character")
        #expect(
            SwiftIdentifier.Problem.invisibleCharacter("\u{202E}", offset: 1).message
                == "contains U+202E RIGHT-TO-LEFT OVERRIDE, which Swift allows but which is invisible: the name "
                + "would not read as it compiles (character 2)")
    }

    // MARK: Swift's grammar, range by range

    /// The grammar as The Swift Programming Language (Lexical Structure, "Identifiers") writes it,
    /// copied as text rather than from the validator's table, so that each checks the other.
    static let grammar = """
        identifier-head → Upper- or lowercase letter A through Z
        identifier-head → _
        identifier-head → U+00A8, U+00AA, U+00AD, U+00AF, U+00B2–U+00B5, or U+00B7–U+00BA
        identifier-head → U+00BC–U+00BE, U+00C0–U+00D6, U+00D8–U+00F6, or U+00F8–U+00FF
        identifier-head → U+0100–U+02FF, U+0370–U+167F, U+1681–U+180D, or U+180F–U+1DBF
        identifier-head → U+1E00–U+1FFF
        identifier-head → U+200B–U+200D, U+202A–U+202E, U+203F–U+2040, U+2054, or U+2060–U+206F
        identifier-head → U+2070–U+20CF, U+2100–U+218F, U+2460–U+24FF, or U+2776–U+2793
        identifier-head → U+2C00–U+2DFF or U+2E80–U+2FFF
        identifier-head → U+3004–U+3007, U+3021–U+302F, U+3031–U+303F, or U+3040–U+D7FF
        identifier-head → U+F900–U+FD3D, U+FD40–U+FDCF, U+FDF0–U+FE1F, or U+FE30–U+FE44
        identifier-head → U+FE47–U+FFFD
        identifier-head → U+10000–U+1FFFD, U+20000–U+2FFFD, U+30000–U+3FFFD, or U+40000–U+4FFFD
        identifier-head → U+50000–U+5FFFD, U+60000–U+6FFFD, U+70000–U+7FFFD, or U+80000–U+8FFFD
        identifier-head → U+90000–U+9FFFD, U+A0000–U+AFFFD, U+B0000–U+BFFFD, or U+C0000–U+CFFFD
        identifier-head → U+D0000–U+DFFFD or U+E0000–U+EFFFD
        identifier-character → Digit 0 through 9
        identifier-character → U+0300–U+036F, U+1DC0–U+1DFF, U+20D0–U+20FF, or U+FE20–U+FE2F
        identifier-character → identifier-head
        """

    /// The grammar's ranges: identifier-head, and what identifier-character adds to it.
    static let grammarRanges: (head: [ClosedRange<UInt32>], afterFirst: [ClosedRange<UInt32>]) = {
        var head: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A, 0x5F...0x5F]
        var afterFirst: [ClosedRange<UInt32>] = [0x30...0x39]
        let range = /U\+([0-9A-F]{4,5})(?:–U\+([0-9A-F]{4,5}))?/
        for line in grammar.split(separator: "\n") {
            for match in line.matches(of: range) {
                let low = UInt32(match.1, radix: 16)!
                let high = match.2.map { UInt32($0, radix: 16)! } ?? low
                if line.hasPrefix("identifier-head") { head.append(low...high) } else { afterFirst.append(low...high) }
            }
        }
        return (head, afterFirst)
    }()

    /// Where the validator departs from the grammar, on purpose, and why.
    enum Departure {
        /// Unicode's Default_Ignorable_Code_Point: Swift allows them, screengen refuses them.
        case invisible
        /// U+FFF9–U+FFFD: in the grammar, but swiftc rejects them.
        case rejectedBySwiftc
    }

    static func departure(_ scalar: Unicode.Scalar) -> Departure? {
        if (0xFFF9...0xFFFD).contains(scalar.value) { return .rejectedBySwiftc }
        return scalar.properties.isDefaultIgnorableCodePoint ? .invisible : nil
    }

    /// The first and last scalar of every range of the grammar, and the scalars just outside it.
    static let boundaries: [Unicode.Scalar] = {
        let (head, afterFirst) = grammarRanges
        let values = (head + afterFirst).flatMap { range in
            [range.lowerBound &- 1, range.lowerBound, range.upperBound, range.upperBound + 1]
        }
        return Set(values).sorted().compactMap(Unicode.Scalar.init)
    }()

    /// Each boundary scalar first in a name, and after the first character: the validator's answer
    /// is the grammar's (save the departures above), with the message that says which rule.
    @Test func everyRangeBoundaryOfTheGrammar() {
        let (head, afterFirst) = Self.grammarRanges
        #expect(head.count == 52 && afterFirst.count == 5, "every range of the grammar's text was read")
        for scalar in Self.boundaries {
            let label = "U+\(String(scalar.value, radix: 16, uppercase: true))"
            let isHead = head.contains { $0.contains(scalar.value) }
            let isCharacter = isHead || afterFirst.contains { $0.contains(scalar.value) }
            let departure = Self.departure(scalar)

            var first = ""
            first.unicodeScalars.append(contentsOf: [scalar, "x"])
            let expectedFirst: SwiftIdentifier.Problem? =
                switch (isHead, departure) {
                case (true, nil): nil
                case (true, .invisible): .invisibleCharacter(scalar, offset: 0)
                case (true, .rejectedBySwiftc): .invalidCharacter(scalar, offset: 0)
                case (false, _) where ("0"..."9").contains(scalar): .startsWithDigit
                case (false, _): isCharacter ? .invalidFirstCharacter(scalar) : .invalidCharacter(scalar, offset: 0)
                }
            #expect(SwiftIdentifier.problem(first, allowKeywords: true) == expectedFirst, "\(label) first")

            var after = ""
            after.unicodeScalars.append(contentsOf: ["x", scalar])
            let offset = after.count - 1  // a combining mark joins the x
            let expectedAfter: SwiftIdentifier.Problem? =
                switch (isCharacter, departure) {
                case (true, nil): nil
                case (true, .invisible): .invisibleCharacter(scalar, offset: offset)
                case (true, .rejectedBySwiftc), (false, _): .invalidCharacter(scalar, offset: offset)
                }
            #expect(SwiftIdentifier.problem(after, allowKeywords: true) == expectedAfter, "\(label) after the first")
        }
    }

    /// The four blocks of combining marks the grammar allows only after the first character,
    /// spelled out: each end is refused first in a name, with a message that says why, and
    /// accepted after the first character.
    @Test(arguments: [0x300, 0x36F, 0x1DC0, 0x1DFF, 0x20D0, 0x20FF, 0xFE20, 0xFE2F] as [UInt32])
    func combiningMarksOnlyAfterTheFirstCharacter(_ value: UInt32) throws {
        let mark = try #require(Unicode.Scalar(value))
        var first = ""
        first.unicodeScalars.append(contentsOf: [mark, "a"])
        let problem = try #require(SwiftIdentifier.problem(first, allowKeywords: true))
        #expect(problem == .invalidFirstCharacter(mark))
        #expect(problem.message.hasPrefix("starts with U+"))
        #expect(problem.message.hasSuffix(", which Swift allows only after the first character"))
        var after = "a"
        after.unicodeScalars.append(mark)
        #expect(SwiftIdentifier.problem(after, allowKeywords: true) == nil)
    }

    /// The validator against the compiler: every non-ASCII boundary scalar (and a few known
    /// cases) in `let <scalar>q = 1` and `let q<scalar>q = 1`, one file each, in one `swiftc
    /// -parse`. Where the validator accepts, swiftc must parse the file cleanly; where it refuses
    /// an invisible scalar, swiftc must accept it (that refusal is screengen's own); otherwise
    /// swiftc must refuse it. ASCII is left to the cases above: punctuation can make another valid
    /// statement of these (`let q:q = 1` declares `q` of type `q`).
    @Test func theCompilerAgrees() throws {
        let swiftc = try #require(which("swiftc"))
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let known: [UInt32] = [0x345, 0x663, 0x1F642, 0x200B, 0x202E, 0xFEFF, 0xFFF9, 0xFFFC, 0xE0100]
        let samples = Set(Self.boundaries.filter { !$0.isASCII } + known.compactMap(Unicode.Scalar.init))
            .sorted()
        var files: [(path: String, name: String)] = []
        for scalar in samples {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            for (position, name) in [("first", "\(scalar)q"), ("after", "q\(scalar)q")] {
                let path = "\(directory)/\(position)-\(hex).swift"
                try Data("let \(name) = 1\n".utf8).write(to: URL(fileURLWithPath: path))
                files.append((path, name))
            }
        }
        let parsed = try run(swiftc, ["-parse", "-wmo", "-diagnostic-style", "llvm"] + files.map(\.path))
        // An error, or a warning (U+00A0 is lexed as a space, with one): either way not one name.
        let refused = Set(
            parsed.stderr.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
                .map { String($0.prefix { $0 != ":" }) })
        #expect(refused.contains("\(directory)/first-300.swift"), "swiftc's errors are read file by file")
        var disagreements: [String] = []
        for file in files {
            let problem = SwiftIdentifier.problem(file.name, allowKeywords: true)
            let swiftAccepts = !refused.contains(file.path)
            let validatorSaysSwiftAccepts: Bool =
                switch problem {
                case nil, .invisibleCharacter: true
                default: false
                }
            if swiftAccepts != validatorSaysSwiftAccepts {
                disagreements.append(
                    "\((file.path as NSString).lastPathComponent): swiftc \(swiftAccepts ? "accepts" : "refuses"), "
                        + "the validator says \(problem.map(\.message) ?? "valid")")
            }
        }
        #expect(samples.count > 150)
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    @Test(arguments: [
        "class", "struct", "default", "self", "Self", "Any", "init", "nil", "true", "in", "where", "await",
    ])
    func keywordsAreRefusedAsTypeNamesButAllowedAsMembers(_ keyword: String) {
        #expect(SwiftIdentifier.keywords.contains(keyword))
        #expect(SwiftIdentifier.problem(keyword, allowKeywords: false) == .keyword)
        #expect(SwiftIdentifier.problem(keyword, allowKeywords: true) == nil)
        #expect(SwiftIdentifier.escaped(keyword) == "`\(keyword)`")
    }

    @Test func contextualKeywordsAreOrdinaryNames() {
        for name in ["get", "set", "some", "async", "actor", "type", "value", "Type", "Class"] {
            #expect(SwiftIdentifier.problem(name, allowKeywords: false) == nil, "\(name)")
            #expect(SwiftIdentifier.escaped(name) == name)
        }
    }

    @Test func capitalizedUppercasesTheFirstCharacterOnly() {
        #expect(SwiftIdentifier.capitalized("posts") == "Posts")
        #expect(SwiftIdentifier.capitalized("searchText") == "SearchText")
        #expect(SwiftIdentifier.capitalized("Posts") == "Posts")
        #expect(SwiftIdentifier.capitalized("_posts") == "_posts")
        #expect(SwiftIdentifier.capitalized("élan") == "Élan")
        #expect(SwiftIdentifier.capitalized("") == "")
    }
}
