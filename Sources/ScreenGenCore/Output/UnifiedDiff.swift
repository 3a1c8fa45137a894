/// A unified diff (`diff -u` format, three lines of context) between two texts, computed with
/// Myers' O(ND) algorithm so that a small change in a large file costs little.
public enum UnifiedDiff {
    public static func diff(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(firstChange - context, index)
            var end = firstChange
            var lastChange = firstChange
            while end < script.count {
                if script[end].kind != .same {
                    lastChange = end
                } else if end - lastChange > 2 * context {
                    break
                }
                end += 1
            }
            let stop = min(lastChange + context + 1, script.count)
            let hunk = script[start..<stop]
            let oldStart = hunk.first.map { $0.oldLine } ?? 0
            let newStart = hunk.first.map { $0.newLine } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: out += " \(edit.text)\n"
                case .delete: out += "-\(edit.text)\n"
                case .insert: out += "+\(edit.text)\n"
                }
            }
            index = stop
        }
        return out
    }

    /// The 1-based line of the new text where the two texts first differ (1 when identical).
    public static func firstChangedLine(old: String, new: String) -> Int {
        let a = lines(old)
        let b = lines(new)
        var index = 0
        while index < a.count && index < b.count && a[index] == b[index] { index += 1 }
        return index + 1
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // diff -u names an empty range by the line before it.
        count == 0 ? "\(start - 1),0" : (count == 1 ? "\(start)" : "\(start),\(count)")
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.lines()
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: Substring
        /// 1-based line numbers in the old and new text where this edit stands.
        var oldLine: Int
        var newLine: Int
    }

    /// The shortest edit script from `a` to `b`.
    static func editScript(_ a: [Substring], _ b: [Substring], maxEdits: Int = 2_000) -> [Edit] {
        let n = a.count
        let m = b.count
        let max = n + m
        var finished = false
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) {
                    x = v[k + 1 + max]
                } else {
                    x = v[k - 1 + max] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[k + max] = x
                if x >= n && y >= m {
                    finished = true
                    break outer
                }
            }
            // Memory grows with the number of edits: past a bound, say "replace everything".
            if d >= maxEdits { break }
        }
        guard finished else {
            return a.enumerated().map { Edit(kind: .delete, text: $1, oldLine: $0 + 1, newLine: 1) }
                + b.enumerated().map { Edit(kind: .insert, text: $1, oldLine: n + 1, newLine: $0 + 1) }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max])) ? k + 1 : k - 1
            let previousX = v[previousK + max]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                edits.append(Edit(kind: .same, text: a[x - 1], oldLine: x, newLine: y))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    edits.append(Edit(kind: .insert, text: b[y - 1], oldLine: x + 1, newLine: y))
                } else {
                    edits.append(Edit(kind: .delete, text: a[x - 1], oldLine: x, newLine: y + 1))
                }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
