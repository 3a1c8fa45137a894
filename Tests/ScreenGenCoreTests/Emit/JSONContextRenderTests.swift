import Foundation
import Testing

@testable import ScreenGenCore

/// Templates render against the screen's JSON context as it is (`JSONValue: MustacheContext`), no
/// longer converted into `MustacheValue` first: checked against that conversion, on random
/// documents (repeated keys included) and random templates over the same names.
@Suite struct JSONContextRenderTests {
    /// The conversion the emitters made until session 15: a repeated key keeps its last value.
    static func converted(_ json: JSONValue) -> MustacheValue {
        switch json {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .string(let value): return .string(value)
        case .array(let items): return .list(items.map(converted))
        case .object(let members):
            var object: [String: MustacheValue] = [:]
            for (key, value) in members { object[key] = converted(value) }
            return .object(object)
        }
    }

    static let names = ["a", "b", "c", "items"]

    static func document(_ random: inout SplitMix64, depth: Int) -> JSONValue {
        switch random.below(depth > 3 ? 5 : 7) {
        case 0: return .null
        case 1: return .bool(random.chance(50))
        case 2: return .int(random.int(-3...3))
        case 3: return .string(random.pick(["", "x", "<&>", "line\n"]))
        case 4: return .string("s\(random.below(10))")
        case 5:
            return .array((0..<random.below(3)).map { _ in document(&random, depth: depth + 1) })
        default:
            return .object(
                (0..<random.below(4)).map { _ in (random.pick(names), document(&random, depth: depth + 1)) })
        }
    }

    static func template(_ random: inout SplitMix64, depth: Int) -> String {
        (0..<random.int(1...4)).map { _ in
            let name =
                random.chance(15) ? "." : (0..<random.int(1...2)).map { _ in random.pick(names) }.joined(separator: ".")
            switch random.below(depth > 2 ? 3 : 5) {
            case 0: return "-"
            case 1: return "{{\(name)}}"
            case 2: return "{{{\(name)}}}"
            case 3: return "{{#\(name)}}[\(template(&random, depth: depth + 1))]{{/\(name)}}"
            default: return "{{^\(name)}}(\(template(&random, depth: depth + 1))){{/\(name)}}"
            }
        }.joined()
    }

    /// A tag name equal to a key as Swift strings but not byte for byte (KELVIN SIGN and `K`)
    /// matches, as the dictionary of the conversion matched it.
    @Test func aNameEqualButNotByteForByteStillMatches() throws {
        for (key, name) in [("environmentKey", "environment\u{212A}ey"), ("semicolon;", "semicolon\u{37E}")] {
            let json = JSONValue.object([(key, .string("v"))])
            let template = try MustacheTemplate(name: "t", source: "{{\(name)}}")
            #expect(try template.render(context: json) == "v")
            #expect(try template.render(context: json) == (try template.render(Self.converted(json))))
        }
    }

    /// The lookup compares an ASCII name with keys by length first, which is exact for ASCII keys:
    /// every name of the context's table is one, and every key the emitters' contexts hold, in every
    /// golden case, is in the table (`TemplateContextKeysTests`).
    @Test func everyContextKeyIsASCII() {
        #expect(TemplateContextKeys.names.count > 100)
        #expect(TemplateContextKeys.names.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }.sorted() == [])
    }

    @Test func rendersAsTheConvertedContextDid() throws {
        var nonEmpty = 0
        for index in 0..<5_000 {
            var random = SplitMix64(seed: SplitMix64.caseSeed(base: 0x15C0, index: index))
            let json = JSONValue.object(
                (0..<random.int(1...5)).map { _ in (random.pick(Self.names), Self.document(&random, depth: 0)) })
            let source = Self.template(&random, depth: 0)
            let template = try MustacheTemplate(name: "case\(index)", source: source)
            let ours = try template.render(context: json)
            #expect(
                ours == (try template.render(Self.converted(json))), "case \(index): \(source) with \(json.rendered())")
            if ours.contains(where: { $0.isLetter || $0.isNumber }) { nonEmpty += 1 }
        }
        #expect(nonEmpty > 1_000, "the random templates should print values too")
    }
}
