import Foundation
import Testing
@testable import ScreenGenCore

/// Every golden Swift file is real Swift: it parses, it is a fixed point of `swift format` under
/// the project's `.swift-format`, and it keeps the generator invariants of docs/rules.md.
@Suite struct GeneratedSwiftTests {
    static let files = GoldenCase.allExpectedSwiftFiles + GoldenCase.allExpectedTestFiles

    @Test(arguments: files)
    func parses(_ path: String) throws {
        let swiftc = try #require(which("swiftc"))
        let result = try run(swiftc, ["-parse", path])
        #expect(result.status == 0, "\(path) does not parse:\n\(result.stderr)")
    }

    @Test(arguments: files)
    func isAFixedPointOfSwiftFormat(_ path: String) throws {
        let swift = try #require(which("swift"))
        let result = try run(swift, ["format", "--configuration", TestPaths.path(".swift-format"), path])
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        #expect(result.status == 0, "\(result.stderr)")
        let known = KnownGeneratorIssues.reason(KnownGeneratorIssues.notAFixedPointOfSwiftFormat, for: path)
        withKnownIssue(Comment(rawValue: known ?? ""), isIntermittent: false) {
            if result.stdout != contents {
                Issue.record("swift format changes \(path):\n\(unifiedDiff(expected: contents, actual: result.stdout, label: (path as NSString).lastPathComponent))")
            }
        } when: {
            known != nil
        }
    }

    @Test func theFormatConfigurationIndentsWithFourSpaces() throws {
        let data = try #require(FileManager.default.contents(atPath: TestPaths.path(".swift-format")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let indentation = try #require(json["indentation"] as? [String: Int])
        #expect(indentation == ["spaces": 4])
        for path in Self.files {
            let contents = try String(contentsOfFile: path, encoding: .utf8)
            for line in contents.split(separator: "\n") where line.first == " " {
                let leading = line.prefix { $0 == " " }.count
                #expect(leading % 4 == 0, "\(path): '\(line)' is not indented by a multiple of four")
            }
        }
    }
}
