import Testing
@testable import ScreenGenCore

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        "a", "_private", "searchText", "Feed", "post2", "x_1_y", "café", "Ünïcödé", "名前", "παράδειγμα",
        "e\u{301}", "a\u{300}\u{301}", "a٣", "ａｂｃ",
    ])
    func validNames(_ name: String) {
        #expect(SwiftIdentifier.problem(name, allowKeywords: false) == nil)
        #expect(SwiftIdentifier.problem(name, allowKeywords: true) == nil)
    }

    @Test func invalidNamesSayWhy() {
        let cases: [(String, SwiftIdentifier.Problem)] = [
            ("", .empty),
            ("_", .wildcard),
            ("1abc", .startsWithDigit),
            ("٣a", .startsWithDigit),
            ("my-name", .invalidCharacter("-", offset: 2)),
            ("my name", .invalidCharacter(" ", offset: 2)),
            ("name\t", .invalidCharacter("\t", offset: 4)),
            ("a.b", .invalidCharacter(".", offset: 1)),
            ("$0", .invalidCharacter("$", offset: 0)),
            ("`class`", .invalidCharacter("`", offset: 0)),
            ("smile🙂", .invalidCharacter("🙂", offset: 5)),
            ("\u{301}a", .invalidCharacter("\u{301}", offset: 0)),
            ("a\u{202E}b", .invalidCharacter("\u{202E}", offset: 1)),
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
    }

    @Test(arguments: ["class", "struct", "default", "self", "Self", "Any", "init", "nil", "true", "in", "where", "await"])
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
