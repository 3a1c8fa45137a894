/// Async work starts in `.task`, which SwiftUI cancels; a Task started in onAppear leaks.
struct TaskInOnAppearRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "task-in-onappear",
        severity: .error,
        summary: "An expression starts a `Task` inside `onAppear`.",
        rationale: """
            `.task { … }` starts async work when the view appears and cancels it when the view goes away; \
            a `Task { … }` created in `onAppear` is never cancelled, outlives the view and may write to \
            state that no longer exists. The generator runs every load in `.task` / `.task(id:)`, and a \
            paged load's next page in the `.task` of its last row (`pagination`); a row, destination or \
            other expression must not bring the old pattern back, e.g. a row that loads the next page \
            with `.onAppear { Task { … } }`. (A `Task` in a \
            synchronous button action is fine: it lives in the user's views, not in the spec.)
            """,
        source:
            "000 · Async data loading, common mistakes (no .task: a Task made in onAppear leaks); 001 · general rules; 002 · anti-patterns",
        digest: [14],
        triggering: [
            """
            screen: Feed
            routes:
              - case: detail
                value: Post.ID
                destination: ↓"PostView(id: value).onAppear { Task { await Analytics.log(value) } }"
            """,
            """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: client.timeline() }
            content:
              sections:
                - load: posts
                  element: post
                  row: ↓"PostRow(post: post).onAppear { Task { await client.loadNextPage(after: post) } }"
            """,
        ],
        nonTriggering: [
            """
            screen: Feed
            routes:
              - case: detail
                value: Post.ID
                destination: "PostView(id: value).task { await Analytics.log(value) }"
            """,
            """
            screen: Feed
            routes:
              - case: detail
                value: Post.ID
                destination: "PostView(id: value).onAppear { Analytics.seen(value) }.refreshable { await Task.yield() }"
            """,
            """
            screen: Feed
            loads:
              - name: posts
                type: "[Post]"
                call: client.timeline()
                pagination: { cursor: Post.ID, next: "client.timeline(after: cursor)", cursorOf: "page.last?.id" }
            content:
              sections:
                - { load: posts, element: post, row: "PostRow(post: post)" }
            """,
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { !$0.isType }) { expression in
            guard Self.startsTaskInOnAppear(expression) else { return nil }
            return RuleViolation(
                "\(expression.what) starts a Task in onAppear, which nothing cancels", at: expression.location,
                entry: expression.entry,
                fixIt: "use .task { … } (cancelled with the view), or make the work a load")
        }
    }

    /// Read once: a `String` pattern was checked for being one name on every expression.
    static let onAppear: TokenPattern = "onAppear"

    /// Whether a `Task` appears in the closure or arguments of an `onAppear` call; one elsewhere
    /// (a button's action, `.refreshable`) is not started by the appearance.
    static func startsTaskInOnAppear(_ expression: SpecExpression) -> Bool {
        let tokens = expression.tokens
        var from = 0
        while let appear = expression.index(of: Self.onAppear, from: from) {
            from = appear + 1
            guard appear + 1 < tokens.count, ["(", "{"].contains(tokens[appear + 1]) else { continue }
            var group = appear + 1
            while let end = expression.groupEnd(group) {
                if tokens[(group + 1)..<end].contains("Task") { return true }
                // `.onAppear(perform:)`'s parenthesis may be followed by nothing; `{` is the closure.
                guard end + 1 < tokens.count, tokens[group] == "(", tokens[end + 1] == "{" else { break }
                group = end + 1
            }
        }
        return false
    }
}
