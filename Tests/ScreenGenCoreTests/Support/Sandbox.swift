import Foundation
import ScreenGenCore

/// A throwaway project directory that the real `screengen` binary runs in: files are written and
/// read by paths relative to it, and it is removed (permissions restored first) when the test ends.
final class Sandbox {
    let root: String

    init() throws {
        root = try makeTemporaryDirectory()
    }

    deinit {
        // A test may leave a directory read-only; make everything removable again.
        if let names = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] {
            for name in names where !isSymbolicLink(name) {
                chmod(path(name), 0o755)
            }
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Runs `screengen` with `arguments` in the sandbox (or a directory inside it).
    @discardableResult
    func screengen(_ arguments: String..., in directory: String = "") throws -> RunResult {
        try run(TestPaths.binary, arguments, in: path(directory))
    }

    func write(_ relative: String, _ text: String) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: Paths.parent(of: full), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(path(relative), &info) == 0
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    func isSymbolicLink(_ relative: String) -> Bool {
        var info = stat()
        return lstat(path(relative), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Every entry under `relative` (hidden ones included, links not followed): a regular file as
    /// its bytes, a directory as `<dir>`, a link as `-> destination`.
    func snapshot(_ relative: String = "") -> [String: String] {
        var out: [String: String] = [:]
        let base = path(relative)
        for name in (FileManager.default.enumerator(atPath: base)?.allObjects as? [String]) ?? [] {
            let full = base + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: out[name] = "-> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case S_IFDIR: out[name] = "<dir>"
            default: out[name] = String(decoding: FileManager.default.contents(atPath: full) ?? Data(), as: UTF8.self)
            }
        }
        return out
    }

    /// The `.swift` files under `relative`, by path relative to it.
    func swiftFiles(_ relative: String) -> [String: String] {
        snapshot(relative).filter { $0.key.hasSuffix(".swift") }
    }

    /// Modification dates of the regular files under `relative`.
    func modificationDates(_ relative: String) -> [String: Date] {
        var out: [String: Date] = [:]
        for (name, value) in snapshot(relative) where value != "<dir>" && !value.hasPrefix("-> ") {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path(relative) + "/" + name)
            out[name] = attributes?[.modificationDate] as? Date
        }
        return out
    }

    /// Sets every regular file under `relative` back to `date`, so that a rewrite shows whatever
    /// the file system's timestamp resolution.
    func backdate(_ relative: String, to date: Date) throws {
        for name in modificationDates(relative).keys {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path(relative) + "/" + name)
        }
    }
}
