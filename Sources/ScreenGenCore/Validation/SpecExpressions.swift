/// One Swift fragment a spec carries — a type or an expression — with where it is, the entry whose
/// `suppress` covers it, and what it is for messages. Rules that look inside Swift text all walk
/// `ScreenSpec.expressions` and match tokens, so the walk and the tokenizer exist once.
///
/// A class: every rule walks every expression of a spec, and a copy of a struct of this many
/// strings and arrays was a retain and a release of each (a tenth of a `validate`); a copy of a
/// reference is one.
public final class SpecExpression: Sendable {
    public enum Role: String, Sendable, CaseIterable {
        case environmentType, environmentPreview, inputType, inputPreview, stateType, stateInitial
        case dependencyType, dependencyPreview, storePropertyType, storePropertyInitial
        case loadType, loadCall, row, routeValue, routeDestination, sheetItem, sheetDestination, previewOverride
        case alertItem, alertAction, alertText, toolbarAction, toolbarText, toolbarView, toolbarCondition
        case items, fieldText, fieldLineLimit, fieldOptions, fieldRow, fieldRange, fieldStep, fieldValue
        case fieldURL, fieldAction, fieldView, fieldDisabled, headerView, footerView, modifier, condition, member
        case actionCall, actionParameterType, actionOnSuccess, toolbarDisabled, toolbarHidden, dismissDisabled
        case inputDefault, dependencyDefault, tabRoot, tabBadge, onChangeValue, onChangeAction
        case shapingFilter, shapingSort, rowID, pageType, pageRows, seedValue, addValue

        // The three kinds below are switches, not `[…].contains(self)`: rules ask them of every
        // expression of every spec, and an array literal was built and searched on each question.
        public var isType: Bool {
            switch self {
            case .environmentType, .inputType, .stateType, .dependencyType, .storePropertyType, .loadType, .routeValue,
                .sheetItem, .alertItem, .actionParameterType, .pageType:
                true
            default: false
            }
        }
        /// What previews install: preview values of dependencies and inputs, and per-preview overrides.
        public var isPreviewValue: Bool {
            switch self {
            case .environmentPreview, .inputPreview, .dependencyPreview, .previewOverride: true
            default: false
            }
        }
        /// Expressions that build views inside `body`: rows and destinations.
        public var isView: Bool {
            switch self {
            case .row, .fieldRow, .fieldView, .routeDestination, .sheetDestination, .toolbarView, .modifier, .headerView,
                .footerView, .tabRoot:
                true
            default: false
            }
        }

        /// The spec key the text is written under, for fix-its: `row: …`.
        public var key: String {
            switch self {
            case .environmentType, .inputType, .stateType, .dependencyType, .storePropertyType, .loadType,
                .actionParameterType:
                "type"
            case .environmentPreview, .inputPreview, .dependencyPreview: "preview"
            case .stateInitial, .storePropertyInitial: "initial"
            case .inputDefault, .dependencyDefault: "default"
            case .loadCall, .actionCall: "call"
            case .actionOnSuccess: "onSuccess"
            case .toolbarDisabled, .fieldDisabled: "disabled"
            case .toolbarHidden: "hidden"
            case .condition: "if"
            case .dismissDisabled: "dismissDisabled"
            case .row, .fieldRow: "row"
            case .modifier: "modifiers"
            case .member: "members"
            case .items: "items"
            case .fieldLineLimit: "lineLimit"
            case .fieldOptions: "options"
            case .fieldRange: "range"
            case .fieldStep: "step"
            case .fieldValue: "value"
            case .fieldURL: "url"
            case .routeValue: "value"
            case .routeDestination, .sheetDestination: "destination"
            case .sheetItem, .alertItem: "item"
            case .alertAction, .toolbarAction, .fieldAction: "action"
            case .alertText, .toolbarText, .fieldText: "interpolation"
            case .previewOverride: "with"
            case .toolbarView, .fieldView: "view"
            case .headerView: "headerView"
            case .footerView: "footerView"
            case .toolbarCondition: "roleWhile"
            case .tabRoot: "root"
            case .tabBadge: "badge"
            case .onChangeValue: "of"
            case .onChangeAction: "action"
            case .shapingFilter: "filter"
            case .shapingSort: "sort"
            case .rowID: "id"
            case .pageType: "page"
            case .pageRows: "rows"
            case .seedValue, .addValue: "value"
            }
        }
    }

