/// The one path operation the writer and the pruner need to walk up from a file: a path's parent,
/// with plain string operations (Linux Foundation's `NSString` path methods trap on some short
/// relative paths).
enum FolderPath {
    /// `path` without its last component: `Out/Feed` for `Out/Feed/FeedView.swift`, `/` for `/Out`,
    /// and "" for a path of one component (`Out`, `Out/`).
    static func parent(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        var parent = path[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }
}
