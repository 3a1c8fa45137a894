import Testing
@testable import ScreenGenCore

@Suite struct DidYouMeanTests {
    static let keys = SpecSchema.object("screen").keys.map(\.name)

    @Test func typosFindTheirKey() {
        let cases: [(String, String)] = [
            ("titel", "title"), ("Title", "title"), ("TITLE", "title"), ("scren", "screen"), ("staet", "state"),
            ("load", "loads"), ("enviroment", "environment"), ("navigaton", "navigation"), ("previw", "previews"),
            ("architechture", "architecture"), ("sumary", "summary"), ("input", "inputs"),
        ]
        for (word, key) in cases {
            #expect(DidYouMean.suggestion(for: word, among: Self.keys) == key, "\(word)")
        }
    }

    @Test func unrelatedWordsFindNothing() {
        for word in ["colour", "zzzzzz", "x", "", "background", "layout"] {
            #expect(DidYouMean.suggestion(for: word, among: Self.keys) == nil, "\(word)")
        }
        #expect(DidYouMean.suggestion(for: "title", among: []) == nil)
    }

    @Test func aShortWordIsNotReplacedWhole() {
        #expect(DidYouMean.suggestion(for: "zz", among: ["a"]) == nil)
        #expect(DidYouMean.suggestion(for: "ab", among: ["cd"]) == nil)
        #expect(DidYouMean.suggestion(for: "x", among: ["y"]) == nil)
        #expect(DidYouMean.suggestion(for: "ab", among: ["a"]) == "a")
        #expect(DidYouMean.suggestion(for: "a", among: ["ab"]) == "ab")
    }

    @Test func theClosestWinsAndTiesGoToTheFirst() {
        #expect(DidYouMean.suggestion(for: "post", among: ["posters", "posts"]) == "posts")
        #expect(DidYouMean.suggestion(for: "cat", among: ["bat", "cut", "car"]) == "bat")
        #expect(DidYouMean.suggestion(for: "searchtext", among: ["searchText", "searchTerm"]) == "searchText")
    }

    @Test func theBudgetGrowsWithTheCandidate() {
        // Two edits for short candidates, a third of the length for longer ones.
        #expect(DidYouMean.suggestion(for: "abXY", among: ["abcd"]) == "abcd")
        #expect(DidYouMean.suggestion(for: "aXYZ", among: ["abcd"]) == nil)
        #expect(DidYouMean.suggestion(for: "environXXXt", among: ["environment"]) == "environment")
        #expect(DidYouMean.suggestion(for: "enXXXXnment", among: ["environment"]) == nil)
    }

    @Test func veryLongWordsGetNoSuggestionAndCostNothing() {
        let long = String(repeating: "a", count: DidYouMean.maxLength + 1)
        #expect(DidYouMean.suggestion(for: long, among: [long + "b"]) == nil)
        let atLimit = String(repeating: "a", count: DidYouMean.maxLength)
        #expect(DidYouMean.suggestion(for: atLimit, among: [atLimit + "b"]) == atLimit + "b")
        // A megabyte-long word against the keys: ruled out by its length, before any distance.
        #expect(DidYouMean.suggestion(for: String(repeating: "x", count: 1 << 20), among: Self.keys) == nil)
    }

    @Test func editDistance() {
        #expect(DidYouMean.editDistance("", "") == 0)
        #expect(DidYouMean.editDistance("", "abc") == 3)
        #expect(DidYouMean.editDistance("abc", "") == 3)
        #expect(DidYouMean.editDistance("kitten", "sitting") == 3)
        #expect(DidYouMean.editDistance("flaw", "lawn") == 2)
        #expect(DidYouMean.editDistance("same", "same") == 0)
        #expect(DidYouMean.editDistance("é", "e") == 1)
        #expect(DidYouMean.editDistance("🙂a", "a") == 1)
    }

    @Test func aLimitedDistanceStopsEarlyAboveTheLimit() {
        let a = Array("aaaaaaaaaa".unicodeScalars.map(\.value))
        let b = Array("bbbbbbbbbb".unicodeScalars.map(\.value))
        #expect(DidYouMean.editDistance(a, b, limit: 100) == 10)
        #expect(DidYouMean.editDistance(a, b, limit: 2) > 2)
        #expect(DidYouMean.editDistance(a, a, limit: 0) == 0)
    }
}
