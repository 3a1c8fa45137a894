import Foundation
import Testing
@testable import ScreenGenCore

/// One broken spec and exactly what `screengen validate` must say about it.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    /// The whole standard output of `screengen validate -q spec.yaml`, run next to the file.
    var expected: String
    var status: Int32
    /// The text that must start at the first diagnostic's line and column: the offending node.
    var pointsAt: String?

    init(_ name: String, _ text: String, _ expected: String, status: Int32 = 1, pointsAt: String? = nil) {
        self.init(name, bytes: Array(text.utf8), expected, status: status, pointsAt: pointsAt)
    }

    init(_ name: String, bytes: [UInt8], _ expected: String, status: Int32 = 1, pointsAt: String? = nil) {
        self.name = name
        self.bytes = bytes
        self.expected = expected.isEmpty || expected.hasSuffix("\n") ? expected : expected + "\n"
        self.status = status
        self.pointsAt = pointsAt
    }

    var testDescription: String { name }
}

/// Writes `bytes` to `spec.yaml` in a fresh directory and validates it from there, so every
/// diagnostic starts with the relative path `spec.yaml`.
private func validate(_ bytes: [UInt8], _ extra: String...) throws -> RunResult {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data(bytes).write(to: URL(fileURLWithPath: directory + "/spec.yaml"))
    return try run(TestPaths.binary, ["validate"] + extra + ["spec.yaml"], in: directory)
}

/// The text of `bytes` from a 1-based line and column (columns count Unicode scalars, as the
/// diagnostics do; a UTF-8 byte order mark is not a column).
private func text(of bytes: [UInt8], line: Int, column: Int) -> String? {
    var source = String(decoding: bytes, as: UTF8.self)
    if source.hasPrefix("\u{FEFF}") { source.unicodeScalars.removeFirst() }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard line - 1 < lines.count else { return nil }
    let scalars = lines[line - 1].unicodeScalars
    guard column - 1 <= scalars.count else { return nil }
    var rest = String.UnicodeScalarView()
    rest.append(contentsOf: scalars.dropFirst(column - 1))
    return String(rest)
}

/// `spec.yaml:3:7: error: …` → (3, 7).
private func firstLocation(_ output: String) -> (Int, Int)? {
    guard let first = output.split(separator: "\n").first else { return nil }
    let parts = first.split(separator: ":", maxSplits: 3)
    guard parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]) else { return nil }
    return (line, column)
}

/// A spec that is fine, to which the cases add one mistake.
private let validSpec = """
    screen: Feed
    state:
      - { name: searchText, type: String, initial: '""' }
    loads:
      - { name: posts, type: "[Post]", call: "client.posts(matching: searchText)", dependsOn: [searchText] }
    content:
      sections:
        - { load: posts, element: post, row: "PostRow(post: post)" }
    environment:
      - { name: client, type: FeedClient, preview: { loaded: FeedClient.preview, loading: FeedClient.loading, error: FeedClient.failing } }

    """

/// The "billion laughs": ten levels of ten aliases each, 10^10 nodes if expanded.
private let billionLaughs: String = {
    var lines = ["screen: Feed", "lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1...9 {
        let aliases = Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ")
        lines.append("lol\(level): &lol\(level) [\(aliases)]")
    }
    return lines.joined(separator: "\n") + "\n"
}()

@Suite("Malformed specs through screengen validate")
struct MalformedInputTests {
    static let cases: [MalformedCase] = yamlCases + encodingCases + typeCases + keyCases + nameCases
        + expressionCases + targetCases + alertCases

