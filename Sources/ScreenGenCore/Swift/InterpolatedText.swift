/// User-facing text that may insert Swift values: `Delete \(item.title)?`. Everything outside a
/// `\(…)` is literal text; each `\(…)` is a single-line Swift expression. Alert titles, messages and
/// button labels are written this way, because the natural alert says which item it is about, and
/// SwiftUI localizes an interpolated `Text("Delete \(title)?")` as the key `Delete %@?`.
public struct InterpolatedText: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case text(String)
        case expression(String)
    }

    public var segments: [Segment]

    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// The expressions the text inserts, in order.
    public var expressions: [String] {
        segments.compactMap { if case .expression(let e) = $0 { e } else { nil } }
    }

    /// The text as written, interpolations included: for messages that name it.
    public var plainText: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .expression(let expression): "\\(" + expression + ")"
            }
        }.joined()
    }

    /// Splits `text` at its interpolations, or says why one of them is not a usable expression.
    /// Literal text and code are cut from the scalars as ranges (`String(scalars:)`), not
    /// appended to a scalar view one scalar at a time, which encoded each: every title and label
    /// of every spec is parsed.
    public static func parse(_ text: String) -> Result<InterpolatedText, Problem> {
        let scalars = text.scalarArray
        var segments: [Segment] = []
        // The literal text not yet added: from `literalStart` up to `index`.
        var literalStart = 0
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "(" else {
                index += 1
                continue
            }
            let start = index + 2
            let end: Int
            switch SwiftSnippet.interpolationEnd(in: scalars, from: start) {
            case .success(let found): end = found
            case .failure(let problem): return .failure(Problem(message: problem.message, offset: index))
            }
            let code = String(scalars: scalars[start..<end]).trimmingWhitespace
            if code.isEmpty { return .failure(Problem(message: "is empty", offset: index)) }
            if code.containsNewline {
                return .failure(Problem(message: "spans several lines; write it on one line", offset: index))
            }
            if literalStart < index { segments.append(.text(String(scalars: scalars[literalStart..<index]))) }
            segments.append(.expression(code.canonicallyComposed))
            index = end + 1
            literalStart = index
        }
        if literalStart < scalars.count { segments.append(.text(String(scalars: scalars[literalStart...]))) }
        return .success(InterpolatedText(segments: segments))
    }

    /// Why an interpolation is refused, and where it starts (in Unicode scalars from the text's start).
    public struct Problem: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
    }
}

extension Located where Value == InterpolatedText {
    /// The text's interpolated expressions, each located at the text.
    public var expressions: [Located<String>] { value.expressions.map { Located<String>($0, at: location) } }
}
