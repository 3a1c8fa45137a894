import Foundation
import Testing
@testable import ScreenGenCore

/// Specs that are not well-formed YAML, or not text: what the loader refuses, and where.
extension MalformedInputTests {
    /// The "billion laughs": ten levels of ten aliases each, 10^10 nodes if expanded.
    private static let billionLaughs: String = {
        var lines = ["screen: Feed", "lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let aliases = Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("lol\(level): &lol\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    static let yamlCases: [MalformedCase] = [
        MalformedCase(
            "unclosed flow mapping", "screen: Feed\nplatform: { iOS: \"17.0\"\n",
            """
            spec.yaml:3:1: error: did not find expected ',' or '}' [yaml-syntax]
            spec.yaml:3:1: note: while parsing a flow mapping at line 2, column 11
            """),
        MalformedCase(
            "unclosed flow sequence", "screen: Feed\nloads: [\n",
            """
            spec.yaml:3:1: error: did not find expected node content [yaml-syntax]
            spec.yaml:3:1: note: while parsing a flow node at line 3, column 1
            """),
        MalformedCase(
            "list item indented less than its siblings",
            "screen: Feed\nstate:\n  - name: a\n   type: Int\n",
            """
            spec.yaml:4:4: error: did not find expected '-' indicator [yaml-syntax]
            spec.yaml:4:4: note: while parsing a block collection at line 3, column 3
            """, pointsAt: "type"),
        MalformedCase(
            "key indented under a scalar", "screen: Feed\n  title: x\n",
            """
            spec.yaml:2:8: error: mapping values are not allowed in this context [yaml-syntax]
            spec.yaml:2:8: note: a plain YAML value cannot contain ': ' — quote a Swift expression with argument labels (call: "client.posts(for: id)"), or check this line's indentation
            """,
            pointsAt: ": x"),
        MalformedCase(
            "a Swift call with labels left unquoted",
            "screen: Feed\nloads:\n  - name: posts\n    type: \"[Post]\"\n    call: client.posts(for: id)\n",
            """
            spec.yaml:5:27: error: mapping values are not allowed in this context [yaml-syntax]
            spec.yaml:5:27: note: a plain YAML value cannot contain ': ' — quote a Swift expression with argument labels (call: "client.posts(for: id)"), or check this line's indentation
            """,
            pointsAt: ": id)"),
        MalformedCase(
            "key dedented inside a mapping", "screen: Feed\nplatform:\n    iOS: \"17.0\"\n  foo: 1\n",
            """
            spec.yaml:4:3: error: did not find expected key [yaml-syntax]
            spec.yaml:4:3: note: while parsing a block mapping at line 1, column 1
            """, pointsAt: "foo"),
        MalformedCase(
            "tab used for indentation", "screen: Feed\nplatform:\n\tiOS: \"17.0\"\n",
            """
            spec.yaml:3:1: error: found character that cannot start any token [yaml-syntax]
            spec.yaml:3:1: note: while scanning for the next token at line 3, column 1
            spec.yaml:3:1: note: YAML does not allow tabs for indentation; indent with spaces
            """, pointsAt: "\t"),
        MalformedCase(
            "tab used for indentation, CR LF line endings", "screen: Feed\r\nstate:\r\n\t- name: a\r\n",
            """
            spec.yaml:3:1: error: found character that cannot start any token [yaml-syntax]
            spec.yaml:3:1: note: while scanning for the next token at line 3, column 1
            spec.yaml:3:1: note: YAML does not allow tabs for indentation; indent with spaces
            """),
        MalformedCase(
            "duplicate top-level key", "screen: Feed\ntitle: A\nsummary: S\ntitle: B\n",
            """
            spec.yaml:4:1: error: duplicate key 'title' [duplicate-key]
            spec.yaml:4:1: note: 'title' was first given at line 2, column 1
            """, pointsAt: "title: B"),
        MalformedCase(
            "duplicate nested key", "screen: Feed\nloads:\n  - name: posts\n    type: Int\n    call: f()\n    name: other\n",
            """
            spec.yaml:6:5: error: duplicate key 'name' [duplicate-key]
            spec.yaml:6:5: note: 'name' was first given at line 3, column 5
            """, pointsAt: "name: other"),
        // Refused by construction: an alias counts the full size of what it names, so the node
        // budget (100,000) is passed at the eighth *lol3 (11,111 nodes each) on line 6; libyaml is
        // never asked for the lines after it and none of the 10^10 nodes is ever built.
        MalformedCase(
            "alias bomb (billion laughs)", billionLaughs,
            "spec.yaml:6:63: error: the document expands to more than 100000 nodes (are aliases multiplying it?) [too-many-nodes]",
            pointsAt: "*lol3, *lol3, *lol3]"),
        MalformedCase(
            "10,000 nested flow sequences", "screen: Feed\ntitle: " + String(repeating: "[", count: 10_000) + "\n",
            "spec.yaml:2:71: error: nesting is deeper than 64 levels [nesting-too-deep]", pointsAt: "[["),
        MalformedCase(
            "empty file", "", "spec.yaml:1:1: error: the spec is empty; it needs at least `screen: Name` [empty-document]"
        ),
        MalformedCase(
            "only comments", "# A screen\n# to be written\n",
            "spec.yaml:3:1: error: the spec is empty; it needs at least `screen: Name` [empty-document]"),
        MalformedCase(
            "two documents", "screen: Feed\n---\nscreen: Other\n",
            "spec.yaml:2:1: error: a spec file holds one YAML document; this is a second one [multiple-documents]",
            pointsAt: "---"),
        MalformedCase(
            "a mapping as a key", "screen: Feed\n? { a: 1 }\n: x\n",
            "spec.yaml:2:3: error: mapping keys must be plain strings, not a mapping [non-string-key]",
            pointsAt: "{ a: 1 }"),
        MalformedCase(
            "a list as a key", "screen: Feed\n[a, b]: 1\n",
            "spec.yaml:2:1: error: mapping keys must be plain strings, not a list [non-string-key]",
            pointsAt: "[a, b]"),
        MalformedCase(
            "undefined alias", "screen: Feed\ntitle: *name\n",
            "spec.yaml:2:8: error: alias *name refers to no anchor defined before it [unknown-alias]",
            pointsAt: "*name"),
        MalformedCase(
            "alias used before its anchor", "screen: Feed\ntitle: *t\nsummary: &t Feed\n",
            "spec.yaml:2:8: error: alias *t refers to no anchor defined before it [unknown-alias]",
            pointsAt: "*t"),
    ]

    static let encodingCases: [MalformedCase] = [
        MalformedCase(
            "binary garbage (a PNG header)", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00],
            "spec.yaml:1:1: error: invalid UTF-8 byte sequence [encoding]"),
        MalformedCase(
            "invalid UTF-8 after valid multi-byte text",
            bytes: Array("screen: Feed\ntitle: Café ".utf8) + [0xC3, 0x28] + Array("\n".utf8),
            "spec.yaml:2:13: error: invalid UTF-8 byte sequence [encoding]"),
        MalformedCase(
            "UTF-8 encoded surrogate", bytes: Array("screen: Feed\ntitle: ".utf8) + [0xED, 0xA0, 0x80, 0x0A],
            "spec.yaml:2:8: error: invalid UTF-8 byte sequence [encoding]"),
        MalformedCase(
            "NUL byte", bytes: Array("screen: Feed\ntitle: \"a".utf8) + [0x00] + Array("b\"\n".utf8),
            """
            spec.yaml:2:10: error: control characters are not allowed [yaml-syntax]
            spec.yaml:2:10: note: the character there is U+0000
            """),
        MalformedCase(
            "escape character after CR LF lines", "screen: Feed\r\nsummary: x\r\ntitle: é\u{1B}\r\n",
            """
            spec.yaml:3:9: error: control characters are not allowed [yaml-syntax]
            spec.yaml:3:9: note: the character there is U+001B
            """),
        MalformedCase(
            "UTF-16 LE byte order mark", bytes: [0xFF, 0xFE] + Array("screen: Feed\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            "spec.yaml:1:1: error: spec files must be UTF-8, but this one starts with a UTF-16 byte order mark [encoding]"
        ),
        MalformedCase(
            "UTF-16 BE byte order mark", bytes: [0xFE, 0xFF] + Array("screen: Feed\n".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
            "spec.yaml:1:1: error: spec files must be UTF-8, but this one starts with a UTF-16 byte order mark [encoding]"
        ),
        MalformedCase(
            "UTF-32 LE byte order mark", bytes: [0xFF, 0xFE, 0x00, 0x00, 0x73, 0x00, 0x00, 0x00],
            "spec.yaml:1:1: error: spec files must be UTF-8, but this one starts with a UTF-32 byte order mark [encoding]"
        ),
        MalformedCase(
            "UTF-8 byte order mark on a valid multi-line spec", bytes: [0xEF, 0xBB, 0xBF] + Array(validSpec.utf8), "",
            status: 0),
        MalformedCase(
            "UTF-8 byte order mark, then a mistake on line 3", bytes: [0xEF, 0xBB, 0xBF] + Array("screen: Feed\ntitle: Feed\ntilte: x\n".utf8),
            """
            spec.yaml:3:1: error: unknown key 'tilte' in a screen spec [unknown-key]
            spec.yaml:3:1: note: did you mean 'title'?
            """, pointsAt: "tilte"),
        MalformedCase(
            "UTF-8 byte order mark, a mistake on line 1", bytes: [0xEF, 0xBB, 0xBF] + Array("screen: my-feed\n".utf8),
            "spec.yaml:1:9: error: 'my-feed' is not a valid Swift identifier: it contains '-', which cannot appear in a Swift identifier (character 3) [invalid-identifier]",
            pointsAt: "my-feed"),
        MalformedCase(
            "file over the 1 MiB limit", "screen: Feed\n#" + String(repeating: "x", count: 1 << 20) + "\n",
            "spec.yaml:1:1: error: the file is larger than the limit of 1048576 bytes for a spec [file-too-large]"),
    ]
}