    public let role: Role
    public let text: String
    public let location: SourceLocation
    /// The entry (load, state property, …) whose `suppress` silences findings here; nil for previews.
    public let entry: SourceLocation?
    /// What it is, for messages: "the row of the section showing 'posts'". Put together when a
    /// message asks for it: every expression of every spec had a string of its own, and few are
    /// ever shown.
    public var what: String { lead + subject }
    /// The start of `what` ("the type of "): a literal for most roles, not a string per expression.
    let lead: String
    /// The rest of `what` ("environment entry 'client'"), made once for an entry's expressions.
    let subject: String
    /// The text as the lexer read it.
    public let fragment: SwiftFragment
    /// The tokens rules match (`SwiftFragment.matchText`): names without backticks, each string
    /// literal `""`, its interpolations' code between `\(` and `)`.
    public let tokens: [String]
    /// For each of `tokens`, the index of its token in `fragment`.
    public var tokenIndices: [Int] { sparseIndices ?? Array(tokens.indices) }
    /// `tokenIndices`, or nil where they are the tokens' own indices (no literal or comment is left
    /// out, as in most expressions): see `SwiftFragment.sparseMatchTokens`.
    private let sparseIndices: [Int]?
    /// The `TokenPattern.bit` of every one of `tokens`: a pattern with a bit outside it does not
    /// occur, which spares most matches their comparisons.
    let tokenMask: UInt64

    /// - Parameters:
    ///   - lead: the start of `what`, "the type of ";
    ///   - subject: the rest of it, "environment entry 'client'".
    init(_ role: Role, _ text: Located<String>, entry: SourceLocation?, lead: String, subject: String = "") {
        self.role = role
        self.text = text.value
        self.location = text.location
        self.entry = entry
        self.lead = lead
        self.subject = subject
        fragment = SwiftFragment(text.value)
        (tokens, sparseIndices) = fragment.sparseMatchTokens
        tokenMask = TokenPattern.mask(of: tokens)
    }

    /// The lexer's token for `tokens[index]`: where it is, how deep.
    public func token(_ index: Int) -> SwiftToken { fragment.tokens[sparseIndices?[index] ?? index] }

    /// For a token that opens a group (`(`, `[`, `{`, `\(`), the index in `tokens` of the one that
    /// closes it.
    public func groupEnd(_ index: Int) -> Int? {
        guard let sparse = sparseIndices else {
            // Every token is one of `tokens`, at its own index; the closing token follows.
            guard let end = fragment.partner(of: index), end > index, end < tokens.count else { return nil }
            return end
        }
        guard let end = fragment.partner(of: sparse[index]) else { return nil }
        // `sparse` ascends: a binary search finds the closing token's place.
        var range = (index + 1)..<sparse.count
        while !range.isEmpty {
            let middle = range.lowerBound + range.count / 2
            if sparse[middle] == end { return middle }
            range = sparse[middle] < end ? (middle + 1)..<range.upperBound : range.lowerBound..<middle
        }
        return nil
    }

    /// Whether the token sequence of `pattern` (".sheet(isPresented:") occurs; spacing and the
    /// contents of string literals do not matter, and identifiers match whole.
    public func contains(_ pattern: String) -> Bool { index(of: pattern) != nil }

    public func index(of pattern: String, from start: Int = 0) -> Int? {
        // Most patterns are one name (`AnyView`, `Timer`): it is its own token, and comparing
        // tokens beats the shared cache's lock and hash, which every rule paid on every expression.
        if SpecExpressions.isOneName(pattern) {
            guard start < tokens.count, TokenPattern.bit(of: pattern) & tokenMask != 0 else { return nil }
            return tokens[start...].firstIndex(of: pattern)
        }
        return index(of: SpecExpressions.pattern(pattern), from: start)
    }

    /// Whether the tokens of `pattern`, read once, occur.
    public func contains(_ pattern: TokenPattern) -> Bool { index(of: pattern) != nil }

    /// Where the tokens of `pattern` first occur at or after `start`.
    public func index(of pattern: TokenPattern, from start: Int = 0) -> Int? {
        guard pattern.mask & ~tokenMask == 0 else { return nil }
        return indexComparingTokens(of: pattern, from: start)
    }

    /// `index(of:from:)` by comparing tokens alone, without the mask's shortcut.
    func indexComparingTokens(of pattern: TokenPattern, from start: Int) -> Int? {
        let wanted = pattern.tokens
        guard let first = wanted.first, tokens.count >= wanted.count, start <= tokens.count - wanted.count else {
            return nil
        }
        for position in start...(tokens.count - wanted.count) where tokens[position] == first {
            if tokens[position..<(position + wanted.count)].elementsEqual(wanted) { return position }
        }
        return nil
    }

