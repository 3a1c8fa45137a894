import Foundation
import Testing

@testable import ScreenGenCore

/// `MustacheJSON` reads what Foundation's `JSONSerialization` reads, to the same values, and
/// refuses what it refuses, with the place of the mistake.
@Suite struct MustacheJSONTests {
    /// The conversion screengen made from `JSONSerialization`'s objects before it had its own
    /// reader: the reference the reader is held to.
    static func reference(_ object: Any) -> MustacheValue {
        switch object {
        case is NSNull: return .null
        case let string as String: return .string(string)
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { return .bool(number.boolValue) }
            if type == "d" || type == "f" {
                let double = number.doubleValue
                if double.rounded() == double, let int = Int(exactly: double) { return .int(int) }
                return .double(double)
            }
            if type == "Q" || type == "L" || type == "I" || type == "S" || type == "C" {
                let unsigned = number.uint64Value
                return unsigned <= UInt64(Int.max) ? .int(Int(unsigned)) : .double(number.doubleValue)
            }
            return .int(number.intValue)
        case let array as [Any]: return .list(array.map(reference))
        case let dictionary as [String: Any]: return .object(dictionary.mapValues(reference))
        default: return .null
        }
    }

    static func foundation(_ text: String) -> MustacheValue? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])).map(reference)
    }

    static func ours(_ text: String) -> MustacheValue? { try? MustacheJSON.read(Array(text.utf8)) }

    static let documents = [
        #"{"s": "x", "i": 3, "d": 1.5, "whole": 2.0, "t": true, "f": false, "n": null}"#, "[]", "{}", "[[[]]]",
        #""top""#, "0", "-0", "-0.0", "1e3", "1E+3", "1e-3", "12.5e2", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "18446744073709551616", "1e300", "0.1", " \t\r\n[1 , 2 ]\n", #"{"a":1,"a":2}"#,
        #""\u00e9\n\t\"\\\/\b\f\r""#, #""\ud83d\ude00""#, #""é 名前""#, #"{"k": {"l": [true, false, null]}}"#,
        // Malformed, each in its own way.
        "", " ", "[1,]", "[1 2]", #"{"a" 1}"#, #"{"a": 1,}"#, "{a: 1}", "[01]", "[1.]", "[.5]", "[1e]", "[-]", "[+1]",
        "tru", "nul", "[true false]", #""abc"#, "\"a\u{1}b\"", #""\x""#, #""\u12""#, #""\uZZZZ""#, "[1] x",
        "[1]]", "{\"a\": 1}}", "'a'", "[NaN]", "[Infinity]", "1e400", #"{"a": }"#, #"{"#, "[", #""\u+123""#,
    ]

    @Test func agreesWithFoundation() {
        for text in Self.documents {
            #expect(Self.ours(text) == Self.foundation(text), "\(text.debugDescription)")
        }
    }

    /// Random texts over JSON's own characters: most are malformed somewhere, and both readers must
    /// agree on which are not, and on their values.
    @Test func agreesWithFoundationOnRandomTexts() {
        let pieces = [
            "{", "}", "[", "]", ",", ":", " ", "\"a\"", "\"\"", "1", "-", "0", ".", "5", "e", "true", "null", "false",
            "\"\\n\"", "\"\\u0041\"", "\n",
        ]
        var accepted = 0
        for index in 0..<20_000 {
            var random = SplitMix64(seed: SplitMix64.caseSeed(base: 0x150A_D0C5, index: index))
            let text = (0...random.below(8)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let ours = Self.ours(text)
            #expect(ours == Self.foundation(text), "case \(index): \(text.debugDescription)")
            if ours != nil { accepted += 1 }
        }
        #expect(accepted > 1_000, "the random texts should hold well-formed documents too")
    }

    @Test func mistakesAreLocated() throws {
        let cases: [(String, Int, Int, String)] = [
            ("{\"a\": 1,\n  \"b\": x}", 2, 8, "unexpected 'x'"),
            ("[1,\n 2", 2, 3, "unexpected end of data"),
            ("", 1, 1, "unexpected end of data"),
            ("[1] x", 1, 5, "unexpected text after the value"),
            ("{\"é\": 1 \"b\": 2}", 1, 9, "unexpected '\"' where ',' or '}' belongs"),
            ("[\"a\nb\"]", 1, 4, "a control character in a string"),
            ("[\"abc", 1, 2, "a string that never ends"),
            ("[01]", 1, 2, "a number with a leading zero"),
            ("[\"\\ud800\"]", 1, 3, "a lone surrogate in a \\u escape"),
            ("\u{FEFF}[1,x]", 1, 4, "unexpected 'x'"),
        ]
        for (text, line, column, message) in cases {
            do {
                _ = try MustacheJSON.read(Array(text.utf8))
                Issue.record("\(text.debugDescription) was read")
            } catch {
                #expect(error.templateName == "<json>")
                #expect((error.line, error.column) == (line, column), "\(text.debugDescription)")
                #expect(error.message.hasPrefix("malformed JSON: \(message)"), "\(error.message)")
            }
        }
    }

    /// A string's bytes that are not UTF-8 are pointed at, not the string's opening quote.
    @Test func invalidUTF8IsLocatedAtTheByte() {
        let bytes: [UInt8] = Array("{\"k\": \"ab".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        do {
            _ = try MustacheJSON.read(bytes)
            Issue.record("read")
        } catch {
            #expect((error.line, error.column) == (1, 10))
            #expect(error.message == "malformed JSON: a string that is not UTF-8")
        }
    }

    /// UTF-16 and UTF-32, which Foundation's reader took, are refused with what to do about them.
    @Test func wideEncodingsAreNamed() {
        let text = #"{"a": [1, "é"]}"#
        let cases: [([UInt8], String)] = [
            ([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16"),
            ([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "UTF-16"),
            (text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16"),
            (text.unicodeScalars.flatMap { [UInt8($0.value & 0xFF), UInt8(($0.value >> 8) & 0xFF), 0, 0] }, "UTF-32"),
        ]
        for (bytes, encoding) in cases {
            #expect(throws: MustacheError.self) { try MustacheJSON.read(bytes) }
            do {
                _ = try MustacheJSON.read(bytes)
            } catch {
                #expect(error.message == "malformed JSON: the file is \(encoding); save it as UTF-8")
                #expect((error.line, error.column) == (1, 1))
            }
        }
        #expect(Self.ours("1") == .int(1))
        #expect(Self.ours("\u{FEFF}\"a\"") == "a")
    }

    @Test func nestingIsBounded() throws {
        let deep =
            String(repeating: "[", count: MustacheJSON.maxDepth) + String(repeating: "]", count: MustacheJSON.maxDepth)
        #expect(Self.ours(deep) != nil)
        let deeper = "[" + deep + "]"
        #expect(throws: MustacheError.self) { try MustacheJSON.read(Array(deeper.utf8)) }
        let huge = String(repeating: "[", count: 1_000_000)
        #expect(throws: MustacheError.self) { try MustacheJSON.read(Array(huge.utf8)) }
    }
}
