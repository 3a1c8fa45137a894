extension SwiftLayout {
    /// A read-only computed property, `head { body }`, laid out for `indent` as `swift format`
    /// keeps it: on one line when it fits in the line length, else the body on a line of its own
    /// four spaces in (opened in turn while it does not fit) and the closing brace on the last.
    /// Lines are relative to the first one's indentation.
    public static func computedProperty(_ head: String, body: String, indent: Int) -> [String] {
        let single = "\(head) { \(body) }"
        guard indent + single.count > lineLength else { return [single] }
        return ["\(head) {"] + opened(body, indent: indent + 4).map { "    " + $0 } + ["}"]
    }
}