    static let alertCases: [MalformedCase] = [
        MalformedCase(
            "a toolbar button that reads item", "screen: Feed\ntoolbar:\n  - { label: Edit, action: sheet = .edit(item) }\n",
            """
            spec.yaml:3:28: error: a toolbar button reads 'item', but a toolbar has none [unknown-name]
            spec.yaml:3:28: note: the items belong to sheet, alert and dialog cases; read what the view has
            """, pointsAt: "sheet = .edit(item)"),
        MalformedCase(
            "an interpolation in YAML double quotes", "screen: Feed\nalerts:\n  - { case: gone, title: \"Gone \\(item)\" }\n",
            """
            spec.yaml:3:32: error: found unknown escape character [yaml-syntax]
            spec.yaml:3:32: note: while parsing a quoted scalar at line 3, column 26
            spec.yaml:3:32: note: in double quotes a backslash starts a YAML escape: write an interpolation in single quotes (title: 'Delete \\(item.title)?') or unquoted, or double the backslash
            """, pointsAt: "\\("),
        MalformedCase(
            "an empty alert title", "screen: Feed\nalerts:\n  - { case: gone, title: '  ' }\n",
            "spec.yaml:3:26: error: 'title' of alert 'gone' is empty [invalid-value]", pointsAt: "'  '"),
        MalformedCase(
            "an item-less alert that reads item",
            "screen: Feed\nalerts:\n  - { case: gone, title: 'Gone \\(item.title)' }\n",
            """
            spec.yaml:3:26: error: alert 'gone' reads 'item', but has none [unknown-name]
            spec.yaml:3:26: note: give the case one (item: <Type>), or read what the view has
            """, pointsAt: "'Gone"),
        MalformedCase(
            "an item-less sheet that reads item",
            "screen: Feed\nsheets:\n  - { case: edit, destination: \"EditView(post: item)\" }\n",
            """
            spec.yaml:3:32: error: sheet 'edit' reads 'item', but has none [unknown-name]
            spec.yaml:3:32: note: give the case one (item: <Type>), or read what the view has
            """, pointsAt: "\"EditView"),
        MalformedCase(
            "two cancel buttons",
            "screen: Feed\nconfirmationDialogs:\n  - case: quit\n    title: Quit?\n    actions:\n      - { label: No, role: cancel }\n      - { label: Never, role: cancel }\n",
            """
            spec.yaml:7:31: error: dialog 'quit' has a second cancel button; SwiftUI shows one [invalid-value]
            spec.yaml:7:31: note: give one button role: cancel, the others no role or destructive
            """, pointsAt: "cancel }"),
        MalformedCase(
            "an action that throws",
            "screen: Feed\nalerts:\n  - { case: gone, title: Gone, actions: [{ label: Retry, action: try await store.retry() }] }\n",
            """
            spec.yaml:3:66: error: the action throws, and a button has nowhere to report the error [invalid-expression]
            spec.yaml:3:66: note: write 'try?' to ignore it, or call a function that handles the error (and, say, sets an alert)
            """, pointsAt: "try await"),
        MalformedCase(
            "unclosed interpolation in an alert title", "screen: Feed\nalerts:\n  - { case: gone, title: 'Gone \\(item.name' }\n",
            """
            spec.yaml:3:26: error: the interpolation in 'title' is missing a closing ')' [invalid-expression]
            spec.yaml:3:26: note: '\\(' starts a Swift expression, here at character 6 of the text
            """, pointsAt: "'Gone"),
        MalformedCase(
            "empty interpolation in a button label",
            "screen: Feed\nconfirmationDialogs:\n  - case: delete\n    title: Delete?\n    actions: [{ label: 'Delete \\( )' }]\n",
            """
            spec.yaml:5:24: error: the interpolation in 'label' is empty [invalid-expression]
            spec.yaml:5:24: note: '\\(' starts a Swift expression, here at character 8 of the text
            """, pointsAt: "'Delete"),
        MalformedCase(
            "an alert has no title visibility",
            "screen: Feed\nalerts:\n  - { case: gone, title: Gone, titleVisibility: visible }\n",
            """
            spec.yaml:3:32: error: unknown key 'titleVisibility' in an alert [unknown-key]
            spec.yaml:3:32: note: an alert accepts: case, item, title, message, actions, suppress
            """, pointsAt: "titleVisibility"),
        MalformedCase(
            "a role SwiftUI has not", "screen: Feed\nalerts:\n  - { case: gone, title: Gone, actions: [{ label: OK, role: default }] }\n",
            """
            spec.yaml:3:61: error: 'default' is not a valid value for 'role' [invalid-value]
            spec.yaml:3:61: note: expected one of: destructive, cancel
            """, pointsAt: "default"),
        MalformedCase(
            "an alert without a title", "screen: Feed\nalerts:\n  - { case: gone }\n",
            "spec.yaml:3:5: error: an alert is missing the required key 'title' [missing-key]", pointsAt: "{ case"),
        MalformedCase(
            "two alerts with one case name, and state named like the generated alert",
            "screen: Feed\nstate:\n  - { name: alert, type: Int, initial: \"0\" }\nalerts:\n  - { case: gone, title: A }\n  - { case: gone, title: B }\n",
            """
            spec.yaml:5:5: error: 'alert' in alerts is already a name in the view [duplicate-name]
            spec.yaml:5:5: note: first declared in state at line 3, column 13
            spec.yaml:6:13: error: 'gone' in alerts is already a name in the alert enum [duplicate-name]
            spec.yaml:6:13: note: first declared in alerts at line 5, column 13
            """, pointsAt: "{ case: gone, title: A"),
        MalformedCase(
            "an action that is not one expression",
            "screen: Feed\nalerts:\n  - { case: gone, title: Gone, actions: [{ label: OK, action: \"a(); b()\" }] }\n",
            "spec.yaml:3:63: error: 'action' contains ';'; give a single expression [invalid-expression]",
            pointsAt: "\"a();"),
    ]

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

