import Foundation
import Testing
@testable import ScreenGenCore

/// Well-formed YAML that is no spec: wrong types, unknown or missing keys, expressions that do
/// not read as Swift.
extension MalformedInputTests {
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
            spec.yaml:2:1: note: a screen spec accepts: screen, typeName, summary, title, titleDisplayMode, subtitle, platform, architecture, navigation, flow, environment, environmentValues, inputs, state, members, store, loads, content, search, routes, sheets, alerts, confirmationDialogs, toolbar, actions, busy, onChange, presentation, previews, imports, access, suppress
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
            "missing required keys of a nested mapping", "screen: Feed\narchitecture:\n  reason: Matches the module\n",
            "spec.yaml:3:3: error: 'architecture' is missing the required key 'style' [missing-key]",
            pointsAt: "reason"),
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
}
