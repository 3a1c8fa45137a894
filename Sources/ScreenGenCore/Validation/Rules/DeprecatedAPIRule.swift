/// An API the SDK deprecates at or before the deployment target compiles with a warning there.
struct DeprecatedAPIRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "deprecated-api",
        severity: .warning,
        summary: "An expression uses a SwiftUI API that iOS deprecates at or before the spec's `platform.iOS`.",
        rationale: """
            Spec expressions are pasted into generated code, and a deprecated API there is a compiler \
            warning in every build of the app, in code the team did not write by hand. The rule knows \
            what the iOS 17.4, 18.6 and 26.2 SDKs' interfaces of SwiftUI, SwiftUICore and Observation \
            deprecate on iOS at a version (`@available(iOS, deprecated: 17.0, …)`; the 100000 of \
            API_TO_BE_DEPRECATED, which `foregroundColor`, `navigationBarTitle` and `NavigationView` \
            carry, is no version a target reaches, and the compiler is silent about it too: the \
            `foreground-color` and `navigation-view` rules speak for those). A name is deprecated only \
            when every overload of it is; else a call is when it passes an argument label that only \
            deprecated overloads take: `NavigationLink` with `isActive:` or `tag:`/`selection:` (iOS \
            16.0), `onChange(of:perform:)` (iOS 17.0; a trailing closure of one parameter calls it \
            too, while `onChange(of:initial:_:)` is current), and `Text + Text` (iOS 26.0, string \
            interpolation instead). The table is derived from the interfaces by \
            Tests/Tools/api_availability.py, with the SDK that says so; an API deprecated after the \
            target is not reported, since the target's SDK-era code may well still use it. The \
            warning names the replacement the interface gives (`renamed:`, or its message).
            """,
        source: "000 · Common mistakes, review checklist (availability matches the platform); issue 41",
        digest: [31],
        triggering: [
            """
            screen: Notes
            platform: { iOS: "17.0" }
            state:
              - { name: query, type: String, initial: '""' }
            sheets:
              - { case: edit, destination: ↓"NoteEditor().onChange(of: query, perform: { print($0) })" }
              - { case: find, destination: ↓"NoteEditor().onChange(of: query) { new in print(new) }" }
            """,
            """
            screen: Notes
            platform: { iOS: "16.0" }
            sheets:
              - { case: info, destination: ↓"NavigationLink(\\"Info\\", isActive: .constant(true)) { InfoView() }" }
            """,
            """
            screen: Notes
            platform: { iOS: "26.0" }
            loads:
              - { name: notes, type: "[Note]", call: Catalog.notes() }
            content:
              sections:
                - { load: notes, element: note, row: ↓'Text(note.title) + Text(" · ") + Text(note.date, style: .relative)' }
            """,
        ],
        nonTriggering: [
            """
            screen: Notes
            platform: { iOS: "16.0" }
            state:
              - { name: query, type: String, initial: '""' }
            sheets:
              - { case: edit, destination: "NoteEditor().onChange(of: query, perform: { print($0) })" }
            """,
            """
            screen: Notes
            platform: { iOS: "17.0" }
            state:
              - { name: query, type: String, initial: '""' }
            sheets:
              - { case: edit, destination: "NoteEditor().onChange(of: query) { old, new in print(old, new) }" }
              - { case: sync, destination: "NoteEditor().onChange(of: query, initial: true) { print(query) }" }
              - { case: info, destination: "NavigationLink(destination: InfoView(tag: 1)) { Text(\\"Info\\") }" }
            """,
            """
            screen: Notes
            platform: { iOS: "18.0" }
            loads:
              - { name: notes, type: "[Note]", call: Catalog.notes() }
            content:
              sections:
                - { load: notes, element: note, row: 'Text(note.title) + Text(" · ") + Text(note.date, style: .relative)' }
            """,
        ])

    /// The SDK's table, indexed once.
    static let index = APIPatternIndex(SDKAvailability.deprecated.map { ($0.pattern, $0) })

    /// The deprecated API the expression uses, deprecated at or before `target` (the one
    /// deprecated first, when it uses several), and how to name it.
    static func deprecatedAPI(in expression: SpecExpression, at target: OSVersion) -> (DeprecatedAPI, String)? {
        var found: (DeprecatedAPI, String)?
        for (entry, match) in index.matches(in: expression.tokens, where: { $0.iOS <= target })
        where found.map({ entry.iOS < $0.0.iOS }) ?? true {
            if let label = entry.label, !passes(label, callOpening: match.upperBound, in: expression) { continue }
            found = (entry, entry.api)
        }
        // The labels cannot tell a trailing closure's `onChange` forms apart; its parameters can.
        if found == nil,
            let onChange = index.byIdentifier["onChange"]?.first(where: { $0.entry.label == "perform" })?.entry,
            onChange.iOS <= target, OnChangeForm.usesIOS14Form(expression.tokens)
        {
            found = (onChange, "onChange(of:perform:) (a closure of one parameter)")
        }
        return found
    }

    /// Whether the call whose `(` is at `opening` passes an argument labelled `label`: its own
    /// argument, not one of a call or closure inside it.
    static func passes(_ label: String, callOpening opening: Int, in expression: SpecExpression) -> Bool {
        let tokens = expression.tokens
        guard opening < tokens.count, tokens[opening] == "(", let end = expression.groupEnd(opening) else {
            return false
        }
        var index = opening + 1
        while index < end {
            let token = tokens[index]
            if token == "(" || token == "[" || token == "{", let close = expression.groupEnd(index) {
                index = close + 1
                continue
            }
            if token == label, tokens[index + 1] == ":", tokens[index - 1] == "(" || tokens[index - 1] == "," {
                return true
            }
            index += 1
        }
        return false
    }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let target = input.spec.platform.iOS.value
        return SpecExpressions.scan(input) { expression in
            guard let (entry, api) = Self.deprecatedAPI(in: expression, at: target) else { return nil }
            return RuleViolation(
                "\(expression.what) uses \(api), which iOS \(entry.iOS) deprecates (the iOS \(entry.sdk) SDK's "
                    + "interface says so); the target is iOS \(target)",
                at: expression.location, entry: expression.entry,
                fixIt: entry.renamed.map { "use \($0)" } ?? entry.message.map { "the SDK says: \($0)" })
        }
    }
}

/// An API the SDKs deprecate on iOS, as `Tests/Tools/api_availability.py` reads it.
struct DeprecatedAPI: Sendable {
    /// What messages name: `onChange(…perform:…)`.
    var api: String
    /// The tokens an expression must contain: `.onChange`, `NavigationLink`, `+ Text(`.
    var pattern: String
    /// An argument label the call after `pattern` must pass (only deprecated overloads take it).
    var label: String?
    /// The version that deprecates it.
    var iOS: OSVersion
    var renamed: String?
    var message: String?
    /// The SDK whose interface told us: "17.4".
    var sdk: String
}
