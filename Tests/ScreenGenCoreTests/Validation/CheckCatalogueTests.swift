import Foundation
import Testing

@testable import ScreenGenCore

/// Every id the sources can print has one entry: a rule's description, a generator invariant, or a
/// check of `CheckCatalogue`; each check's example raises it; `explain` answers for every id.
@Suite struct CheckCatalogueTests {
    /// Quoted literals in the sources that look like ids and are not: a template set's name, an
    /// option, and the `explain` command's argument.
    static let notIDs: Set<String> = ["built-in", "dry-run", "rule-id"]

    /// The Swift sources of the tool, but the embedded templates (text, not code) and the catalogue.
    static func sources() throws -> [(path: String, text: String)] {
        var out: [(String, String)] = []
        for root in ["Sources/ScreenGenCore", "Sources/screengen"] {
            let directory = TestPaths.path(root)
            let files = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                guard !file.hasSuffix("+Generated.swift"), !file.hasSuffix("CheckCatalogue.swift") else {
                    continue
                }
                out.append((root + "/" + file, try String(contentsOfFile: directory + "/" + file, encoding: .utf8)))
            }
        }
        return out
    }

    /// The ids the sources print: every quoted kebab-case literal (`"unknown-key"`), every one-word
    /// literal passed as an `id:` (`id: "io"`), and every one-word literal passed after the message
    /// of a call of `error(`, `warning(` or `fail(` (`fail("…", "encoding")`).
    static func printedIDs() throws -> [String: String] {
        let kebab = try Regex(#""([a-z][a-z0-9]*(?:-[a-z0-9]+)+)""#)
        let word = try Regex(#"id: "([a-z]+)""#)
        var out: [String: String] = [:]
        for (path, text) in try sources() {
            for regex in [kebab, word] {
                for match in text.matches(of: regex) {
                    guard let id = match.output[1].substring.map(String.init), !notIDs.contains(id) else { continue }
                    out[id] = out[id] ?? path
                }
            }
            for id in positionalIDs(in: text) where !notIDs.contains(id) { out[id] = out[id] ?? path }
        }
        return out
    }

    /// The one-word string literals among the arguments after the first of each call of `error(`,
    /// `warning(` or `fail(`: the ids the decoder's and the YAML reader's helpers take unlabelled.
    static func positionalIDs(in text: String) -> [String] {
        let characters = Array(text)
        var ids: [String] = []
        var index = 0
        while index < characters.count {
            let rest = characters[index...]
            guard let name = ["error(", "warning(", "fail("].first(where: { rest.starts(with: Array($0)) }),
                index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            else {
                index += 1
                continue
            }
            // The arguments, split at the commas outside brackets and string literals (whose
            // interpolations are code again).
            var open: [Character] = ["("]
            var arguments: [String] = [""]
            var cursor = index + name.count
            while cursor < characters.count, !open.isEmpty {
                let character = characters[cursor]
                let next = cursor + 1 < characters.count ? characters[cursor + 1] : " "
                if open.last == "\"" {
                    if character == "\\" {
                        if next == "(" { open.append("(") }
                        arguments[arguments.count - 1].append(contentsOf: [character, next])
                        cursor += 2
                        continue
                    }
                    if character == "\"" { open.removeLast() }
                } else if character == "\"" {
                    open.append("\"")
                } else if "([{".contains(character) {
                    open.append(character)
                } else if ")]}".contains(character) {
                    open.removeLast()
                    if open.isEmpty { break }
                } else if character == ",", open.count == 1 {
                    arguments.append("")
                    cursor += 1
                    continue
                }
                arguments[arguments.count - 1].append(character)
                cursor += 1
            }
            for argument in arguments.dropFirst() {
                let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.count > 2, trimmed.first == "\"", trimmed.last == "\"",
                    trimmed.dropFirst().dropLast().allSatisfy({ $0.isLowercase && $0.isLetter })
                {
                    ids.append(String(trimmed.dropFirst().dropLast()))
                }
            }
            index = cursor
        }
        return ids
    }

    @Test func theScanFindsAnUnlabelledIDAfterAMessage() {
        #expect(Self.positionalIDs(in: #"return fail("must be \(kind) here", "encoding", line: 1)"#) == ["encoding"])
        #expect(Self.positionalIDs(in: #"r.error("'\(key)' is empty", "invalid-value", at: node)"#) == [])
        #expect(Self.positionalIDs(in: #"let words = ["a", "b", "c"]"#) == [])
    }

    static var ruleIDs: Set<String> { RuleRegistry.ids }
    static var invariantIDs: Set<String> { Set(Catalogue.invariants.map(\.id)) }
    static var checkIDs: Set<String> { Set(CheckCatalogue.all.map(\.id)) }

    @Test func everyIDTheSourcesPrintHasAnEntry() throws {
        let printed = try Self.printedIDs()
        let known = Self.ruleIDs.union(Self.invariantIDs).union(Self.checkIDs)
        let unregistered = printed.filter { !known.contains($0.key) }.map { "\($0.key) (\($0.value))" }.sorted()
        #expect(unregistered == [], "ids with no entry in CheckCatalogue, a rule or an invariant")
    }

    @Test func everyCheckIsPrintedBySomeSource() throws {
        let printed = Set(try Self.printedIDs().keys).union(StopKind.allCases.map(\.rawValue))
        #expect(Self.checkIDs.subtracting(printed).sorted() == [], "entries no source prints")
    }

    @Test func idsAreUniqueAndNoCheckIsARule() {
        let ids = CheckCatalogue.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Self.checkIDs.intersection(Self.ruleIDs).sorted() == [])
        #expect(Self.checkIDs.intersection(Self.invariantIDs).sorted() == [])
    }

    @Test func everyCheckSaysWhatRaisesIt() {
        let silent = CheckCatalogue.all.filter { $0.example == nil && $0.needs == nil }.map(\.id)
        #expect(silent == [], "checks with neither an example nor what raises them")
    }

    @Test(arguments: CheckCatalogue.all.filter { $0.example != nil }.map(\.id))
    func theExampleRaisesItsCheck(_ id: String) throws {
        let check = try #require(CheckCatalogue.check(id))
        let example = try #require(check.example)
        let result = SpecLoader().load(bytes: Array(example.utf8), file: "example.yaml")
        let raised = result.diagnostics.filter { $0.id == id }
        #expect(!raised.isEmpty, "\(id)'s example raises \(result.diagnostics.map(\.id))")
        #expect(raised.allSatisfy { $0.severity == check.severity }, "\(raised)")
    }

    @Test func explainAnswersForEveryID() {
        for id in Self.checkIDs.union(Self.ruleIDs).sorted() {
            let text = RuleCatalogueDocs.explain(id)
            #expect(text?.hasPrefix(id + " (") == true, "explain \(id): \(text ?? "nil")")
        }
        #expect(RuleCatalogueDocs.explain("not-an-id") == nil)
    }
}
