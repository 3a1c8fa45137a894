import Foundation
import Testing
@testable import ScreenGenCore

/// `UnifiedDiff` is what `check` shows a reviewer, so it is held to the reference: GNU `diff -u`.
/// Seeded random pairs of small texts (insertions, deletions, changes, empty files) must give the
/// same hunks, byte for byte. Texts without a trailing newline are left out: `diff` marks them
/// with `\ No newline at end of file`, which the generator never needs (it always ends lines).
@Suite struct UnifiedDiffTests {
    /// Two minimal diffs of the same pair can pair lines up differently (`b d d` → `d`: delete the
    /// first `d` or the second), and GNU diff breaks such ties with heuristics of its own. So: where
    /// both diffs change the same lines, the hunks must be identical byte for byte (ranges, context,
    /// merging, the order of `-` and `+` lines); where they pair lines up differently, ours must still
    /// be a correct unified diff of the same size as diff's (it applies to the old text and gives the
    /// new one, with diff's context and hunk-merging rules).
    @Test func matchesDiffUOnSeededRandomPairs() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var random = SeededRandom(seed: 0x5C12_EE46)
        var sameAlignment = 0
        for index in 0..<200 {
            let (old, new) = Self.pair(index, &random)
            let expected = try Self.reference(old: old, new: new, in: directory)
            let actual = Self.hunks(UnifiedDiff.diff(old: old, new: new, oldLabel: "a", newLabel: "b"))
            let shown = "pair \(index)\n--- old\n\(old)--- new\n\(new)--- diff -u\n\(expected)--- UnifiedDiff\n\(actual)"
            guard let ours = Patch(actual), let theirs = Patch(expected) else {
                Issue.record("a diff does not parse: \(shown)")
                continue
            }
            // The reading of diff's own output must pass the checks below, or they prove nothing.
            #expect(theirs.apply(to: old) == Self.lines(of: new), "the test misreads diff -u: \(shown)")
            #expect(theirs.followsContextRules(oldCount: Self.lines(of: old).count), "the test misreads diff -u: \(shown)")
            if ours.changedLines == theirs.changedLines {
                sameAlignment += 1
                #expect(actual == expected, "\(shown)")
                continue
            }
            #expect(ours.apply(to: old) == Self.lines(of: new), "the diff does not turn old into new: \(shown)")
            #expect(ours.deleted.count == theirs.deleted.count && ours.inserted.count == theirs.inserted.count,
                "not minimal like diff -u: \(shown)")
            #expect(ours.followsContextRules(oldCount: Self.lines(of: old).count), "\(shown)")
        }
        // Most pairs have one best alignment, so the byte-for-byte comparison really runs.
        #expect(sameAlignment >= 100, "only \(sameAlignment) of 200 pairs were compared byte for byte")
    }

    @Test func identicalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff(old: "", new: "", oldLabel: "a", newLabel: "b") == "")
        #expect(UnifiedDiff.diff(old: "x\ny\n", new: "x\ny\n", oldLabel: "a", newLabel: "b") == "")
    }

    @Test func labelsHeadTheDiff() {
        let diff = UnifiedDiff.diff(old: "a\n", new: "b\n", oldLabel: "Out/A.swift", newLabel: "/dev/null")
        #expect(diff == "--- Out/A.swift\n+++ /dev/null\n@@ -1 +1 @@\n-a\n+b\n")
    }

    @Test func firstChangedLineIsOneBasedInTheNewText() {
        #expect(UnifiedDiff.firstChangedLine(old: "a\nb\nc\n", new: "a\nb\nX\n") == 3)
        #expect(UnifiedDiff.firstChangedLine(old: "a\n", new: "a\n") == 2)
        #expect(UnifiedDiff.firstChangedLine(old: "", new: "a\n") == 1)
    }

    /// A pair of texts: mostly an edited copy (so hunks have context), sometimes unrelated texts,
    /// and a few with an empty side.
    static func pair(_ index: Int, _ random: inout SeededRandom) -> (String, String) {
        let old = index % 25 == 0 ? [] : lines(count: random.next(upTo: 40), &random)
        var new = old
        switch index % 10 {
        case 7:
            new = lines(count: random.next(upTo: 12), &random)
        case 8 where index % 20 == 8:
            new = []
        default:
            for _ in 0...random.next(upTo: 5) {
                let at = random.next(upTo: new.count + 1)
                switch random.next(upTo: 3) {
                case 0:
                    new.insert(contentsOf: lines(count: 1 + random.next(upTo: 3), &random), at: at)
                case 1 where at < new.count:
                    new.removeSubrange(at..<min(new.count, at + 1 + random.next(upTo: 3)))
                default:
                    if at < new.count { new[at] = lines(count: 1, &random)[0] }
                }
            }
        }
        return (text(old), text(new))
    }

    /// Lines from a small vocabulary, so equal lines (and ambiguous alignments) are common.
    static func lines(count: Int, _ random: inout SeededRandom) -> [String] {
        let vocabulary = ["a", "b", "c", "d", "    }", "", "let x = 1", "struct S {", "}", "// note"]
        return (0..<count).map { _ in vocabulary[random.next(upTo: vocabulary.count)] }
    }

    static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `diff -u`'s hunks for the pair.
    static func reference(old: String, new: String, in directory: String) throws -> String {
        let a = directory + "/old"
        let b = directory + "/new"
        try Data(old.utf8).write(to: URL(fileURLWithPath: a))
        try Data(new.utf8).write(to: URL(fileURLWithPath: b))
        let result = try run("/usr/bin/diff", ["-u", a, b])
        #expect(result.status == (old == new ? 0 : 1), "diff failed: \(result.stderr)")
        return hunks(result.stdout)
    }

    /// A unified diff without its two header lines.
    static func hunks(_ diff: String) -> String {
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 2, lines[0].hasPrefix("--- "), lines[1].hasPrefix("+++ ") else { return diff }
        return lines.dropFirst(2).joined(separator: "\n")
    }
}

