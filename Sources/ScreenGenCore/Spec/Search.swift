// The `search` object of a screen spec: its type, its keys and its decoding, in one place.

extension ScreenSpec {
    /// The screen's search field (`.searchable`): the text it edits, and how long typing must pause
    /// before the loads that read the text run again.
    public struct Search: Sendable {
        /// `SearchFieldPlacement`: where the field sits.
        public enum Placement: String, Sendable, CaseIterable { case automatic, toolbar, sidebar, navigationBarDrawer }
        /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`: whether the drawer's field stays shown.
        public enum DisplayMode: String, Sendable, CaseIterable { case automatic, always }

        /// The edited text, written like a control's `bind`: a `String` state or store property.
        public var text: Located<BindingPath>
        public var prompt: Located<String>?
        public var placement: Located<Placement>?
        /// Only with `placement: navigationBarDrawer`.
        public var displayMode: Located<DisplayMode>?
        /// How long, in milliseconds, a load that reads the text waits for typing to pause.
        public var debounce: Located<Int>?
        public var location: SourceLocation

        /// The name a load's `dependsOn` gives the text: its member, or the store property it starts at
        /// (`query` for `store.query`), when `storeName` is the view's property holding the store.
        public func dependencyName(storeName: String?) -> String {
            if text.value.root == storeName, let property = text.value.properties.first { return property }
            return text.value.root
        }
    }
}

extension SpecSchema {
    static let search = ObjectSchema(
        name: "search",
        summary: "The screen's search field: `.searchable(text:placement:prompt:)` on the container. A load that "
            + "lists the text in `dependsOn` runs again as it changes (`.task(id:)`), after `debounce`; when it finds "
            + "nothing for a text, it shows `ContentUnavailableView.search(text:)` (from iOS 17), and its own `empty` "
            + "placeholder when the text is empty.",
        keys: [
            KeySchema(
                "text", .expression, required: true,
                "The searched text, written like a control's `bind`: a `String` state or store property "
                    + "(`query`, `store.query`).", example: "query"),
            KeySchema("prompt", .text, "The field's placeholder, localized.", example: "Search Messages"),
            KeySchema(
                "placement", .oneOf(ScreenSpec.Search.Placement.allCases.map(\.rawValue)), default: "`automatic`",
                "Where the field sits (`SearchFieldPlacement`): `navigationBarDrawer` under the navigation title, "
                    + "`toolbar`, `sidebar`, or SwiftUI's choice.", example: "navigationBarDrawer"),
            KeySchema(
                "displayMode", .oneOf(ScreenSpec.Search.DisplayMode.allCases.map(\.rawValue)),
                "With `placement: navigationBarDrawer`: `always` keeps the field shown while the list scrolls "
                    + "(`.navigationBarDrawer(displayMode: .always)`).", example: "always"),
            KeySchema(
                "debounce", .duration,
                "How long typing must pause before a load that depends on the text runs: inside its "
                    + "`.task(id:)` the load sleeps this long, and a newer text cancels the sleep. The first load "
                    + "and a cleared search run at once. A warning when no load depends on the text.",
                example: "250ms"),
        ])
}

extension SpecDecoder {
    func decodeSearch(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Search? {
        guard let m = r.mapping(node, "search", context: "'search'") else { return nil }
        let text = decodeBinding(m, &r, key: "text")
        let prompt = r.text(m, "prompt")
        let placement = r.choice(m, "placement", ScreenSpec.Search.Placement.self)
        let displayMode = r.choice(m, "displayMode", ScreenSpec.Search.DisplayMode.self)
        if let displayMode, placement?.value != .navigationBarDrawer, let modeNode = m.node("displayMode") {
            r.error(
                "'displayMode' is the navigation bar drawer's, and this search's placement is "
                    + "'\(placement?.value.rawValue ?? "automatic")'", "invalid-value", at: modeNode,
                notes: ["use 'placement: navigationBarDrawer' with 'displayMode: \(displayMode.value.rawValue)'"])
        }
        let debounce = m.node("debounce").flatMap { decodeDuration($0, key: "debounce", &r) }
        guard let text else { return nil }
        return .init(
            text: text, prompt: prompt, placement: placement,
            displayMode: placement?.value == .navigationBarDrawer ? displayMode : nil, debounce: debounce,
            location: r.location(node))
    }

    /// A duration in whole milliseconds: `250ms` or `0.5s`, in `range` (for a debounce, more than zero
    /// and at most ten seconds: a longer wait is not a debounce).
    func decodeDuration(
        _ node: YAMLNode, key: String, _ r: inout SpecReader, range: ClosedRange<Int> = 1...10_000,
        rangeText: String = "more than 0 and at most 10 seconds",
        notes rangeNotes: [String] = ["leave 'debounce' out to run at once"]
    ) -> Located<Int>? {
        guard let text = r.scalar(node, expected: "a duration", key: key) else { return nil }
        let notes = ["write whole milliseconds or seconds, like 250ms or 0.5s"]
        guard let milliseconds = Self.milliseconds(text.value) else {
            r.error("'\(text.value)' is not a duration", "invalid-value", at: node, notes: notes)
            return nil
        }
        guard range.contains(milliseconds) else {
            r.error(
                "'\(text.value)' is not a '\(key)' interval: it must be \(rangeText)", "invalid-value", at: node,
                notes: rangeNotes)
            return nil
        }
        return Located(milliseconds, at: text.location)
    }

    /// `250ms` → 250, `0.5s` → 500, `2s` → 2000; nil for anything else, or a part of a millisecond.
    static func milliseconds(_ text: String) -> Int? {
        let isMilliseconds = text.hasSuffix("ms")
        guard isMilliseconds || text.hasSuffix("s") else { return nil }
        let scale = isMilliseconds ? 1 : 1000
        let parts = text.dropLast(isMilliseconds ? 2 : 1).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { ("0"..."9").contains($0) } })
        else { return nil }
        let whole = Int(parts[0])! * scale
        guard parts.count == 2 else { return whole }
        // The fraction: only as many digits as a millisecond of the unit allows.
        let digits = String(parts[1])
        let places = scale == 1000 ? 3 : 0
        guard digits.count <= places || digits.dropFirst(places).allSatisfy({ $0 == "0" }) else { return nil }
        let padded = (digits + String(repeating: "0", count: max(0, places - digits.count))).prefix(places)
        return whole + (Int(padded) ?? 0)
    }
}
