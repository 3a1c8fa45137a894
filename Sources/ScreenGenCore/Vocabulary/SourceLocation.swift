/// A position in a user's file, 1-based like the compiler's, so editors can jump to it.
///
/// Every value a spec gives carries one (`Located`), so a 10,000-screen run holds millions of
/// them: line and column are stored in 32 bits each (24 bytes in all, not 32), clamped at
/// `Int32.max`, far beyond any spec a run accepts.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var file: String
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    /// Orders diagnostics as a reader meets them: by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.storedLine, lhs.storedColumn) < (rhs.file, rhs.storedLine, rhs.storedColumn)
    }
}
