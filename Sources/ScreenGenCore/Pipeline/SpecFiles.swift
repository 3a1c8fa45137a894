#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        for path in paths {
            if path.containsText("*") {
                found += glob(path)
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else { throw NotFound(path: path) }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                found.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            // Links are listed, not followed.
            for child in DirectoryTree.names(in: path)
            where extensions.contains(Paths.pathExtension(of: child).lowercased()) {
                found.append(base + "/" + child)
            }
        }
        var seen: Set<String> = []
        return found.sorted().filter { seen.insert($0).inserted }
    }

    /// Files matching a pattern (`GlobPattern`): the folders before the first wildcard are searched,
    /// and every path below them is matched against the rest. Without a `**`, nothing deeper than
    /// the pattern can match, so the search stops there (`*/Specs/*.yml` need not walk `.build`).
    static func glob(_ pattern: String) -> [String] {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixed = segments.prefix { !NamePattern.hasWildcards($0) }
        let base = fixed.joined(separator: "/")
        let matcher = GlobPattern(segments: Array(segments.dropFirst(fixed.count)))
        var found: [String] = []
        for child in DirectoryTree.names(in: base.isEmpty ? "." : base, maxDepth: matcher.maxDepth)
        where matcher.matches(child.split(separator: "/").map(String.init)) {
            found.append(base.isEmpty ? child : base + "/" + child)
        }
        return found
    }
}
