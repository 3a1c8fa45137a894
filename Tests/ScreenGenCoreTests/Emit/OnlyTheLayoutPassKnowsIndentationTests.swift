import Foundation
import Testing

@testable import ScreenGenCore

/// The templates write the Swift, each construct on one line, and one layout pass wraps what
/// passes the line length, taking the indentation from the line. No other code may know a line
/// length or an indentation: a width or a run of spaces decided in Swift code would be right only
/// where today's templates put the line, and wrong in a team's template that nests it deeper.
/// Read through the one lexer, so comments and the words of doc comments do not count.
@Suite struct OnlyTheLayoutPassKnowsIndentationTests {
    /// The layout pass and the tidy step that runs it: the one place that knows widths. Files are
    /// named without their folder, which files may move between.
    static let layoutFiles: Set<String> = [
        "SwiftLayoutPass.swift", "SwiftLayoutPass+Breaks.swift", "SwiftSourceTidy.swift", "SwiftLayoutStyle.swift",
    ]

    /// Code that lays out text that is not Swift. (The embedded copy of Templates/ needs no
    /// exception: its multi-line literals are the templates, whose indentation is their own.)
    static let otherLayouts: [String: String] = [
        "JSONValue.swift": "pretty-prints the JSON of `dump`",
        "GeneratedSources.swift":
            "writes the embedded copy of Templates/, a source file of this project rather than generated output",
        "RuleCatalogueDocs.swift": "aligns the Markdown rule catalogue and indents its code blocks",
        "SwiftFormatFile.swift": "reads the width the team's `.swift-format` gives, which the layout pass is handed",
    ]

    static func sourceFiles() throws -> [String] {
        let root = TestPaths.path("Sources/ScreenGenCore")
        let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return names
    }

    /// What in `source` knows a line's layout: the `lineLength` identifier, an `indent:` label or
    /// parameter, a one-line string literal holding two spaces or more in a row (indentation glued
    /// to a line of code), or a run of spaces made with `String(repeating: " ", …)`. A multi-line
    /// literal (`"""`) is a whole text, a YAML example or a Markdown page, whose indentation is
    /// its own.
    static func layoutKnowledge(in source: String) -> [String] {
        let fragment = SwiftFragment(source)
        let tokens = fragment.tokens
        var found: [String] = []
        // For each string literal open around the token (interpolations nest them): multi-line?
        var openLiterals: [Bool] = []
        for (index, token) in tokens.enumerated() {
            let text = fragment.text(of: token)
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            switch token.kind {
            case .stringOpen:
                openLiterals.append(text.hasSuffix("\"\"\""))
            case .stringClose:
                _ = openLiterals.popLast()
            case .identifier where text == "lineLength":
                found.append("lineLength")
            case .identifier where text == "indent" && next?.kind == .punctuation(":"):
                found.append("indent:")
            case .identifier where text == "repeating" && next?.kind == .punctuation(":"):
                // `repeating: " "`: the literal's text is the token after its opening quote.
                let literal = tokens.dropFirst(index + 2).first { $0.kind == .stringText }
                if let literal, fragment.text(of: literal).allSatisfy({ $0 == " " }) {
                    found.append("String(repeating: \" \", …)")
                }
            case .stringText where openLiterals.last == false && text.contains("  "):
                found.append("\"\(text)\"")
            default:
                break
            }
        }
        return found
    }

    @Test func noCodeOutsideTheLayoutPassKnowsIndentationOrTheLineLength() throws {
        let root = TestPaths.path("Sources/ScreenGenCore")
        let files = try Self.sourceFiles()
        #expect(files.count > 50)
        for file in files {
            let name = Paths.lastComponent(of: file)
            guard !Self.layoutFiles.contains(name), Self.otherLayouts[name] == nil else { continue }
            let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            // The lexer read the whole file: code it never reached would go unchecked.
            #expect(SwiftFragment(source).problem == nil, "\(file)")
            #expect(Self.layoutKnowledge(in: source) == [], "\(file) lays out Swift: only the layout pass may")
        }
    }

    /// The exceptions are real files, so a renamed one is noticed rather than silently unchecked.
    @Test func theExceptionsExist() throws {
        let files = Set(try Self.sourceFiles().map(Paths.lastComponent(of:)))
        for file in Self.layoutFiles.union(Self.otherLayouts.keys) {
            #expect(files.contains(file), "\(file) is gone: update the exceptions")
        }
    }

    /// The check finds each kind of layout knowledge in code, and none in comments.
    @Test func theCheckFindsLayoutInCodeOnly() {
        #expect(Self.layoutKnowledge(in: "let fits = indent + text.count <= lineLength") == ["lineLength"])
        #expect(Self.layoutKnowledge(in: "SwiftLayout.call(\"init\", parameters, indent: 4)") == ["indent:"])
        #expect(Self.layoutKnowledge(in: "lines.map { \"    \" + $0 }") == ["\"    \""])
        #expect(Self.layoutKnowledge(in: "let pad = String(repeating: \" \", count: 12)").count == 1)
        #expect(Self.layoutKnowledge(in: "let row = \"a, b\" + String(repeating: \"-\", count: 3)") == [])
        #expect(Self.layoutKnowledge(in: "let s = \"\\(\"  \")\"") == ["\"  \""], "in an interpolation")
        #expect(Self.layoutKnowledge(in: "let yaml = \"\"\"\n    a:\n      b: 1\n    \"\"\"") == [])
        let commented = "/// Lines over `lineLength`, `indent: 8`, \"    \".\nfunc f() {}  // indent: 4"
        #expect(Self.layoutKnowledge(in: commented) == [])
    }
}
