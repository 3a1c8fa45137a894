/// Suggests the closest known word for a misspelt key or name.
public enum DidYouMean {
    /// Words longer than this get no suggestion: nobody misspells a name that long, and the
    /// distance costs the product of the two lengths.
    public static let maxLength = 64

    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        // utf8.count is O(1) and at least the number of characters: a cheap first cut.
        guard word.utf8.count <= 4 * maxLength else { return nil }
        let lowered = scalars(word)
        guard lowered.count <= maxLength else { return nil }
        var best: (String, Int)?
        for candidate in candidates where candidate.utf8.count <= 4 * maxLength {
            let other = scalars(candidate)
            let budget = max(2, other.count / 3)
            // The distance is at least the difference in length: skip a hopeless candidate without
            // computing it, so a very long word costs nothing against short keys.
            guard abs(lowered.count - other.count) <= budget else { continue }
            let distance = editDistance(lowered, other, limit: budget)
            // Rewriting every character of a short word is no suggestion ('zz' → 'a').
            guard distance <= budget, distance < max(lowered.count, other.count) else { continue }
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance over Unicode scalars, in O(n·m) time and O(m) memory.
    static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a.unicodeScalars.map(\.value)), Array(b.unicodeScalars.map(\.value)), limit: Int.max)
    }

    private static func scalars(_ word: String) -> [UInt32] { word.lowercased().unicodeScalars.map(\.value) }

    /// The distance, or some value above `limit` as soon as every row of the table exceeds it.
    static func editDistance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            let character = a[i - 1]
            for j in 1...b.count {
                var value = previous[j - 1] + (character == b[j - 1] ? 0 : 1)
                if previous[j] + 1 < value { value = previous[j] + 1 }
                if current[j - 1] + 1 < value { value = current[j - 1] + 1 }
                current[j] = value
                if value < rowMinimum { rowMinimum = value }
            }
            // The minimum of a row never decreases in the next one, and the distance is at least it.
            if rowMinimum > limit { return rowMinimum }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
