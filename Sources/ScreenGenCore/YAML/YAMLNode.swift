/// A YAML node as the spec decoder needs it: its value and the 1-based line and column where it
/// starts, so that every later error can point at the offending text.
public struct YAMLNode: Sendable {
    public enum Value: Sendable {
        case scalar(Scalar)
        case mapping([Pair])
        case sequence([YAMLNode])
    }

    /// A scalar keeps its style: `true` is a boolean but `"true"` is a string.
    public struct Scalar: Sendable, Equatable {
        public var text: String
        public var isPlain: Bool

        /// YAML's null: an empty plain scalar, `~` or `null` (in any of its three spellings).
        /// Every read of a value asks, so no array of the spellings is made for it (one was made
        /// for each ask, a two-hundred-and-fiftieth of a `validate`); the length is checked first,
        /// and no spelling longer than four bytes is canonically equivalent to one of these.
        public var isNull: Bool {
            guard isPlain, text.utf8.count <= 4 else { return false }
            return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
        }
    }

    public struct Pair: Sendable {
        public let key: YAMLNode
        public let value: YAMLNode
        /// The key's text (keys are always strings in a spec; the loader refuses others), empty for
        /// any other key. Kept, not derived from `key` on each read: the decoder compares it for
        /// every key it asks a mapping for, and deriving it copied the text each time (a fortieth
        /// of a `validate` went to those copies and their release).
        public let name: String

        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
            if case .scalar(let s) = key.value { name = s.text } else { name = "" }
        }
    }

    public var value: Value
    public var line: Int
    public var column: Int

    /// How many nodes this subtree holds; aliases count at full size, which is what bounds expansion.
    public var size: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
        switch value {
        case .scalar: size = 1
        case .mapping(let pairs): size = 1 + pairs.reduce(0) { $0 + $1.key.size + $1.value.size }
        case .sequence(let items): size = 1 + items.reduce(0) { $0 + $1.size }
        }
    }

    /// What the node is, in the words an error message uses ("a mapping", "a list", "a string").
    public var kindDescription: String {
        switch value {
        case .scalar(let s) where s.isNull: "nothing (null)"
        case .scalar: "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }
}
