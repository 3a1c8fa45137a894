#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Path arithmetic on the text of a path, the one place screengen splits and joins paths. Nothing
/// here asks the file system (no link is resolved), so a result is the same on every machine.
///
/// Foundation's `NSString` path methods are not used: on Linux `deletingLastPathComponent` traps
/// on a one-character relative path (`--output s` crashed the run), and their answers differ
/// between platforms for `.`, `..`, `//` and trailing slashes. Paths are POSIX paths: `/` separates
/// components, a path starting with `/` is absolute, and repeated slashes count as one.
public enum Paths {
    /// The directory holding `path`: `a/b` → `a`, `a/b/` → `a`, `/a` → `/`, `/` → `/`. A relative
    /// path of one component (`a`, `.`, `..`) has the empty path as its parent: the directory the
    /// path is relative to, which callers use as the working directory.
    public static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let head = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return head.isEmpty ? "/" : head
    }

    /// The last component of `path`: `a/b` → `b`, `a/b/` → `b`, `a` → `a`, `/` → `/`, `` → ``.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed != "/" else { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `relative` inside `base`, joined by exactly one slash: `a` + `b/c` → `a/b/c`, `a/` + `b` →
    /// `a/b`, `/` + `b` → `/b`. An empty `base` is the working directory: `` + `b` → `b`. `relative`
    /// is read as relative even when it starts with a slash.
    public static func appending(_ relative: String, to base: String) -> String {
        let tail = String(relative.drop { $0 == "/" })
        guard !base.isEmpty else { return tail }
        guard !tail.isEmpty else { return base }
        let head = trimmingTrailingSlashes(base)
        return head.hasSuffix("/") ? head + tail : head + "/" + tail
    }

    /// The extension of the last component, without the dot: `a/b.yaml` → `yaml`, `b.tar.gz` →
    /// `gz`. A name with no dot after its first character has none: `b`, `.yaml`, `b.`.
    public static func pathExtension(of path: String) -> String {
        asciiPathExtension(of: path) ?? characterPathExtension(of: path)
    }

    /// `pathExtension(of:)` for any path, character by character.
    static func characterPathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `path` with `.` components and repeated or trailing slashes removed, and each `..` taking
    /// back the component before it: `a//b/./c/../d/` → `a/b/d`. A relative path keeps the `..`
    /// it starts with (`../a`); an absolute one stops at the root (`/../a` → `/a`). The empty path
    /// and `.` are `.`.
    public static func normalised(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = kept.last, last != ".." {
                kept.removeLast()
            } else if component != ".." || !isAbsolute {
                kept.append(component)
            }
        }
        let joined = kept.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `path` as an absolute, normalised path: a relative one is read from `workingDirectory`.
    public static func absolute(
        _ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        normalised(path.hasPrefix("/") ? path : appending(path, to: workingDirectory))
    }

    /// `path` relative to the directory `base`, both read from `workingDirectory` when relative:
    /// `Specs/Feed.yaml` from `.` → `Specs/Feed.yaml`, `/p/Specs/Feed.yaml` from `/p/App` →
    /// `../Specs/Feed.yaml`. The same file gives the same answer however either path was written.
    /// `path` equal to `base` is `.`.
    public static func relative(
        _ path: String, to base: String, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        let from = components(of: absolute(base.isEmpty ? "." : base, workingDirectory: workingDirectory))
        let to = components(of: absolute(path, workingDirectory: workingDirectory))
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let steps = Array(repeating: "..", count: from.count - common) + to[common...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// The names between the slashes, without empty ones: `/a//b/` → `a`, `b`.
    public static func components(of path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    /// `pathExtension(of:)` read off the bytes of an ASCII path, where a character is a byte (a
    /// CR LF pair is one character, but neither is a slash or a dot), so the answer is the same;
    /// nil for any other path. `SpecFiles` asks it of every file in a spec folder, and the
    /// character-by-character walk was most of the folder's listing, before any spec is read.
    static func asciiPathExtension(of path: String) -> String? {
        // nil twice over: no contiguous bytes (not a native string), or not ASCII.
        let answer = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard String.bytesAreASCII(bytes) else { return nil }
            let slash = UInt8(ascii: "/")
            var end = bytes.count
            while end > 0 && bytes[end - 1] == slash { end -= 1 }
            var start = end
            while start > 0 && bytes[start - 1] != slash { start -= 1 }
            guard let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")), dot != start else { return "" }
            return String(decoding: bytes[(dot + 1)..<end], as: UTF8.self)
        }
        return answer.flatMap { $0 }
    }

    /// `a/b//` → `a/b`; a path of slashes only is the root, `/`.
    ///
    /// On a `Substring`, not through `reversed().drop(while:).reversed()`: the runtime builds the
    /// metadata of those wrapper types the first time, by a search of every conformance record,
    /// and every run paid it (a tenth of the instructions of `validate` on one spec).
    static func trimmingTrailingSlashes(_ path: String) -> String {
        guard path.hasSuffix("/") else { return path }
        var trimmed = Substring(path)
        while trimmed.last == "/" { trimmed = trimmed.dropLast() }
        return trimmed.isEmpty ? "/" : String(trimmed)
    }
}