    static let typeCases: [MalformedCase] = [
        MalformedCase(
            "a list where a mapping is wanted", "screen: Feed\nplatform: [\"17.0\"]\n",
            "spec.yaml:2:11: error: 'platform' must be a mapping, not a list [wrong-type]", pointsAt: "[\"17.0\"]"),
        MalformedCase(
            "a mapping where a string is wanted", "screen: Feed\ntitle: { text: Feed }\n",
            "spec.yaml:2:8: error: 'title' must be a string, not a mapping [wrong-type]", pointsAt: "{ text"),
        MalformedCase(
            "a string for refreshable",
            "screen: Feed\nloads:\n  - { name: posts, type: Int, call: f(), refreshable: yes }\n",
            "spec.yaml:3:55: error: 'refreshable' must be true or false, not 'yes' [wrong-type]", pointsAt: "yes"),
        MalformedCase(
            "a quoted true for refreshable",
            "screen: Feed\nloads:\n  - { name: posts, type: Int, call: f(), refreshable: \"true\" }\n",
            """
            spec.yaml:3:55: error: 'refreshable' must be true or false, not 'true' [wrong-type]
            spec.yaml:3:55: note: in quotes it is a string; write true without quotes
            """, pointsAt: "\"true\""),
        MalformedCase(
            "a list three levels down where a string is wanted",
            "screen: Feed\nloads:\n  - name: posts\n    type: \"[Post]\"\n    call: f()\n    empty:\n      title: [No, posts]\n",
            "spec.yaml:7:14: error: 'title' must be a string, not a list [wrong-type]", pointsAt: "[No, posts]"),
        MalformedCase(
            "a mapping where the list of loads is wanted", "screen: Feed\nloads:\n  name: posts\n",
            "spec.yaml:3:3: error: 'loads' must be a list, not a mapping [wrong-type]", pointsAt: "name: posts"),
        MalformedCase(
            "a scalar where a list entry's mapping is wanted", "screen: Feed\nstate:\n  - searchText\n",
            "spec.yaml:3:5: error: a state entry must be a mapping, not a scalar [wrong-type]", pointsAt: "searchText"),
        MalformedCase(
            "null spelt ~ where a string is wanted", "screen: Feed\nsummary: ~\n",
            "spec.yaml:2:10: error: 'summary' must be a string, not nothing (null) [wrong-type]", pointsAt: "~"),
        MalformedCase(
            "the root is a list", "- screen: Feed\n",
            "spec.yaml:1:1: error: a screen spec must be a mapping, not a list [wrong-type]"),
        MalformedCase(
            "a value outside its choices", "screen: Feed\narchitecture: viewmodel\n",
            """
            spec.yaml:2:15: error: 'viewmodel' is not a valid value for 'architecture' [invalid-value]
            spec.yaml:2:15: note: did you mean 'viewModel'?
            spec.yaml:2:15: note: expected one of: mv, viewModel
            """, pointsAt: "viewmodel"),
    ]

    static let keyCases: [MalformedCase] = [
        MalformedCase(
            "unknown top-level key", "screen: Feed\ntitel: Feed\n",
            """
            spec.yaml:2:1: error: unknown key 'titel' in a screen spec [unknown-key]
            spec.yaml:2:1: note: did you mean 'title'?
            """, pointsAt: "titel"),
        MalformedCase(
            "unknown nested key", "screen: Feed\nloads:\n  - { name: posts, type: Int, call: f(), dependson: [] }\n",
            """
            spec.yaml:3:42: error: unknown key 'dependson' in a load [unknown-key]
            spec.yaml:3:42: note: did you mean 'dependsOn'?
            """, pointsAt: "dependson"),
        MalformedCase(
            "unknown key like no known one", "screen: Feed\ncolour: red\n",
            """
            spec.yaml:2:1: error: unknown key 'colour' in a screen spec [unknown-key]
            spec.yaml:2:1: note: a screen spec accepts: screen, summary, title, platform, architecture, navigation, flow, environment, environmentValues, inputs, state, store, loads, content, routes, sheets, alerts, confirmationDialogs, toolbar, previews, suppress
            """, pointsAt: "colour"),
        MalformedCase(
            "missing screen, other problems still reported", "titel: Feed\nstate:\n  - { name: my-name, type: Int, initial: \"0\" }\n",
            """
            spec.yaml:1:1: error: a screen spec is missing the required key 'screen' [missing-key]
            spec.yaml:1:1: error: unknown key 'titel' in a screen spec [unknown-key]
            spec.yaml:1:1: note: did you mean 'title'?
            spec.yaml:3:13: error: 'my-name' is not a valid Swift identifier: it contains '-', which cannot appear in a Swift identifier (character 3) [invalid-identifier]
            """),
        MalformedCase(
            "missing required key of a list entry", "screen: Feed\nstate:\n  - { name: a, type: Int }\n",
            "spec.yaml:3:5: error: a state entry is missing the required key 'initial' [missing-key]",
            pointsAt: "{ name: a"),
        MalformedCase(
            "missing required keys of a nested mapping", "screen: Feed\ncontent:\n  container: list\n",
            "spec.yaml:3:3: error: 'content' is missing the required key 'sections' [missing-key]",
            pointsAt: "container"),
        MalformedCase(
            "missing required keys, several in one entry", "screen: Feed\nroutes:\n  - { value: Post.ID }\n",
            """
            spec.yaml:3:5: error: a route is missing the required key 'case' [missing-key]
            spec.yaml:3:5: error: a route is missing the required key 'destination' [missing-key]
            """, pointsAt: "{ value"),
        MalformedCase(
            "environment entry with both type and key",
            "screen: Feed\nenvironment:\n  - { name: client, type: FeedClient, key: client, preview: FeedClient.preview }\n",
            """
            spec.yaml:3:5: error: environment entry 'client' needs exactly one of 'type' and 'key' [environment-kind]
            spec.yaml:3:5: note: 'type' reads an @Observable object (@Environment(T.self)); 'key' reads a key path (\\.dismiss)
            """, pointsAt: "{ name: client"),
    ]