    /// The text of the first of `patterns` that occurs.
    public func firstMatch(_ patterns: [TokenPattern]) -> String? {
        // A loop rather than `first(where: contains)`: rules ask this of every expression, and the
        // masks pass over nearly every pattern at the cost of a test each.
        for pattern in patterns where pattern.mask & ~tokenMask == 0 {
            if indexComparingTokens(of: pattern, from: 0) != nil { return pattern.text }
        }
        return nil
    }
}

public enum SpecExpressions {
    /// A pattern a rule gives as a `String` rather than a `TokenPattern`, tokenized once per
    /// process.
    static func pattern(_ text: String) -> TokenPattern {
        patternLock.lock()
        defer { patternLock.unlock() }
        if let cached = patternCache[text] { return cached }
        let pattern = TokenPattern(text)
        patternCache[text] = pattern
        return pattern
    }

    /// Whether a pattern is one ASCII identifier or keyword, which the lexer reads as one token of
    /// that text.
    static func isOneName(_ pattern: String) -> Bool { SwiftIdentifier.isPlainASCIIName(pattern) }

    private static let patternLock = Lock()
    nonisolated(unsafe) private static var patternCache: [String: TokenPattern] = [:]

    /// Runs `check` over the spec's expressions (those `roles` accepts) and keeps at most one finding
    /// per entry: a type and an initial value that both show the mistake are one mistake.
    public static func scan(
        _ input: RuleInput, roles: (SpecExpression.Role) -> Bool = { _ in true },
        _ check: (SpecExpression) -> RuleViolation?
    ) -> [RuleViolation] {
        var seen: [SourceLocation] = []
        var out: [RuleViolation] = []
        for expression in input.expressions where roles(expression.role) {
            // The entry is looked for only once something was found: most scans find nothing, and
            // copying a location for every expression of every rule was a retain and a release.
            if !seen.isEmpty && seen.contains(expression.entry ?? expression.location) { continue }
            guard let violation = check(expression) else { continue }
            seen.append(expression.entry ?? expression.location)
            out.append(violation)
        }
        return out
    }

    /// The start of `what` for each preview state's value, in the order of the states.
    static let previewLeads = ScreenSpec.PreviewState.allCases.map { ($0, "the \($0.rawValue) preview value of ") }
    /// The same for the test states.
    static let testLeads = ScreenSpec.TestState.allCases.map { ($0, "the \($0.rawValue) preview value of ") }

    /// Every type and expression of an app spec, in file order of its sections: what the rules
    /// that read apps see (`Rule.readsApps`). A dependency's `initial` is the root's state's.
    public static func all(in app: AppSpec) -> [SpecExpression] {
        var out: [SpecExpression] = []
        for dependency in app.dependencies {
            let what = "app dependency '\(dependency.name.value)'"
            let entry = dependency.location
            out.append(.init(.dependencyType, dependency.type, entry: entry, lead: "the type of ", subject: what))
            out.append(.init(.stateInitial, dependency.initial, entry: entry, lead: "the initial value of ", subject: what))
            if let preview = dependency.preview {
                out.append(.init(.dependencyPreview, preview, entry: entry, lead: "the preview value of ", subject: what))
            }
        }
        for tab in app.tabs {
            let what = "tab '\(tab.caseName.value)'"
            if let root = tab.root {
                out.append(.init(.tabRoot, root, entry: tab.location, lead: "the root of ", subject: what))
            }
            if let badge = tab.badge {
                out.append(.init(.tabBadge, badge, entry: tab.location, lead: "the badge of ", subject: what))
            }
            out += escapes(tab.condition, tab.modifiers, entry: tab.location, subject: what)
        }
        for sheet in app.sheets {
            out.append(
                .init(
                    .sheetDestination, sheet.destination, entry: sheet.location, lead: "the destination of ",
                    subject: "app sheet '\(sheet.caseName.value)'"))
        }
        for route in app.routes.map(\.route) {
            let what = "app route '\(route.caseName.value)'"
            if let value = route.value {
                out.append(.init(.routeValue, value, entry: route.location, lead: "the value of ", subject: what))
            }
            out.append(
                .init(.routeDestination, route.destination, entry: route.location, lead: "the destination of ", subject: what))
        }
        out += escapes(nil, app.modifiers, entry: app.location, subject: "the app's root")
        return out
    }

