import Testing

@testable import ScreenGenCore

/// A 10,000-screen run holds every spec at once, so the values every spec is made of are kept
/// small: locations in 24 bytes, optional parts out of line (`Indirect`). Both must behave as the
/// plain values they replace.
@Suite struct SpecStorageTests {
    @Test func aLocationKeepsItsLineAndColumnAndOrder() {
        var location = ScreenGenCore.SourceLocation(file: "Specs/A.yaml", line: 12, column: 7)
        #expect(location.line == 12 && location.column == 7)
        location.line += 1
        location.column = 1
        #expect(location == ScreenGenCore.SourceLocation(file: "Specs/A.yaml", line: 13, column: 1))
        let sorted = [
            ScreenGenCore.SourceLocation(file: "B", line: 1, column: 1),
            ScreenGenCore.SourceLocation(file: "A", line: 2, column: 1),
            ScreenGenCore.SourceLocation(file: "A", line: 1, column: 9),
            ScreenGenCore.SourceLocation(file: "A", line: 1, column: 2),
        ].sorted()
        #expect(sorted.map { "\($0.file):\($0.line):\($0.column)" } == ["A:1:2", "A:1:9", "A:2:1", "B:1:1"])
        #expect(MemoryLayout<ScreenGenCore.SourceLocation>.size == 24)
    }

    /// Past 32 bits a position is clamped, not wrapped round to a wrong one.
    @Test func aPositionBeyondThirtyTwoBitsIsClamped() {
        let far = ScreenGenCore.SourceLocation(file: "A", line: Int(Int32.max) + 5, column: -1)
        #expect(far.line == Int(Int32.max) && far.column == -1)
    }

    struct Part: Equatable, Sendable {
        var title: String
        var count: Int
    }

    struct Holder: Equatable, Sendable {
        @Indirect var part: Part?
        @Indirect var absent: Part? = nil
    }

    @Test func anIndirectPartReadsAndWritesAsTheValue() {
        var first = Holder(part: Part(title: "Posts", count: 2))
        let second = first
        first.part?.count += 1
        first.part?.title = "Replies"
        #expect(first.part == Part(title: "Replies", count: 3))
        #expect(second.part == Part(title: "Posts", count: 2), "a copy never sees the other's change")
        #expect(first != second)
        first.part = nil
        #expect(first.part == nil && first.absent == nil)
        #expect(first == Holder(part: nil))
        #expect(MemoryLayout<Indirect<Part>>.size == 8, "a reference, whatever the part's size")
    }
}