    static let nameCases: [MalformedCase] = [
        MalformedCase(
            "a member named like the metatype", "screen: Feed\nalerts:\n  - { case: Type, title: T }\n",
            "spec.yaml:3:13: error: 'Type' is not a valid Swift identifier: it is reserved for the metatype (`X.Type`, `X.Protocol`): no member can be named so [invalid-identifier]",
            pointsAt: "Type"),
        MalformedCase(
            "identifier with a hyphen", "screen: Feed\nstate:\n  - { name: my-name, type: Int, initial: \"0\" }\n",
            "spec.yaml:3:13: error: 'my-name' is not a valid Swift identifier: it contains '-', which cannot appear in a Swift identifier (character 3) [invalid-identifier]",
            pointsAt: "my-name"),
        MalformedCase(
            "identifier starting with a digit", "screen: Feed\nstate:\n  - { name: 1abc, type: Int, initial: \"0\" }\n",
            "spec.yaml:3:13: error: '1abc' is not a valid Swift identifier: it starts with a digit [invalid-identifier]",
            pointsAt: "1abc"),
        MalformedCase(
            "identifier with a space", "screen: Feed\nstate:\n  - { name: my name, type: Int, initial: \"0\" }\n",
            "spec.yaml:3:13: error: 'my name' is not a valid Swift identifier: it contains '␠', which cannot appear in a Swift identifier (character 3) [invalid-identifier]",
            pointsAt: "my name"),
        MalformedCase(
            "Swift keyword as the screen name", "screen: struct\n",
            """
            spec.yaml:1:9: error: 'struct' is not a valid Swift identifier: it is a Swift keyword [invalid-identifier]
            spec.yaml:1:9: note: type names cannot be Swift keywords; choose another name
            """, pointsAt: "struct"),
        MalformedCase(
            "Swift keywords as member names are accepted",
            "screen: Feed\nstate:\n  - { name: default, type: Int, initial: \"0\" }\n  - { name: class, type: Int, initial: \"0\" }\n",
            "", status: 0),
        MalformedCase(
            "one name in environment, inputs, state and store",
            """
            screen: Feed
            environment:
              - { name: dismiss, key: dismiss }
            inputs:
              - { name: dismiss, type: Int, preview: "0" }
            state:
              - { name: dismiss, type: Int, initial: "0" }
            store:
              name: dismiss

            """,
            """
            spec.yaml:5:13: error: 'dismiss' in inputs is already a name in the view [duplicate-name]
            spec.yaml:5:13: note: first declared in environment at line 3, column 13
            spec.yaml:7:13: error: 'dismiss' in state is already a name in the view [duplicate-name]
            spec.yaml:7:13: note: first declared in environment at line 3, column 13
            spec.yaml:9:9: error: 'dismiss' in store is already a name in the view [duplicate-name]
            spec.yaml:9:9: note: first declared in environment at line 3, column 13
            """, pointsAt: "dismiss, type"),
        MalformedCase(
            "one name in store dependencies, properties and loads",
            """
            screen: Feed
            architecture: viewModel
            store:
              dependencies:
                - { name: client, type: FeedClient, preview: FeedClient() }
              properties:
                - { name: client, type: Int, initial: "0" }
            loads:
              - { name: client, type: Int, call: f() }

            """,
            """
            spec.yaml:7:15: error: 'client' in store.properties is already a name in the store [duplicate-name]
            spec.yaml:7:15: note: first declared in store.dependencies at line 5, column 15
            spec.yaml:9:13: error: 'client' in loads is already a name in the store [duplicate-name]
            spec.yaml:9:13: note: first declared in store.dependencies at line 5, column 15
            """, pointsAt: "client, type: Int"),
        MalformedCase(
            "unknown dependsOn name", validSpec.replacingOccurrences(of: "dependsOn: [searchText]", with: "dependsOn: [serchText]"),
            """
            spec.yaml:5:92: error: 'serchText' names no state or input of this screen [unknown-name]
            spec.yaml:5:92: note: did you mean 'searchText'?
            """, pointsAt: "serchText"),
        MalformedCase(
            "a section naming an unknown load", validSpec.replacingOccurrences(of: "- { load: posts", with: "- { load: post"),
            """
            spec.yaml:8:15: error: 'post' names no load of this screen [unknown-load]
            spec.yaml:8:15: note: did you mean 'posts'?
            """, pointsAt: "post,"),
        MalformedCase(
            "an unknown name with nothing like it", validSpec.replacingOccurrences(of: "dependsOn: [searchText]", with: "dependsOn: [zz]"),
            "spec.yaml:5:92: error: 'zz' names no state or input of this screen [unknown-name]",
            pointsAt: "zz"),
        MalformedCase(
            "unknown dependsOn name of a load in the store",
            """
            screen: Feed
            store:
              properties:
                - { name: searchText, type: String, initial: '""' }
            loads:
              - { name: posts, type: "[Post]", call: "client.posts(matching: searchText)", dependsOn: [serchText] }

            """,
            """
            spec.yaml:6:92: error: 'serchText' names no store property of this screen [unknown-name]
            spec.yaml:6:92: note: did you mean 'searchText'?
            """, pointsAt: "serchText"),
        MalformedCase(
            "a load in the store depending on the view's state",
            """
            screen: Feed
            state:
              - { name: searchText, type: String, initial: '""' }
            store:
              properties:
                - { name: query, type: String, initial: '""' }
            loads:
              - { name: posts, type: "[Post]", call: "client.posts(matching: searchText)", dependsOn: [searchText] }

            """,
            """
            spec.yaml:8:92: error: 'searchText' belongs to the view, but load 'posts' runs in the store, which cannot read it [unknown-name]
            spec.yaml:8:92: note: make it a store property (or a store dependency the view passes in)
            """, pointsAt: "searchText]"),
    ]

