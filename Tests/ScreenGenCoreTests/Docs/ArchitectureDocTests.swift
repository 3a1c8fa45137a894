import Foundation
import Testing

@testable import ScreenGenCore

/// docs/architecture.md tells a contributor where each kind of change goes, by file, folder and test
/// name. Files move (the stage folders did, in #14): this keeps every name it gives a real one.
@Suite struct ArchitectureDocTests {
    static let document = "docs/architecture.md"

    /// The code spans of the document: the names it sends a reader to.
    static func codeSpans() throws -> [String] {
        let text = try String(contentsOfFile: TestPaths.path(document), encoding: .utf8)
        return text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Every file or folder the document names (`Spec/SpecSchema.swift`, `Templates/content.mustache`,
    /// `Emit/`), read from the package root, from the core's sources or from the tests.
    @Test func everyPathItNamesExists() throws {
        let paths = try Self.codeSpans().filter { span in
            span.contains("/") && !span.contains(" ") && !span.contains("<") && !span.contains("*")
                && !span.contains("{")
                && !span.hasPrefix("github") && !span.hasPrefix("apple/")
        }
        #expect(paths.count >= 15, "the document names fewer files than it did: \(paths)")
        let roots = ["", "Sources/ScreenGenCore/", "Tests/ScreenGenCoreTests/"]
        for path in paths {
            let found = roots.contains { FileManager.default.fileExists(atPath: TestPaths.path($0 + path)) }
            #expect(found, "\(Self.document) names `\(path)`, which is not a file or folder of the package")
        }
    }

    /// Every test suite it names (`ModelBuilderTests`) is one.
    @Test func everyTestSuiteItNamesExists() throws {
        let suites = Set(
            try Self.codeSpans().filter { $0.hasSuffix("Tests") && $0.allSatisfy { $0.isLetter } })
        #expect(suites.count >= 5, "the document names fewer suites than it did: \(suites.sorted())")
        let declared = try Self.declaredSuites()
        for suite in suites.sorted() {
            #expect(declared.contains(suite), "\(Self.document) names `\(suite)`, which no test file declares")
        }
    }

    /// Every type it names in a code span that looks like one (`ScreenFacts`, `OutputPlanner`) is
    /// declared in the core's sources.
    @Test func everyTypeItNamesExists() throws {
        let types = Set(
            try Self.codeSpans().compactMap { span -> String? in
                let name = span.prefix { $0.isLetter || $0.isNumber }
                guard name.count == span.count || span.dropFirst(name.count).first == "(",
                    let first = name.first, first.isUppercase, name.contains(where: \.isLowercase),
                    !name.hasSuffix("Tests")
                else { return nil }
                return String(name)
            })
        let declared = try Self.declarations(under: "Sources/ScreenGenCore")
        let unknown = types.subtracting(declared).subtracting(Self.namedButNotDeclared)
        #expect(types.count >= 20, "the document names fewer types than it did")
        #expect(unknown.isEmpty, "\(Self.document) names types no source declares: \(unknown.sorted())")
    }

    /// Names the document may give that no source declares: the module, the deleted helpers
    /// (history), SwiftUI's and the standard library's.
    static let namedButNotDeclared: Set<String> = [
        "ScreenGenCore", "SwiftLayout", "View", "Array", "String",
    ]

    private static func declaredSuites() throws -> Set<String> {
        try declarations(under: "Tests/ScreenGenCoreTests")
    }

    /// The names after `struct`, `enum`, `class`, `protocol`, `actor`, `typealias` and `extension` in
    /// every Swift file under `folder`, read with the one lexer.
    private static func declarations(under folder: String) throws -> Set<String> {
        let root = TestPaths.path(folder)
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias", "extension"]
        var names: Set<String> = []
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let fragment = SwiftFragment(try String(contentsOfFile: root + "/" + file, encoding: .utf8))
            let words = fragment.tokens.filter { $0.kind == .identifier || $0.kind == .keyword }.map {
                fragment.text(of: $0)
            }
            for (word, next) in zip(words, words.dropFirst()) where keywords.contains(word) {
                names.insert(next)
            }
        }
        return names
    }
}
