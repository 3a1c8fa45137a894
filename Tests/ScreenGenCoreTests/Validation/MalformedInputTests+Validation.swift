import Foundation
import Testing
@testable import ScreenGenCore

/// Specs that decode but do not hold together: names, targets, and alerts, sheets and dialogs.
extension MalformedInputTests {
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
}
