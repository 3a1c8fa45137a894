/// The inverse of the line-length layout, for the tests of `SwiftLayoutPass`: every construct a
/// file opens over several lines because it does not fit on one is joined back onto one line, as
/// a template would write it if no stage knew indentation. The constructs are those the layout
/// helpers opened: a call or signature one argument per line (`f(` … `)`), a block whose one-line
/// body did not fit (`head {` … `}`), an `if` one condition per line, a `case` label whose body
/// went to the next line. A construct is joined only where its one line is over the length (a
/// line break the layout did not make stays), and modifiers after a call it joins hang four spaces
/// in again, as they do after a one-line call.
struct LayoutUnwrap {
    static let lineLength = 120

    private let lines: [Substring]
    /// How many constructs the unwrap joined.
    private(set) var joinedCount = 0
    private(set) var text = ""

    init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [String] = []
        var index = 0
        while index < lines.count {
            let indent = Self.indent(lines[index])
            guard let joined = joined(at: index), indent + joined.text.count > Self.lineLength else {
                output.append(String(lines[index]))
                index += 1
                continue
            }
            joinedCount += 1
            output.append(String(repeating: " ", count: indent) + joined.text)
            index = joined.next
            let closing = content(joined.next - 1)
            guard closing == ")" || closing == "}" else { continue }
            // A chain of modifiers after it: level with the `)` before, four spaces in now.
            var isInChain = false
            while index < lines.count, !lines[index].isEmpty,
                (Self.indent(lines[index]) == indent && content(index).hasPrefix("."))
                    || (isInChain && Self.indent(lines[index]) > indent)
            {
                isInChain = true
                output.append("    " + lines[index])
                index += 1
            }
        }
        text = output.joined(separator: "\n")
    }

    private static func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }

    private func content(_ index: Int) -> Substring { lines[index].drop { $0 == " " } }

    private func indent(_ index: Int) -> Int? { index < lines.count ? Self.indent(lines[index]) : nil }

    /// The one-line form of the construct that starts at line `index`, and the line after it.
    private func joined(at index: Int) -> (text: String, next: Int)? {
        let line = content(index)
        let indent = Self.indent(lines[index])
        if line.hasPrefix("//") { return nil }
        if line.hasSuffix("(") {
            var elements: [String] = []
            var next = index + 1
            while self.indent(next) == indent + 4 {
                guard let element = element(at: next) else { return nil }
                elements.append(element.text)
                next = element.next
            }
            guard self.indent(next) == indent, content(next).hasPrefix(")"), !elements.isEmpty,
                elements.dropLast().allSatisfy({ $0.hasSuffix(",") }), elements.last?.hasSuffix(",") == false
            else { return nil }
            return (line + elements.joined(separator: " ") + content(next), next + 1)
        }
        if line.hasPrefix("if "), line.hasSuffix(",") {
            var conditions: [Substring] = []
            var next = index + 1
            while self.indent(next) == indent + 4 {
                conditions.append(content(next))
                next += 1
            }
            guard self.indent(next) == indent, content(next) == "{", !conditions.isEmpty else { return nil }
            return (line + " " + conditions.joined(separator: " ") + " {", next + 1)
        }
        if line.hasPrefix("case "), line.hasSuffix(":"), self.indent(index + 1) == indent + 4,
            let body = element(at: index + 1), (self.indent(body.next) ?? 0) <= indent
        {
            return (line + " " + body.text, body.next)
        }
        if line.hasSuffix(" {"), self.indent(index + 1) == indent + 4, let body = element(at: index + 1),
            self.indent(body.next) == indent, content(body.next).hasPrefix("}")
        {
            return (line + " " + body.text + " " + content(body.next), body.next + 1)
        }
        return nil
    }

    /// A line inside a construct: itself, or the construct it starts joined when that is over the
    /// length; nil when it starts a construct that fits (the construct around it cannot be joined).
    private func element(at index: Int) -> (text: String, next: Int)? {
        if let joined = joined(at: index) {
            return Self.indent(lines[index]) + joined.text.count > Self.lineLength ? joined : nil
        }
        let line = content(index)
        let opens = line.hasSuffix("(") || line.hasSuffix("{") || line.hasSuffix("[") || line.hasSuffix(":")
        return opens || line.hasPrefix("if ") ? nil : (String(line), index + 1)
    }
}