    static let expressionCases: [MalformedCase] = [
        MalformedCase(
            "unbalanced bracket in an expression", "screen: Feed\nloads:\n  - { name: posts, type: Int, call: \"f(a, [b)\" }\n",
            "spec.yaml:3:37: error: 'call' has an unbalanced ')' [invalid-expression]", pointsAt: "\"f(a, [b)\""),
        MalformedCase(
            "unclosed parenthesis in an expression", "screen: Feed\nloads:\n  - { name: posts, type: Int, call: \"f(\" }\n",
            "spec.yaml:3:37: error: 'call' is missing a closing ')' [invalid-expression]", pointsAt: "\"f(\""),
        MalformedCase(
            "comment in an expression", "screen: Feed\nloads:\n  - { name: posts, type: Int, call: \"f() // later\" }\n",
            "spec.yaml:3:37: error: 'call' contains a comment, which would swallow the generated code after it [invalid-expression]",
            pointsAt: "\"f() //"),
        MalformedCase(
            "newline in an expression", "screen: Feed\nloads:\n  - name: posts\n    type: Int\n    call: |\n      f(\n      )\n",
            "spec.yaml:5:11: error: 'call' spans several lines; write it on one line [invalid-expression]", pointsAt: "|"),
        MalformedCase(
            "unterminated string in an expression", "screen: Feed\nloads:\n  - { name: posts, type: Int, call: 'f(\"a)' }\n",
            "spec.yaml:3:37: error: 'call' has an unterminated string literal [invalid-expression]", pointsAt: "'f(\"a)'"),
        MalformedCase(
            "YAML's empty string as a Swift expression", "screen: Feed\nstate:\n  - { name: a, type: String, initial: \"\" }\n",
            """
            spec.yaml:3:39: error: 'initial' is empty [invalid-expression]
            spec.yaml:3:39: note: YAML quotes are not Swift's: for an empty string literal write '""'
            """, pointsAt: "\"\" }"),
        MalformedCase(
            "unclosed bracket in a type", "screen: Feed\nloads:\n  - { name: posts, type: \"[Post\", call: f() }\n",
            "spec.yaml:3:26: error: 'type' is missing a closing ']' [invalid-type]", pointsAt: "\"[Post\""),
    ]

