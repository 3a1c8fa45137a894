/// The imports at the top of a rendered file, in the order `swift format` keeps them (its
/// `OrderedImports` rule): a template writes its own imports, then the spec's and the
/// configuration's (`imports`), and each run of plain `import Module` lines is sorted by module
/// and each module kept once. So a file's own `import SwiftUI` and a spec's `import StoreKit` come
/// out as `swift format` would leave them, and a module the file imports already is not repeated,
/// whichever template (ours or a team's) wrote them.
///
/// Only the top of the file is read: comment, blank and import lines, up to the first other line.
/// A declaration import (`import struct Module.Type`) or an `@testable import` ends a run, as
/// `swift format` puts them in groups of their own after the plain ones.
enum SwiftImportOrder {
    static func ordered(_ source: String) -> String {
        var lines: [String] = []
        var rest = source[...]
        // The lines of the top of the file, each without its line break.
        while let end = rest.firstIndex(of: "\n") {
            let line = rest[..<end]
            guard line.isEmpty || line.hasPrefix("//") || line.hasPrefix("import ") || line.hasPrefix("@testable ")
            else { break }
            lines.append(String(line))
            rest = rest[rest.index(after: end)...]
        }
        var changed = false
        var start = 0
        while start < lines.count {
            guard Self.module(lines[start]) != nil else {
                start += 1
                continue
            }
            var end = start
            while end < lines.count, Self.module(lines[end]) != nil { end += 1 }
            let run = lines[start..<end]
            let ordered = Set(run.compactMap(Self.module)).sorted().map { "import " + $0 }
            if !run.elementsEqual(ordered, by: { $0 == $1 }) {
                lines.replaceSubrange(start..<end, with: ordered)
                changed = true
                end = start + ordered.count
            }
            start = end
        }
        guard changed else { return source }
        return lines.joined(separator: "\n") + "\n" + rest
    }

    /// The module of a plain `import Module` line (`Foundation`, `UIKit.UIGestureRecognizerSubclass`); nil
    /// for any other line.
    private static func module(_ line: String) -> Substring? {
        guard line.hasPrefix("import ") else { return nil }
        let module = line.dropFirst("import ".count)
        return module.isEmpty || module.contains(" ") ? nil : module
    }
}