    /// Every type and expression of a spec, in file order of its sections.
    public static func all(in spec: ScreenSpec) -> [SpecExpression] {
        var out: [SpecExpression] = []
        func previews(
            _ value: ScreenSpec.PreviewValue?, _ role: SpecExpression.Role, entry: SourceLocation, _ what: String
        ) {
            guard let value else { return }
            if let single = value.single {
                out.append(.init(role, single, entry: entry, lead: "the preview value of ", subject: what))
            }
            // The states in order, then the test states, read in place: an array of them was
            // made for every preview value of every spec.
            for (state, lead) in previewLeads {
                guard let text = value.byState[state] else { continue }
                out.append(.init(role, text, entry: entry, lead: lead, subject: what))
            }
            for (state, lead) in testLeads {
                guard let text = value.byTestState[state] else { continue }
                out.append(.init(role, text, entry: entry, lead: lead, subject: what))
            }
        }
        for e in spec.environment {
            let what = "environment entry '\(e.name.value)'"
            if let type = e.type {
                out.append(.init(.environmentType, type, entry: e.location, lead: "the type of ", subject: what))
            }
            previews(e.preview, .environmentPreview, entry: e.location, what)
        }
        for input in spec.inputs {
            let what = "input '\(input.name.value)'"
            out.append(.init(.inputType, input.type, entry: input.location, lead: "the type of ", subject: what))
            if let preview = input.preview {
                out.append(
                    .init(.inputPreview, preview, entry: input.location, lead: "the preview value of ", subject: what))
            }
            if let value = input.defaultValue {
                out.append(.init(.inputDefault, value, entry: input.location, lead: "the default of ", subject: what))
            }
        }
        for state in spec.state {
            let what = "state '\(state.name.value)'"
            out.append(.init(.stateType, state.type, entry: state.location, lead: "the type of ", subject: what))
            out.append(
                .init(.stateInitial, state.initial, entry: state.location, lead: "the initial value of ", subject: what)
            )
        }
        for member in spec.members {
            out.append(
                .init(
                    .member, member.declaration, entry: member.location, lead: "the declaration of ",
                    subject: "member '\(member.name.value)'"))
        }
        for d in spec.store?.dependencies ?? [] {
            let what = "store dependency '\(d.name.value)'"
            out.append(.init(.dependencyType, d.type, entry: d.location, lead: "the type of ", subject: what))
            previews(d.preview, .dependencyPreview, entry: d.location, what)
            if let value = d.defaultValue {
                out.append(.init(.dependencyDefault, value, entry: d.location, lead: "the default of ", subject: what))
            }
        }
        for p in spec.store?.properties ?? [] {
            let what = "store property '\(p.name.value)'"
            out.append(.init(.storePropertyType, p.type, entry: p.location, lead: "the type of ", subject: what))
            out.append(
                .init(.storePropertyInitial, p.initial, entry: p.location, lead: "the initial value of ", subject: what)
            )
        }
        for load in spec.loads {
            let what = "load '\(load.name.value)'"
            out.append(.init(.loadType, load.type, entry: load.location, lead: "the type of ", subject: what))
            out.append(.init(.loadCall, load.call, entry: load.location, lead: "the call of ", subject: what))
            if let placeholder = load.placeholder {
                out.append(
                    .init(.row, placeholder.row, entry: load.location, lead: "the placeholder row of ", subject: what))
            }
            if let pagination = load.pagination, let page = pagination.page, let rows = pagination.rows {
                out.append(.init(.pageType, page, entry: load.location, lead: "the page type of ", subject: what))
                out.append(.init(.pageRows, rows, entry: load.location, lead: "the rows of a page of ", subject: what))
            }
            for seed in load.seeds {
                out.append(
                    .init(
                        .seedValue, seed.value, entry: load.location, lead: "the value seeding '\(seed.into.value)' of ",
                        subject: what))
            }
        }
        for section in spec.content?.sections ?? [] {
            out += SpecExpressions.all(in: section)
        }
        for modifier in spec.content?.modifiers ?? [] {
            out.append(
                .init(
                    .modifier, modifier, entry: spec.content?.location, lead: "a modifier of ", subject: "the content"))
        }
        for route in spec.routes {
            let what = "route '\(route.caseName.value)'"
            if let value = route.value {
                out.append(.init(.routeValue, value, entry: route.location, lead: "the value of ", subject: what))
            }
            out.append(
                .init(
                    .routeDestination, route.destination, entry: route.location, lead: "the destination of ",
                    subject: what))
        }
        for sheet in spec.sheets {
            let what = "sheet '\(sheet.caseName.value)'"
            if let item = sheet.item {
                out.append(.init(.sheetItem, item, entry: sheet.location, lead: "the item of ", subject: what))
            }
            out.append(
                .init(
                    .sheetDestination, sheet.destination, entry: sheet.location, lead: "the destination of ",
                    subject: what))
        }
        for (alert, kind) in spec.alertsAndDialogs {
            let what = "\(kind) '\(alert.caseName.value)'"
            if let item = alert.item {
                out.append(.init(.alertItem, item, entry: alert.location, lead: "the item of ", subject: what))
            }
            for (text, key) in alert.texts {
                let lead =
                    key == "label" ? "an interpolation in a button label of " : "an interpolation in the \(key) of "
                for expression in text.expressions {
                    out.append(.init(.alertText, expression, entry: alert.location, lead: lead, subject: what))
                }
            }
            for action in alert.actions {
                for statement in action.action {
                    out.append(
                        .init(.alertAction, statement, entry: alert.location, lead: "an action of ", subject: what))
                }
                out += SpecExpressions.escapes(action.condition, action.modifiers, entry: alert.location, subject: what)
            }
        }
        for item in spec.toolbar {
            if let menuLabel = item.label, !item.menu.isEmpty {
                let what = "toolbar menu '\(SwiftComment.line(menuLabel.value.plainText))'"
                for expression in menuLabel.expressions {
                    out.append(
                        .init(
                            .toolbarText, expression, entry: item.location,
                            lead: "an interpolation in the label of ", subject: what))
                }
            }
            for button in item.buttons {
                let what = "toolbar button '\(SwiftComment.line(button.label.value.plainText))'"
                for expression in button.label.expressions {
                    out.append(
                        .init(
                            .toolbarText, expression, entry: item.location,
                            lead: "an interpolation in the label of ", subject: what))
                }
                if let condition = button.roleWhile {
                    out.append(
                        .init(
                            .toolbarCondition, condition, entry: item.location, lead: "the roleWhile of ", subject: what
                        ))
                }
                for step in button.action {
                    out.append(.init(.toolbarAction, step, entry: item.location, lead: "the action of ", subject: what))
                }
                out += SpecExpressions.escapes(button.condition, button.modifiers, entry: item.location, subject: what)
            }
            if let view = item.view {
                out.append(.init(.toolbarView, view, entry: item.location, lead: "the view of a toolbar item"))
            }
            for modifier in item.modifiers {
                out.append(.init(.modifier, modifier, entry: item.location, lead: "a modifier of a toolbar item"))
            }
            for (condition, role) in [
                (item.disabled, SpecExpression.Role.toolbarDisabled), (item.hidden, .toolbarHidden),
            ] {
                if let condition {
                    let owner = item.label.map { "toolbar button '\(SwiftComment.line($0.value.plainText))'" }
                    out.append(
                        .init(
                            role, condition, entry: item.location, lead: "'\(role.key)' of ",
                            subject: owner ?? "a toolbar item"))
                }
            }
        }
        for action in spec.actions {
            let what = "action '\(action.name.value)'"
            for parameter in action.parameters {
                out.append(
                    .init(
                        .actionParameterType, parameter.type, entry: action.location,
                        lead: "the type of parameter '\(parameter.name.value)' of ", subject: what))
            }
            out.append(.init(.actionCall, action.call, entry: action.location, lead: "the call of ", subject: what))
            for statement in action.onSuccess {
                out.append(
                    .init(.actionOnSuccess, statement, entry: action.location, lead: "'onSuccess' of ", subject: what))
            }
        }
        for onChange in spec.onChange {
            let what = "the onChange of '\(onChange.value.value)'"
            out.append(.init(.onChangeValue, onChange.value, entry: onChange.location, lead: "the value of ", subject: what))
            if let condition = onChange.condition {
                out.append(.init(.condition, condition, entry: onChange.location, lead: "the condition of ", subject: what))
            }
            for step in onChange.action {
                out.append(.init(.onChangeAction, step, entry: onChange.location, lead: "the action of ", subject: what))
            }
        }
        if let dismissDisabled = spec.presentation?.dismissDisabled {
            out.append(
                .init(.dismissDisabled, dismissDisabled, entry: spec.presentation?.location, lead: "'dismissDisabled'"))
        }
        for preview in spec.previews ?? [] {
            for (name, value) in preview.with.sorted(by: { $0.key < $1.key }) {
                out.append(
                    .init(
                        .previewOverride, value, entry: nil, lead: "the '\(name)' override of ",
                        subject: "preview '\(preview.name.value)'"))
            }
        }
        return out
    }
}

extension ScreenSpec {
    /// Every type and expression of the spec; see `SpecExpressions.all(in:)`.
    public var expressions: [SpecExpression] { SpecExpressions.all(in: self) }
}
