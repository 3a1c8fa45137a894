import Foundation
import Testing
@testable import ScreenGenCore

/// One broken spec and exactly what `screengen validate` must say about it.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    /// The whole standard output of `screengen validate -q spec.yaml`, run next to the file.
    var expected: String
    var status: Int32
    /// The text that must start at the first diagnostic's line and column: the offending node.
    var pointsAt: String?

    init(_ name: String, _ text: String, _ expected: String, status: Int32 = 1, pointsAt: String? = nil) {
        self.init(name, bytes: Array(text.utf8), expected, status: status, pointsAt: pointsAt)
    }

    init(_ name: String, bytes: [UInt8], _ expected: String, status: Int32 = 1, pointsAt: String? = nil) {
        self.name = name
        self.bytes = bytes
        self.expected = expected.isEmpty || expected.hasSuffix("\n") ? expected : expected + "\n"
        self.status = status
        self.pointsAt = pointsAt
    }

    var testDescription: String { name }
}

/// The text of `bytes` from a 1-based line and column (columns count Unicode scalars, as the
/// diagnostics do; a UTF-8 byte order mark is not a column).
private func text(of bytes: [UInt8], line: Int, column: Int) -> String? {
    var source = String(decoding: bytes, as: UTF8.self)
    if source.hasPrefix("\u{FEFF}") { source.unicodeScalars.removeFirst() }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard line - 1 < lines.count else { return nil }
    let scalars = lines[line - 1].unicodeScalars
    guard column - 1 <= scalars.count else { return nil }
    var rest = String.UnicodeScalarView()
    rest.append(contentsOf: scalars.dropFirst(column - 1))
    return String(rest)
}

/// `spec.yaml:3:7: error: …` → (3, 7).
private func firstLocation(_ output: String) -> (Int, Int)? {
    guard let first = output.split(separator: "\n").first else { return nil }
    let parts = first.split(separator: ":", maxSplits: 3)
    guard parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]) else { return nil }
    return (line, column)
}

/// Every malformed case runs through `screengen validate`. The cases live next to the stage that
/// refuses them: MalformedInputTests+YAML (YAML/), +Spec (Spec/) and +Validation (Validation/).
@Suite("Malformed specs through screengen validate")
struct MalformedInputTests {
    static let cases: [MalformedCase] = yamlCases + encodingCases + typeCases + keyCases + nameCases
        + expressionCases + targetCases + alertCases

    /// A spec that is fine, to which the cases add one mistake.
    static let validSpec = """
        screen: Feed
        state:
          - { name: searchText, type: String, initial: '""' }
        loads:
          - { name: posts, type: "[Post]", call: "client.posts(matching: searchText)", dependsOn: [searchText] }
        content:
          sections:
            - { load: posts, element: post, row: "PostRow(post: post)" }
        environment:
          - { name: client, type: FeedClient, preview: { loaded: FeedClient.preview, loading: FeedClient.loading, error: FeedClient.failing } }

        """

    @Test func thereAreAtLeastThirtyDistinctCases() {
        #expect(Self.cases.count >= 30)
        #expect(Set(Self.cases.map(\.bytes)).count == Self.cases.count, "two cases have the same input")
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count, "two cases have the same name")
    }

    /// 2,000 unknown names among 2,000 declared ones would cost four million distance
    /// computations; the suggestion budget (5,000 comparisons per spec) stops after two, and every
    /// unknown name is still reported.
    @Test func unknownNamesAmongManyAreAllReportedWithBoundedSuggestions() throws {
        var lines = ["screen: Feed", "state:"]
        for index in 0..<2_000 { lines.append("  - { name: state\(index), type: Int, initial: \"0\" }") }
        let unknown = (0..<2_000).map { "stat\($0)" }.joined(separator: ", ")
        lines += ["loads:", "  - { name: posts, type: Int, call: f(), dependsOn: [\(unknown)] }"]
        let result = try validate(Array((lines.joined(separator: "\n") + "\n").utf8), "-q", "--format", "json")
        #expect(result.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2_000)
        #expect(Set(diagnostics.compactMap { $0["id"] as? String }) == ["unknown-name"])
        let notes = diagnostics.map { ($0["notes"] as? [String]) ?? [] }
        #expect(notes.prefix(2) == [["did you mean 'state0'?"], ["did you mean 'state1'?"]])
        #expect(notes.dropFirst(2).allSatisfy { $0.isEmpty })
    }

    @Test(arguments: cases)
    func validateReportsExactly(_ malformed: MalformedCase) throws {
        let result = try validate(malformed.bytes, "-q")
        #expect(result.stdout == malformed.expected)
        #expect(result.status == malformed.status, "\(result.stderr)")
        #expect(result.stderr == "", "-q prints nothing on standard error for spec problems")
        if let pointsAt = malformed.pointsAt {
            let (line, column) = try #require(firstLocation(result.stdout))
            let there = try #require(text(of: malformed.bytes, line: line, column: column))
            #expect(there.hasPrefix(pointsAt), "\(line):\(column) points at '\(there.prefix(20))'")
        }
    }
}
