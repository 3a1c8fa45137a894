/// The width the layout pass lays lines out to: the team's `swift format` line length, so that
/// generated files are a fixed point of the formatter the team runs (120, the formatter's own
/// default in this project, when no `.swift-format` says otherwise).
public struct SwiftLayoutStyle: Sendable, Equatable {
    public var lineLength: Int

    public init(lineLength: Int) {
        self.lineLength = lineLength
    }

    public static let standard = SwiftLayoutStyle(lineLength: 120)
    /// The widths a `.swift-format` may ask for; narrower than a declaration's own words, or wider
    /// than any editor, is a mistake in the file.
    public static let lineLengths = 40...1000
}
