import Foundation

/// Finds the spec files a command was given: files as they are, directories searched recursively
/// for `*.yaml` / `*.yml`, the result sorted so that output never depends on file-system order.
public enum SpecFiles {
    public static let extensions: Set<String> = ["yaml", "yml"]

    public struct NotFound: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path): error: no such file or directory" }
    }

    public static func expand(_ paths: [String]) throws(NotFound) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            if path.contains("*") {
                found += glob(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw NotFound(path: path) }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let children = (manager.enumerator(atPath: path)?.allObjects as? [String]) ?? []
            for child in children where extensions.contains((child as NSString).pathExtension.lowercased()) {
                found.append(base + "/" + child)
            }
        }
        var seen: Set<String> = []
        return found.sorted().filter { seen.insert($0).inserted }
    }

    /// Files matching a pattern (`GlobPattern`): the folders before the first wildcard are searched
    /// recursively, and every path below them is matched against the rest.
    static func glob(_ pattern: String) -> [String] {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixed = segments.prefix { !NamePattern.hasWildcards($0) }
        let base = fixed.joined(separator: "/")
        let matcher = GlobPattern(segments: Array(segments.dropFirst(fixed.count)))
        let root = base.isEmpty ? "." : base
        let children = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return children.filter { matcher.matches($0.split(separator: "/").map(String.init)) }
            .map { base.isEmpty ? $0 : base + "/" + $0 }
    }
}
