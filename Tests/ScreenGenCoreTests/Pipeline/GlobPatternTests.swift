import Foundation
import Testing

@testable import ScreenGenCore

/// The spec glob matcher: the shell's meaning, in time linear in the pattern times the path.
@Suite struct GlobPatternTests {
    private func matches(_ pattern: String, _ path: String) -> Bool {
        GlobPattern(segments: pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
            .matches(path.split(separator: "/").map(String.init))
    }

    @Test func doubleStarMatchesAnyNumberOfFoldersIncludingNone() {
        #expect(matches("**/*.yml", "Feed.yml"))
        #expect(matches("**/*.yml", "a/b/c/Feed.yml"))
        #expect(matches("a/**/b/*.yml", "a/b/x.yml"))
        #expect(matches("a/**/b/*.yml", "a/x/y/b/x.yml"))
        #expect(!matches("a/**/b/*.yml", "a/x/y/c/x.yml"))
        #expect(matches("**", "a/b/c"))
        #expect(matches("**/**/**/x", "x"))
        #expect(matches("a/**/**/b/**/c", "a/b/c"))
        #expect(!matches("a/**/**/b/**/c", "a/c/b"))
    }

    @Test func starAndQuestionMarkStayWithinOneName() {
        #expect(matches("*.yml", "Feed.yml"))
        #expect(!matches("*.yml", "a/Feed.yml"))
        #expect(matches("*", ".hidden"))
        #expect(matches("F??d.yml", "Feed.yml"))
        #expect(!matches("F?d.yml", "Feed.yml"))
        #expect(matches("*e*e*.yml", "Feed.yml"))
        #expect(!matches("*e*e*e*.yml", "Feed.yml"))
        #expect(matches("Fé?d.yml", "Féed.yml"))
    }

    @Test func bracketExpressionsAndEscapesFollowTheShell() {
        #expect(matches("[A-F]*.yml", "Feed.yml"))
        #expect(!matches("[A-E]*.yml", "Feed.yml"))
        #expect(matches("[!A-E]*.yml", "Feed.yml"))
        #expect(matches("[^x]eed.yml", "Feed.yml"))
        #expect(matches("[]x]", "]"))
        #expect(matches("[x-]", "-"))
        #expect(matches("[unclosed*", "[unclosed.yml"))
        #expect(matches("\\*.yml", "*.yml"))
        #expect(!matches("\\*.yml", "a.yml"))
    }

    /// Without `**` the search need not go deeper than the pattern.
    @Test func onlyDoubleStarMatchesPathsOfAnyDepth() throws {
        #expect(GlobPattern(segments: ["*", "Specs", "*.yml"]).maxDepth == 3)
        #expect(GlobPattern(segments: ["*", "**", "*.yml"]).maxDepth == nil)
        let sandbox = try Sandbox()
        try sandbox.write("A/Specs/A.yml", "")
        try sandbox.write("A/Specs/deep/B.yml", "")
        try sandbox.write("A/Other/C.yml", "")
        let root = sandbox.root
        #expect(SpecFiles.glob(root + "/*/Specs/*.yml") == [root + "/A/Specs/A.yml"])
        #expect(
            SpecFiles.glob(root + "/*/Specs/**/*.yml").sorted() == [
                root + "/A/Specs/A.yml", root + "/A/Specs/deep/B.yml",
            ])
    }

    @Test func repeatedWildcardsMatchInLinearTime() {
        let path = (1...200).map { "d\($0)" }.joined(separator: "/") + "/x.txt"
        let pattern = String(repeating: "**/", count: 100) + "*.yml"
        let name = String(repeating: "a", count: 10_000) + "c"
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(!matches(pattern, path))
            #expect(!matches(String(repeating: "*a", count: 100) + "*b", name))
            #expect(matches(String(repeating: "*a", count: 100) + "*c", name))
        }
        // Generous for a loaded machine; a backtracking matcher would take longer than the universe.
        #expect(elapsed < .seconds(20))
    }
}
