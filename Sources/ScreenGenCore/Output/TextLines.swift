extension String {
    /// The text's lines, split at each `\n` byte: what `split(separator: "\n",
    /// omittingEmptySubsequences: false)` returns, without grapheme breaking (a `\n` is always its own
    /// scalar), which made line splitting the largest cost of regenerating unchanged files.
    func lines() -> [Substring] {
        var lines: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == 0x0A {
                lines.append(self[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(self[start..<utf8.endIndex])
        return lines
    }
}
