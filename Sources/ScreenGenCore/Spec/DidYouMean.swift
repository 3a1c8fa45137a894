/// Suggests the closest known word for a misspelt key or name.
public enum DidYouMean {
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            let budget = max(2, candidate.count / 3)
            // Rewriting every character of a short word is no suggestion ('zz' → 'a').
            guard distance <= budget, distance < max(lowered.count, candidate.count) else { continue }
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance over characters, in O(n·m) time and O(m) memory.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