/// The hunks of a unified diff, read back: what they delete and insert, and whether they apply.
struct Patch {
    struct Hunk {
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
        var lines: [(kind: Character, text: Substring)]
    }

    var hunks: [Hunk] = []

    init?(_ text: String) {
        for line in text.split(separator: "\n") {
            if line.hasPrefix("@@ ") {
                let fields = line.split(separator: " ")
                guard fields.count >= 4, let old = Self.range(fields[1].dropFirst()), let new = Self.range(fields[2].dropFirst())
                else { return nil }
                hunks.append(Hunk(oldStart: old.0, oldCount: old.1, newStart: new.0, newCount: new.1, lines: []))
            } else if let kind = line.first, " -+".contains(kind), !hunks.isEmpty {
                hunks[hunks.count - 1].lines.append((kind, line.dropFirst()))
            } else {
                return nil
            }
        }
        // Every hunk's header agrees with its body.
        for hunk in hunks {
            guard hunk.oldCount == hunk.lines.filter({ $0.kind != "+" }).count,
                hunk.newCount == hunk.lines.filter({ $0.kind != "-" }).count
            else { return nil }
        }
    }

    /// `3,4` → (3, 4); `3` → (3, 1); an empty range names the line before it (`2,0` starts at 3).
    private static func range(_ text: Substring) -> (Int, Int)? {
        let parts = text.split(separator: ",")
        guard let start = Int(parts[0]) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? -1 : 1
        return count == 0 ? (start + 1, 0) : (start, count)
    }

    /// 1-based numbers of the old lines deleted and the new lines inserted.
    var deleted: [Int] { numbered("-", old: true) }
    var inserted: [Int] { numbered("+", old: false) }
    var changedLines: [Int] { deleted.map { -$0 } + inserted }

    private func numbered(_ kind: Character, old: Bool) -> [Int] {
        var out: [Int] = []
        for hunk in hunks {
            var line = old ? hunk.oldStart : hunk.newStart
            for entry in hunk.lines where entry.kind != (old ? "+" : "-") {
                if entry.kind == kind { out.append(line) }
                line += 1
            }
        }
        return out
    }

    /// The new text's lines, or nil when a context or deleted line is not what the old text has.
    func apply(to old: String) -> [Substring]? {
        let a = UnifiedDiffTests.lines(of: old)
        var out: [Substring] = []
        var position = 0
        for hunk in hunks {
            let start = hunk.oldStart - 1
            guard start >= position, start <= a.count else { return nil }
            out += a[position..<start]
            position = start
            for entry in hunk.lines {
                switch entry.kind {
                case "+":
                    out.append(entry.text)
                default:
                    guard position < a.count, a[position] == entry.text else { return nil }
                    if entry.kind == " " { out.append(entry.text) }
                    position += 1
                }
            }
        }
        return out + a[position...]
    }

    /// diff -u's shape: three lines of context around each change where the file has them, and
    /// changes closer than seven unchanged lines in one hunk.
    func followsContextRules(oldCount: Int) -> Bool {
        var previousEnd = 0  // old lines up to here are in earlier hunks
        for hunk in hunks {
            let leading = hunk.lines.prefix { $0.kind == " " }.count
            let trailing = hunk.lines.reversed().prefix { $0.kind == " " }.count
            let firstChange = hunk.oldStart + leading  // old line number of the first change
            let lastOld = hunk.oldStart + hunk.oldCount - 1
            guard leading == min(3, firstChange - 1), trailing == min(3, oldCount - (lastOld - trailing)),
                hunk.oldStart - 1 - previousEnd >= 1 || previousEnd == 0
            else { return false }
            // Inside a hunk no run of unchanged lines is longer than 6.
            if hunk.lines.dropFirst(leading).dropLast(trailing).split(whereSeparator: { $0.kind != " " })
                .contains(where: { $0.count > 6 })
            {
                return false
            }
            previousEnd = lastOld
        }
        return true
    }
}

/// SplitMix64: a tiny deterministic generator, so a failing pair can be reproduced from its index.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when bound is 0).
    mutating func next(upTo bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
