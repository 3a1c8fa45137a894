import Foundation

/// The project configuration: from `screengen.yml` when there is one, defaults otherwise.
public struct Config: Sendable {
    /// The file it was read from; nil for the defaults.
    public var path: String?
    /// Spec paths and patterns, already relative to the working directory.
    public var specs: [String] = ["Specs"]
    public var output: String = "Generated"
    public var layout: OutputLayout = .perScreen
    public var defaultTarget = OSVersion(17, 0)
    public var templates: String?
    public var header: String?
    public var ruleSeverities: [String: Located<String>] = [:]

    public init() {}

    /// The header's lines, each a comment line of every generated file.
    public var headerLines: [String] {
        header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    public static let fileName = "screengen.yml"

    /// The nearest `screengen.yml` in `directory` or above it, as a path relative to `directory`
    /// (`screengen.yml`, `../screengen.yml`) so that printed paths stay short and relative.
    public static func find(from directory: String) -> String? {
        var current = Paths.absolute(directory)
        var levels = 0
        while true {
            if FileManager.default.fileExists(atPath: Paths.appending(fileName, to: current)) {
                return String(repeating: "../", count: levels) + fileName
            }
            if current == "/" { return nil }
            current = Paths.parent(of: current)
            levels += 1
        }
    }
}