    static let targetCases: [MalformedCase] = [
        MalformedCase(
            "iOS target below 16", "screen: Feed\nplatform: { iOS: \"15.4\" }\n",
            """
            spec.yaml:2:18: error: iOS 15.4 is below 16.0, the oldest target screengen generates for (NavigationStack, .task(id:) and the rest of its output need iOS 16) [unsupported-target]
            spec.yaml:2:18: note: set platform: { iOS: "16.0" } or later
            """, pointsAt: "\"15.4\""),
        MalformedCase(
            "iOS 16.0, the oldest target, is accepted", "screen: Feed\nplatform: { iOS: \"16.0\" }\n", "", status: 0),
        MalformedCase(
            "iOS target that is not a version", "screen: Feed\nplatform:\n  iOS: 17.0.1\n",
            "spec.yaml:3:8: error: '17.0.1' is not an iOS version; write it like \"17.0\" [invalid-value]",
            pointsAt: "17.0.1"),
        MalformedCase(
            "a section showing a load refused for its own error",
            "screen: Feed\nloads:\n  - { name: posts, type: Int, call: \"f(\" }\ncontent:\n  sections: [{ load: posts, row: \"Row()\" }]\n",
            "spec.yaml:3:37: error: 'call' is missing a closing ')' [invalid-expression]", pointsAt: "\"f(\""),
        MalformedCase(
            "a per-state preview without loaded, overridden in a preview",
            "screen: Feed\nenvironment:\n  - { name: client, type: C, preview: { loading: C.slow } }\npreviews:\n  - { name: A, state: loaded, with: { client: C.fast } }\n",
            "spec.yaml:3:39: error: 'preview' per state needs a 'loaded' value, the fallback of the others [missing-key]",
            pointsAt: "{ loading"),
        MalformedCase(
            "several problems, reported in file order",
            """
            screen: Feed
            titel: Feed
            state:
              - { name: my-name, type: Int, initial: "0" }
              - { name: b, type: Int }
            loads:
              - { name: posts, type: Int, call: "f(", refreshable: 1 }
            platform: { iOS: "15.0" }
            content:
              sections: [{ load: post, row: "Row()" }]

            """,
            """
            spec.yaml:2:1: error: unknown key 'titel' in a screen spec [unknown-key]
            spec.yaml:2:1: note: did you mean 'title'?
            spec.yaml:4:13: error: 'my-name' is not a valid Swift identifier: it contains '-', which cannot appear in a Swift identifier (character 3) [invalid-identifier]
            spec.yaml:5:5: error: a state entry is missing the required key 'initial' [missing-key]
            spec.yaml:7:37: error: 'call' is missing a closing ')' [invalid-expression]
            spec.yaml:7:56: error: 'refreshable' must be true or false, not '1' [wrong-type]
            spec.yaml:8:18: error: iOS 15.0 is below 16.0, the oldest target screengen generates for (NavigationStack, .task(id:) and the rest of its output need iOS 16) [unsupported-target]
            spec.yaml:8:18: note: set platform: { iOS: "16.0" } or later
            spec.yaml:10:22: error: 'post' names no load of this screen [unknown-load]
            spec.yaml:10:22: note: did you mean 'posts'?
            """, pointsAt: "titel"),
    ]

    @Test func thereAreAtLeastThirtyDistinctCases() {
        #expect(Self.cases.count >= 30)
        #expect(Set(Self.cases.map(\.bytes)).count == Self.cases.count, "two cases have the same input")
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count, "two cases have the same name")
    }

    /// 2,000 unknown names among 2,000 declared ones would cost four million distance
    /// computations; the suggestion budget (5,000 comparisons per spec) stops after two, and every
    /// unknown name is still reported.
    @Test func unknownNamesAmongManyAreAllReportedWithBoundedSuggestions() throws {
        var lines = ["screen: Feed", "state:"]
        for index in 0..<2_000 { lines.append("  - { name: state\(index), type: Int, initial: \"0\" }") }
        let unknown = (0..<2_000).map { "stat\($0)" }.joined(separator: ", ")
        lines += ["loads:", "  - { name: posts, type: Int, call: f(), dependsOn: [\(unknown)] }"]
        let result = try validate(Array((lines.joined(separator: "\n") + "\n").utf8), "-q", "--format", "json")
        #expect(result.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2_000)
        #expect(Set(diagnostics.compactMap { $0["id"] as? String }) == ["unknown-name"])
        let notes = diagnostics.map { ($0["notes"] as? [String]) ?? [] }
        #expect(notes.prefix(2) == [["did you mean 'state0'?"], ["did you mean 'state1'?"]])
        #expect(notes.dropFirst(2).allSatisfy { $0.isEmpty })
    }

    @Test(arguments: cases)
    func validateReportsExactly(_ malformed: MalformedCase) throws {
        let result = try validate(malformed.bytes, "-q")
        #expect(result.stdout == malformed.expected)
        #expect(result.status == malformed.status, "\(result.stderr)")
        #expect(result.stderr == "", "-q prints nothing on standard error for spec problems")
        if let pointsAt = malformed.pointsAt {
            let (line, column) = try #require(firstLocation(result.stdout))
            let there = try #require(text(of: malformed.bytes, line: line, column: column))
            #expect(there.hasPrefix(pointsAt), "\(line):\(column) points at '\(there.prefix(20))'")
        }
    }
}

/// A spec with three errors on three lines, for the output formats.
private let threeErrors = """
    screen: Feed
    titel: Feed
    loads:
      - { name: posts, type: Int, call: "f(", refreshable: "true" }

    """

