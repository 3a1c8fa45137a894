import Dispatch

/// Named partial sources, parsed lazily once per (name, indentation) and cached.
///
/// Partials are parsed on first use so a large library of partials costs nothing until a
/// template includes them, and at most once however many renders share this value (copies
/// share one cache, which is safe to use from concurrent renders). An unknown name renders as
/// the empty string, as the spec requires; a partial that fails to parse throws its own
/// `MustacheError`, named after the partial.
public struct MustachePartials: Sendable {
    private let sources: [String: String]
    private let fileNames: [String: String]
    private let cache = PartialCache()
    /// Partials parsed ahead of any render (`preparing(for:)`): read without the cache's queue.
    private var prepared: [PartialCache.Key: Result<[MustacheNode], MustacheError>] = [:]

    /// How deep in includes, and how many (name, indentation) pairs in all, are parsed ahead. A
    /// partial that includes itself (or another that includes it) from an indented line has a new
    /// indentation, and a longer source, at every level; deeper ones are parsed on first use, as
    /// without preparing.
    static let preparedDepth = 6
    static let preparedLimit = 256

    /// Creates a set of partials keyed by the name used in `{{>name}}` tags. `fileNames` gives,
    /// by tag name, what errors inside a partial call it (its file's path); the tag name otherwise.
    public init(_ sources: [String: String] = [:], fileNames: [String: String] = [:]) {
        self.sources = sources
        self.fileNames = fileNames
    }

    /// The parsed partial, or `nil` when there is no partial with that name.
    ///
    /// A standalone partial tag indents every line of the partial's source, which changes how
    /// it parses (standalone lines), so each indentation gets its own cached tree.
    func template(named name: String, indentation: String) throws(MustacheError)
        -> MustacheTemplate?
    {
        let key = PartialCache.Key(name: name, indentation: indentation)
        if let entry = prepared[key] { return MustacheTemplate(name: fileNames[name] ?? name, nodes: try entry.get()) }
        guard let source = sources[name] else { return nil }
        let fileName = fileNames[name] ?? name
        let nodes = try cache.nodes(for: key) { () throws(MustacheError) in
            try MustacheParser.parse(
                name: fileName, bytes: indent(Array(source.utf8), with: Array(indentation.utf8)),
                columnOffset: indentation.count)
        }
        return MustacheTemplate(name: fileName, nodes: nodes)
    }

    /// These partials, with every one `templates` include (directly, or through one another, with
    /// the indentation each tag gives) parsed now. Renders share one cache behind a serial queue;
    /// a screen includes partials dozens of times, and waiting on that queue for each was a
    /// sixteenth of a cold `generate`. A partial that fails to parse still throws only when a
    /// render includes it.
    func preparing(for templates: [MustacheTemplate]) -> MustachePartials {
        var copy = self
        // Breadth first, so the shallow includes every render makes are the ones prepared.
        var level = templates.flatMap { Self.partialTags(in: $0.nodes) }
        for _ in 0..<Self.preparedDepth {
            var next: [PartialCache.Key] = []
            for key in level where copy.prepared[key] == nil && sources[key.name] != nil {
                guard copy.prepared.count < Self.preparedLimit else { return copy }
                let entry = Result { () throws(MustacheError) in
                    try template(named: key.name, indentation: key.indentation)?.nodes ?? []
                }
                copy.prepared[key] = entry
                if case .success(let nodes) = entry { next += Self.partialTags(in: nodes) }
            }
            level = next
        }
        return copy
    }

    /// The (name, indentation) of every partial tag in `nodes`, sections' children included.
    private static func partialTags(in nodes: [MustacheNode]) -> [PartialCache.Key] {
        var keys: [PartialCache.Key] = []
        var pending = [nodes[...]]
        while var level = pending.popLast() {
            while let node = level.popFirst() {
                switch node {
                case .partial(let name, let indentation, _, _):
                    keys.append(PartialCache.Key(name: name, indentation: indentation))
                case .section(_, let children, _, _), .invertedSection(_, let children, _, _):
                    pending.append(children[...])
                case .text, .variable: continue
                }
            }
        }
        return keys
    }

    /// Prepends `indentation` to every line of `source` (not after a final line break), as the
    /// spec requires for partials included by a standalone tag.
    private func indent(_ source: [UInt8], with indentation: [UInt8]) -> [UInt8] {
        guard !indentation.isEmpty, !source.isEmpty else { return source }
        var result = indentation
        result.reserveCapacity(source.count + indentation.count * 8)
        for (offset, byte) in source.enumerated() {
            result.append(byte)
            if byte == UInt8(ascii: "\n"), offset + 1 < source.count {
                result.append(contentsOf: indentation)
            }
        }
        return result
    }
}

/// The shared parse cache behind `MustachePartials`.
///
/// `@unchecked Sendable` is sound because every access to `entries` happens on `queue`, one at a
/// time. A serial queue rather than the core's `Lock`: the Mustache engine uses no other stage.
private final class PartialCache: @unchecked Sendable {
    struct Key: Hashable {
        var name: String
        var indentation: String
    }

    private let queue = DispatchQueue(label: "screengen.partials")
    private var entries: [Key: Result<[MustacheNode], MustacheError>] = [:]

    /// The cached result for `key`, parsing on the queue so each key is parsed exactly once.
    /// Parsing never renders, so it cannot re-enter the cache.
    func nodes(
        for key: Key, parse: () throws(MustacheError) -> [MustacheNode]
    ) throws(MustacheError) -> [MustacheNode] {
        typealias Entry = Result<[MustacheNode], MustacheError>
        let entry = queue.sync { () -> Entry in
            if let entry = entries[key] { return entry }
            let entry: Entry
            do throws(MustacheError) { entry = .success(try parse()) } catch { entry = .failure(error) }
            entries[key] = entry
            return entry
        }
        return try entry.get()
    }
}
