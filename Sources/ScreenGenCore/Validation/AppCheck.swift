/// Checks an app spec as it loads, and across the run's specs: these are errors, as a screen's
/// structure check's are, since the generated Swift would not compile (or would silently do the
/// wrong thing) without them.
public struct AppCheck: Sendable {
    public init() {}

    /// One app spec on its own: its target, unique cases, and every name it refers to.
    public func check(_ spec: AppSpec) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let target = spec.platform.iOS
        if target.value < OSVersion(16, 0) {
            out.append(
                .error(
                    "iOS \(target.value) is below 16.0, the oldest target screengen generates for "
                        + "(NavigationStack per tab needs iOS 16)", id: "unsupported-target", at: target.location,
                    notes: ["set platform: { iOS: \"16.0\" } or later"]))
        }
        // No tabs at all is the decoder's error; tabs it refused have their own.
        if !spec.tabs.isEmpty && !spec.tabs.contains(where: { $0.root != nil }) {
            out.append(
                .error(
                    "every tab of the app presents a sheet: one at least needs a 'root' to show", id: "tab-kind",
                    at: spec.location))
        }
        duplicates(spec.tabs.map(\.caseName), "tab", &out)
        duplicates(spec.sheets.map(\.caseName), "sheet", &out)
        duplicates(spec.routes.map(\.route.caseName), "route", &out)
        duplicates(spec.dependencies.map(\.name), "dependency", &out)
        let sheets = spec.sheets.map(\.caseName.value)
        for tab in spec.tabs {
            guard let presents = tab.presents, !sheets.contains(presents.value) else { continue }
            out.append(unknown(presents, "the sheet", among: sheets, "the app's sheets", id: "unknown-sheet"))
        }
        let stacked = spec.tabs.filter(\.hasStack).map(\.caseName.value)
        if !spec.hasStacks, let route = spec.routes.first {
            out.append(
                .error(
                    "the app has routes, but no tab holds a stack of the app's to push them on", id: "tab-kind",
                    at: route.route.location, notes: ["give a tab a 'root' without stack: false, or move the routes"]))
        }
        for route in spec.routes {
            guard let tab = route.tab, !stacked.contains(tab.value) else { continue }
            if spec.tabs.contains(where: { $0.caseName.value == tab.value }) {
                let why =
                    spec.tabs.contains { $0.caseName.value == tab.value && $0.root != nil }
                    ? "shows its root without a stack of the app's (stack: false)" : "presents a sheet"
                out.append(
                    .error(
                        "route '\(route.route.caseName.value)' opens tab '\(tab.value)', which \(why) "
                            + "and has no stack to push on", id: "unknown-tab", at: tab.location))
            } else {
                out.append(unknown(tab, "the tab", among: stacked, "the stacked tabs", id: "unknown-tab"))
            }
        }
        for route in spec.routes where route.route.path == nil && route.tab != nil {
            out.append(
                .warning(
                    "route '\(route.route.caseName.value)' names the tab a deep link opens, but has no 'path'",
                    id: "tab-without-path", at: route.tab!.location,
                    notes: ["add path: /\(route.route.caseName.value)/{value}, or leave 'tab' out"]))
        }
        out += unknownNames(spec)
        out += newerAPIs(spec)
        return out
    }

    /// A tab's `if` reads what the root view holds: the app's dependencies and its navigation
    /// state. The rule a screen's conditions follow (`ActionCheck`), in the root's names.
    private func unknownNames(_ spec: AppSpec) -> [Diagnostic] {
        let declared = spec.dependencies.map(\.name.value) + ["navigation"]
        return spec.tabs.compactMap(\.condition).flatMap { condition in
            SwiftSnippet.undeclaredNames(in: condition.value, declared: declared).map { name in
                Diagnostic.error(
                    "'if' reads '\(name)', which the app does not declare", id: "unknown-name", at: condition.location,
                    notes: (DidYouMean.suggestion(for: name, among: declared).map { ["did you mean '\($0)'?"] } ?? [])
                        + ["a tab's condition reads the app's 'dependencies' and 'navigation'"])
            }
        }
    }

    /// `api-newer-than-target` for the app's expressions, as for a screen's: they are pasted into
    /// the root view, where no `if #available` can go.
    private func newerAPIs(_ spec: AppSpec) -> [Diagnostic] {
        let target = spec.platform.iOS.value
        let expressions: [(String, Located<String>?)] =
            spec.dependencies.flatMap { [("dependency '\($0.name.value)'", $0.initial), ("its preview", $0.preview)] }
            + spec.tabs.flatMap { [("the root of tab '\($0.caseName.value)'", $0.root), ("its badge", $0.badge)] }
            + spec.tabs.flatMap { tab in
                [("the condition of tab '\(tab.caseName.value)'", tab.condition)]
                    + tab.modifiers.map { ("a modifier of tab '\(tab.caseName.value)'", $0) }
            }
            + spec.sheets.map { ("the destination of sheet '\($0.caseName.value)'", $0.destination) }
            + spec.routes.map { ("the destination of route '\($0.route.caseName.value)'", $0.route.destination) }
            + spec.modifiers.map { ("a modifier of the root", $0) }
            // The style, the tab bar's minimizing and a tab's role as the template writes them, so
            // that the rule's table is the one place that knows which iOS has them.
            + [("the style", spec.style.map { Located(".\($0.value.rawValue)", at: $0.location) })]
            + [
                (
                    "tabBarMinimize",
                    spec.tabBarMinimize.map { Located(".tabBarMinimizeBehavior(.\($0.value.rawValue))", at: $0.location) }
                )
            ]
            + spec.tabs.map { tab in
                (
                    "the role of tab '\(tab.caseName.value)'",
                    tab.role.map { Located("TabRole.\($0.value.rawValue)", at: $0.location) }
                )
            }
        return expressions.compactMap { what, expression in
            guard let expression,
                let newest = APINewerThanTargetRule.newestAPI(
                    in: SwiftFragment.matchTexts(expression.value), newerThan: target)
            else { return nil }
            return .error(
                "\(what) uses \(newest.api), which needs iOS \(newest.iOS); the target is iOS \(target)",
                id: "api-newer-than-target", at: expression.location,
                notes: [
                    "platform: { iOS: \"\(newest.iOS)\" }, or call it from your own view behind if "
                        + "#available(iOS \(newest.iOS), *)"
                ])
        }
    }

    /// Across the run: a tab's root that names a screen's view (`TimelineView()`) needs that
    /// screen among the run's specs. Checked only when the run has screens (an app generated alone
    /// cannot tell a missing screen from one generated by another run); a root that is not a
    /// `…View` type is a hand-written view the compiler checks.
    public func checkRoots(_ apps: [AppSpec], screens: [ScreenSpec], facts: [ScreenFacts]) -> [Diagnostic] {
        guard !screens.isEmpty else { return [] }
        var views: [String: ScreenFacts] = [:]
        for facts in facts { views[facts.viewTypeName] = facts }
        var scrollsToTop: Set<String> = []
        for (spec, facts) in zip(screens, facts) where spec.content?.scrollToTopOnReselect?.value == true {
            scrollsToTop.insert(facts.viewTypeName)
        }
        var out: [Diagnostic] = []
        for app in apps {
            for tab in app.tabs {
                // A screen's view may have a `typeName` of its own, without the suffix.
                guard let root = tab.root, let type = Self.calledType(root.value),
                    views[type] != nil || type.hasSuffix("View")
                else {
                    continue
                }
                guard let screen = views[type] else {
                    out.append(
                        .error(
                            "tab '\(tab.caseName.value)' shows \(type), but no screen '\(type.dropLast("View".count))' "
                                + "is among the specs", id: "unknown-tab-root", at: root.location,
                            notes: (DidYouMean.suggestion(for: type, among: views.keys.sorted()).map {
                                ["did you mean '\($0)'?"]
                            } ?? []) + ["add the screen's spec to the run, or root the tab at a view written by hand"]))
                    continue
                }
                // The tab's stack would hold the screen's own: a stack inside a stack.
                if tab.hasStack, screen.navigation?.role == .owner {
                    out.append(
                        .error(
                            "tab '\(tab.caseName.value)' shows \(type), which owns a navigation stack of its own; "
                                + "the tab's stack would hold a second one", id: "tab-root-owns-stack",
                            at: root.location,
                            notes: [
                                "make '\(screen.screen)' a participant of the app (navigation: participant, flow: "
                                    + "\(app.app.value)) and move its routes to the app's, or give the tab "
                                    + "stack: false"
                            ]))
                }
                // A participant reads the router of the stack it is in, and a screen with
                // `destinations` registers them on it; without one neither can push.
                if !tab.hasStack, screen.needsStackAround {
                    out.append(
                        .error(
                            "tab '\(tab.caseName.value)' shows \(type) without a stack (stack: false), but the "
                                + "screen "
                                + (screen.navigation?.role == .participant
                                    ? "is a participant that pushes onto its flow's stack"
                                    : "registers its destinations in the stack it is shown in"),
                            id: "tab-root-needs-stack", at: tab.stack?.location ?? root.location,
                            notes: ["leave 'stack' out, so the tab holds one of the app's stacks"]))
                }
                // A root that follows requests to scroll to the top reads them from the tab's router,
                // which counts them only for a tab that makes them.
                if tab.hasStack, scrollsToTop.contains(type), tab.scrollToTopOnReselect?.value != true {
                    out.append(
                        .error(
                            "tab '\(tab.caseName.value)' shows \(type), which scrolls to the top when its tab is "
                                + "tapped again, but the tab never asks", id: "scroll-to-top", at: root.location,
                            notes: ["add scrollToTopOnReselect: true to the tab"]))
                }
            }
            out += checkDestinations(app, views: views)
        }
        return out
    }

    /// The app's sheets and routes that show a screen of the run: a sheet has no stack of the app's
    /// (a participant in it would find no router, and a screen with `destinations` no stack to
    /// register them on), and a route is pushed onto one (a screen that owns a stack would nest a
    /// second).
    private func checkDestinations(_ app: AppSpec, views: [String: ScreenFacts]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for sheet in app.sheets {
            guard let type = Self.calledType(sheet.destination.value), let screen = views[type],
                screen.needsStackAround
            else { continue }
            let isParticipant = screen.navigation?.role == .participant
            out.append(
                .error(
                    "sheet '\(sheet.caseName.value)' shows \(type), "
                        + (isParticipant
                            ? "a participant that pushes onto its flow's stack"
                            : "which registers its destinations in the stack it is shown in")
                        + ", but a sheet has no stack of the app's", id: "sheet-needs-stack",
                    at: sheet.destination.location,
                    notes: [
                        isParticipant
                            ? "make '\(screen.screen)' the owner of a stack of its own (navigation: owner, with its "
                                + "routes), or show it in a tab"
                            : "give '\(screen.screen)' a stack of its own when presented (presentation: { stack: "
                                + "true }), or show it in a tab"
                    ]))
        }
        for route in app.routes {
            guard let type = Self.calledType(route.route.destination.value), let screen = views[type],
                screen.navigation?.role == .owner
            else { continue }
            out.append(
                .error(
                    "route '\(route.route.caseName.value)' pushes \(type), which owns a navigation stack of its "
                        + "own; the tab's stack would hold a second one", id: "tab-root-owns-stack",
                    at: route.route.destination.location,
                    notes: [
                        "make '\(screen.screen)' a participant of the app (navigation: participant, flow: "
                            + "\(app.app.value)) and move its routes to the app's"
                    ]))
        }
        return out
    }

    /// `TimelineView` of `TimelineView()` or `TimelineView(id: 1)`: the type an expression calls.
    static func calledType(_ expression: String) -> String? {
        guard let paren = expression.firstIndex(of: "("), expression.hasSuffix(")") else { return nil }
        let name = String(expression[..<paren])
        return SwiftIdentifier.problem(name, allowKeywords: false) == nil ? name : nil
    }

    private func duplicates(_ names: [Located<String>], _ what: String, _ out: inout [Diagnostic]) {
        // The root view's own property: a dependency cannot take its name.
        if what == "dependency", let clash = names.first(where: { $0.value == "navigation" }) {
            out.append(
                .error(
                    "a dependency is named 'navigation', the root view's property holding the tabs' state",
                    id: "duplicate-name", at: clash.location, notes: ["rename the dependency"]))
        }
        var seen: [String: Located<String>] = [:]
        for name in names {
            if let first = seen[name.value] {
                out.append(
                    .error(
                        "two \(what)s are named '\(name.value)'", id: "duplicate-name", at: name.location,
                        notes: ["the first is at line \(first.location.line)"]))
            } else {
                seen[name.value] = name
            }
        }
    }

    private func unknown(
        _ name: Located<String>, _ what: String, among names: [String], _ list: String, id: String
    ) -> Diagnostic {
        .error(
            "'\(name.value)' names no \(what.dropFirst(4)) of the app", id: id, at: name.location,
            notes: (DidYouMean.suggestion(for: name.value, among: names).map { ["did you mean '\($0)'?"] } ?? [])
                + ["\(list): \(names.isEmpty ? "none" : names.joined(separator: ", "))"])
    }
}