@Suite("screengen validate: formats, exit codes and help")
struct ValidateCommandLineTests {
    @Test func textFormatPrintsASummaryOnStandardErrorUnlessQuiet() throws {
        let result = try validate(Array(threeErrors.utf8))
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                spec.yaml:2:1: error: unknown key 'titel' in a screen spec [unknown-key]
                spec.yaml:2:1: note: did you mean 'title'?
                spec.yaml:4:37: error: 'call' is missing a closing ')' [invalid-expression]
                spec.yaml:4:56: error: 'refreshable' must be true or false, not 'true' [wrong-type]
                spec.yaml:4:56: note: in quotes it is a string; write true without quotes

                """)
        #expect(result.stderr == "1 spec checked: 3 errors, 0 warnings\n")
    }

    @Test func jsonFormatIsParseableAndComplete() throws {
        let result = try validate(Array(threeErrors.utf8), "--format", "json")
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let root = try #require(object as? [String: Any])
        #expect(Set(root.keys) == ["diagnostics"])
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        try #require(diagnostics.count == 3)
        for diagnostic in diagnostics {
            #expect(Set(diagnostic.keys) == ["severity", "id", "message", "file", "line", "column", "notes"])
            #expect(diagnostic["severity"] as? String == "error")
            #expect(diagnostic["file"] as? String == "spec.yaml")
        }
        #expect(diagnostics.map { $0["id"] as? String } == ["unknown-key", "invalid-expression", "wrong-type"])
        #expect(diagnostics.map { $0["line"] as? Int } == [2, 4, 4])
        #expect(diagnostics.map { $0["column"] as? Int } == [1, 37, 56])
        #expect(diagnostics[0]["message"] as? String == "unknown key 'titel' in a screen spec")
        #expect(diagnostics[0]["notes"] as? [String] == ["did you mean 'title'?"])
        #expect(diagnostics[1]["notes"] as? [String] == [])
        #expect(diagnostics[2]["message"] as? String == "'refreshable' must be true or false, not 'true'")
        #expect(diagnostics[2]["notes"] as? [String] == ["in quotes it is a string; write true without quotes"])
        // The summary stays on standard error, so standard output is JSON alone.
        #expect(result.stderr == "1 spec checked: 3 errors, 0 warnings\n")
    }

    @Test func jsonFormatOfACleanSpecIsAnEmptyList() throws {
        let result = try validate(Array("screen: Feed\n".utf8), "--format=json", "-q")
        #expect(result.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((root["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func githubFormatWritesWorkflowAnnotations() throws {
        let result = try validate(Array(threeErrors.utf8), "--format", "github", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                ::error file=spec.yaml,line=2,col=1,title=unknown-key::unknown key 'titel' in a screen spec [unknown-key]%0Adid you mean 'title'?
                ::error file=spec.yaml,line=4,col=37,title=invalid-expression::'call' is missing a closing ')' [invalid-expression]
                ::error file=spec.yaml,line=4,col=56,title=wrong-type::'refreshable' must be true or false, not 'true' [wrong-type]%0Ain quotes it is a string; write true without quotes

                """)
        #expect(result.stderr == "")
    }

    @Test func everySpecOfADirectoryIsCheckedInPathOrder() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/specs/sub", withIntermediateDirectories: true)
        try Data("screen: Feed\ntitel: x\n".utf8).write(to: URL(fileURLWithPath: directory + "/specs/b.yaml"))
        try Data("screen: struct\n".utf8).write(to: URL(fileURLWithPath: directory + "/specs/sub/a.yml"))
        try Data("screen: Fine\n".utf8).write(to: URL(fileURLWithPath: directory + "/specs/a.yaml"))
        try Data("not: a spec\n".utf8).write(to: URL(fileURLWithPath: directory + "/specs/notes.txt"))
        let result = try screengen("validate", "specs", in: directory)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                specs/b.yaml:2:1: error: unknown key 'titel' in a screen spec [unknown-key]
                specs/b.yaml:2:1: note: did you mean 'title'?
                specs/sub/a.yml:1:9: error: 'struct' is not a valid Swift identifier: it is a Swift keyword [invalid-identifier]
                specs/sub/a.yml:1:9: note: type names cannot be Swift keywords; choose another name

                """)
        #expect(result.stderr == "3 specs checked: 2 errors, 0 warnings\n")
    }

    @Test func theExampleSpecsValidate() throws {
        let result = try screengen("validate", "Specs", in: TestPaths.packageRoot.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasSuffix(" specs checked: 0 errors, 0 warnings\n"), "\(result.stderr)")
    }

    @Test func theExampleSpecsValidateWithAByteOrderMark() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.path("Specs"))
            .filter { $0.hasSuffix(".yaml") }
        try #require(!names.isEmpty)
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: TestPaths.path("Specs/\(name)")))
            try Data([0xEF, 0xBB, 0xBF] + bytes).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        let result = try screengen("validate", "-q", ".", in: directory)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "")
    }

    @Test func aMissingPathIsAUsageError() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try screengen("validate", "missing.yaml", in: directory)
        #expect(result.status == 2)
        #expect(result.stdout == "missing.yaml: error: no such file or directory [usage]\n")
    }

    @Test func anUnknownOptionIsAUsageErrorWithADidYouMean() throws {
        let result = try screengen("validate", "--fromat", "json", "Specs", in: TestPaths.packageRoot.path)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                error: unknown option '--fromat'; did you mean '--format'?

                USAGE: screengen validate [<paths> ...] [--config <file>] [--strict] [--format <format>] [--quiet]
                  See 'screengen help validate' for more.

                """)
    }

    @Test func aBadOptionValueIsAUsageError() throws {
        let result = try screengen("validate", "--format", "xml", "Specs", in: TestPaths.packageRoot.path)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: 'xml' is not a valid value for '--format'; expected one of: text, json, github\n"))
        #expect(
            result.stderr.contains(
                "USAGE: screengen validate [<paths> ...] [--config <file>] [--strict] [--format <format>] [--quiet]\n"))
    }

    @Test func aMissingOptionValueIsAUsageError() throws {
        let result = try screengen("validate", "--format")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: missing value for '--format <format>'\n"))
    }

    @Test func anUnknownSubcommandIsAUsageErrorWithADidYouMean() throws {
        let result = try screengen("valdate", "Specs")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                error: unknown subcommand 'valdate'; did you mean 'validate'?

                USAGE: screengen <subcommand>
                  See 'screengen --help' for the subcommands.

                """)
    }

    @Test func version() throws {
        let result = try screengen("--version")
        #expect(result.status == 0)
        #expect(result.stdout == "screengen \(ScreenGen.version) (templates: built-in, embedded at build time)\n")
        #expect(result.stderr == "")
    }

    @Test func help() throws {
        let result = try screengen("--help")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "OVERVIEW: Generate idiomatic SwiftUI screens from YAML specs, and keep them in step.")
        for line in [
            "USAGE: screengen <subcommand>",
            "  --version             Show the version.",
            "  -h, --help            Show help information.",
            "  See 'screengen help <subcommand>' for detailed help.",
        ] {
            #expect(lines.contains(line), "missing: \(line)")
        }
        let subcommands = lines.drop { $0 != "SUBCOMMANDS:" }.dropFirst().prefix { !$0.isEmpty }
        #expect(
            Array(subcommands) == [
                "  validate              Check screen specs and report every problem.",
                "  generate              Rewrite the files screengen owns from the specs.",
                "  check                 Report, as a unified diff, everything generate would change; write nothing.",
                "  scaffold              Create new screens: their generated files and, once, their hand-written "
                    + "companions.",
                "  init                  Write a commented starter screengen.yml and an example spec here.",
                "  rules                 List every rule and generator invariant: id, kind, severity, summary.",
                "  explain               Explain a rule: its rationale, its source, and its examples with what they "
                    + "report.",
                "  dump                  Print a spec's resolved screen model as JSON: the context templates render "
                    + "against.",
                "  template              Work on custom templates.",
                "  schema                Print the JSON Schema of the spec format, for YAML editors (completion and "
                    + "checking).",
                "  completion            Print a shell completion script: source <(screengen completion bash).",
            ])
        #expect(try screengen("-h").stdout == result.stdout)
        #expect(try screengen("help").stdout == result.stdout)
    }

    @Test func noArgumentsPrintsHelpAndFails() throws {
        let result = try screengen()
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("OVERVIEW: Generate idiomatic SwiftUI screens"))
    }

    @Test(arguments: [["help", "validate"], ["validate", "--help"], ["validate", "-h"], ["validate", "Specs", "--help"]])
    func validateHelp(_ arguments: [String]) throws {
        let result = try run(TestPaths.binary, arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "OVERVIEW: Check screen specs and report every problem.")
        for line in [
            "Exits 0 when no spec has an error (warnings allowed), 1 when any has, 2 when a usage, I/O, "
                + "template or configuration problem stops it.",
            "USAGE: screengen validate [<paths> ...] [--config <file>] [--strict] [--format <format>] [--quiet]",
            "ARGUMENTS:",
            "  <paths>               Spec files, directories or patterns (default: the configuration's specs, else "
                + "Specs).",
            "OPTIONS:",
            "  --config <file>       The configuration file (default: the nearest screengen.yml above).",
            "  --strict              Fail on warnings too.",
            "  --format <format>     How diagnostics are printed: text, json or github. (default: text)",
            "  -q, --quiet           Print no summary line.",
            "  -h, --help            Show help information.",
        ] {
            #expect(lines.contains(line), "missing: \(line)")
        }
        // --version belongs to the root command only.
        #expect(!result.stdout.contains("--version"))
    }
}
