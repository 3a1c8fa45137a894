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
}
