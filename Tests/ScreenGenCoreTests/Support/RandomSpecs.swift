import Foundation

@testable import ScreenGenCore

/// SplitMix64: a tiny seedable generator whose sequence is fixed by its seed on every machine and
/// Swift version (the standard library promises no such thing for `random(in:using:)` or
/// `shuffled(using:)`), so a failing seed reproduces anywhere. Every helper below is written on
/// `next()` alone for the same reason.
struct SplitMix64 {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of case `index` of a run seeded `base`: cases are independent, so one can be rerun alone.
    static func caseSeed(base: UInt64, index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: base ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }

    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    mutating func shuffle<T>(_ items: [T]) -> [T] {
        var items = items
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, below(index + 1))
        }
        return items
    }

    /// Up to `max` of `items`, in random order.
    mutating func some<T>(_ items: [T], max: Int) -> [T] {
        Array(shuffle(items).prefix(int(0...Swift.min(max, items.count))))
    }
}

/// A YAML document built as a tree and written in block style. Every scalar the spec's author
/// chooses (names, Swift fragments, text) is a double-quoted scalar with YAML escapes, so any
/// Unicode text (line breaks, NUL, controls, U+2028) reaches the loader intact; only the
/// format's own words (`owner`, `true`) are plain.
indirect enum YAMLDocument {
    case text(String)
    case plain(String)
    case list([YAMLDocument])
    case map([(key: String, value: YAMLDocument)])

    var rendered: String { Self.render(self, indent: 0) }

    /// Keys the format defines are plain; any other key (a `with` override's name) is quoted.
    private static func isSchemaKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    private static func render(_ node: YAMLDocument, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        switch node {
        case .text, .plain:
            return pad + scalar(node) + "\n"
        case .map(let pairs):
            var out = ""
            for (key, value) in pairs {
                let name = isSchemaKey(key) ? key : quoted(key)
                switch value {
                case .text, .plain: out += "\(pad)\(name): \(scalar(value))\n"
                case .list(let items) where items.isEmpty: out += "\(pad)\(name): []\n"
                case .map(let items) where items.isEmpty: out += "\(pad)\(name): {}\n"
                default: out += "\(pad)\(name):\n" + render(value, indent: indent + 2)
                }
            }
            return out
        case .list(let items):
            var out = ""
            for item in items {
                switch item {
                case .text, .plain: out += "\(pad)- \(scalar(item))\n"
                default: out += "\(pad)- " + render(item, indent: indent + 2).dropFirst(indent + 2)
                }
            }
            return out
        }
    }

    private static func scalar(_ node: YAMLDocument) -> String {
        switch node {
        case .text(let text): quoted(text)
        case .plain(let word): word
        default: preconditionFailure("not a scalar")
        }
    }

    /// A YAML double-quoted scalar whose value is exactly `text`. YAML's printable set is kept
    /// as it is; everything else (C0 and C1 controls, DEL, U+2028/2029, which YAML 1.1 folds as
    /// line breaks, the byte order mark and the noncharacters U+FFFE/FFFF) is escaped, with the
    /// named escapes where YAML has one.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x00: out += "\\0"
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0B: out += "\\v"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case 0x1B: out += "\\e"
            case 0x85: out += "\\N"
            case 0x2028: out += "\\L"
            case 0x2029: out += "\\P"
            case 0..<0x20, 0x7F...0x9F: out += String(format: "\\x%02X", value)
            case 0xFEFF, 0xFFFE, 0xFFFF: out += String(format: "\\u%04X", value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Hostile text: everything that could end a string literal or a comment, start an
/// interpolation, break a line, hide or reorder what a reader sees, or merely be far from ASCII.
enum HostileText {
    static let tokens: [String] = [
        // Plain text, so that hostile tokens sit between ordinary words.
        "a", "Z", "0", "42", " ", "  ", "Posts", "done.", ",", "!", "?", "*", "%", "$", "'", "`", "~", "-", "/",
        "50% off", "(", ")", "[", "]", "{", "}", ":", ";",
        // What ends, escapes or interpolates a literal, or ends a comment.
        "\"", "\"\"", "\"\"\"", "\\", "\\\\", "\\(", "\\(x)", "\\n", "\\u{41}", "\\0", "#", "##", "\"#", "#\"",
        "\"##", "#\"raw\"#", "*/", "/*", "//", "///", "\");", "\"); exit(1); //",
        // Line breaks and spacing.
        "\n", "\r\n", "\r", "\n\n", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{3000}", "\u{2028}", "\u{2029}",
        // NUL, C0 and C1 controls, DEL.
        "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}",
        // Bidirectional controls (Trojan Source) and other invisible formatting.
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{AD}",
        // Emoji, combining marks, CJK, right-to-left scripts, astral and private-use characters.
        "🎉", "🙂", "👩‍👩‍👧‍👦", "🇫🇷", "👍🏽", "❤️", "🏳️‍🌈", "\u{301}", "\u{308}\u{308}", "\u{20DD}", "e\u{301}",
        "Z\u{351}\u{36B}\u{343}\u{36A}", "日本語", "中文", "한국어", "ｶﾀｶﾅ", "עברית", "שלום \"עולם\"", "مرحبا",
        "العربية", "ـ", "\u{10FFFF}", "\u{E000}", "\u{FFFD}", "\u{FFFE}", "𝔘𝔫𝔦", "ǅ", "ß", "İ", "ﷺ",
    ]

    /// One to `maxTokens` tokens, or (one time in ten) the empty string.
    static func make(_ rng: inout SplitMix64, maxTokens: Int) -> String {
        if rng.chance(10) { return "" }
        return (0..<rng.int(1...maxTokens)).map { _ in rng.pick(tokens) }.joined()
    }

    /// Text whose string literal is at most `literalWidth` characters wide: tokens are dropped
    /// from the end until it is.
    static func make(_ rng: inout SplitMix64, maxTokens: Int, literalWidth: Int) -> String {
        var parts = (0..<(rng.chance(10) ? 0 : rng.int(1...maxTokens))).map { _ in rng.pick(tokens) }
        while SwiftLiteral.string(parts.joined()).count > literalWidth { parts.removeLast() }
        return parts.joined()
    }

    /// A string of arbitrary Unicode scalars mixed with hostile tokens (for the escaper's own
    /// properties, where no line length applies).
    static func anything(_ rng: inout SplitMix64) -> String {
        var out = ""
        for _ in 0..<rng.int(0...16) {
            if rng.chance(50) {
                out += rng.pick(tokens)
            } else {
                // Weighted towards the ranges where the interesting scalars live.
                let ranges: [ClosedRange<UInt32>] = [
                    0...0x7F, 0x80...0xFF, 0x300...0x36F, 0x590...0x6FF, 0x2000...0x206F, 0x3000...0x30FF,
                    0xD7F0...0xD7FF, 0xE000...0xFFFF, 0x1F300...0x1FAFF, 0xE0000...0xE007F, 0x10000...0x10FFFF,
                ]
                let range = rng.pick(ranges)
                let value = range.lowerBound + UInt32(rng.below(Int(range.upperBound - range.lowerBound) + 1))
                if let scalar = Unicode.Scalar(value) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

/// A random valid screen spec: every key of the format, names of every legal kind (Swift
/// keywords where the format allows them, Unicode letters, decomposed spellings the loader
/// normalises), hostile text in every text position, and short Swift fragments.
///
/// Limits, chosen so that a correct generator's output stays a fixed point of `swift format`
/// (which wraps any line past 120 columns it can break):
/// - Swift fragments (types, expressions) are short, as hand-written specs' are; a fragment
///   longer than the line is the author's to wrap, and the generator copies it as written.
/// - Names are at most 16 characters and lists at most three entries.
/// - A text's string literal is at most `literalWidth` characters, so that the deepest line
///   holding one (a placeholder's `description: Text(…)` at 32 columns) fits in 120.
/// - Deep-link segments are at most 6 characters.
struct SpecGenerator {
    static let literalWidth = 64

    var rng: SplitMix64
    /// Names declared so far (NFC, as the loader compares them), in the view's and the store's
    /// namespaces together, seeded with the names the generator itself declares.
    private var used: Set<String> = [
        "router", "sheet", "fullScreenCover", "body", "store", "viewModel", "content",
        "destination", "value", "item", "segments", "url", "error", "id",
    ]

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    struct Spec {
        var yaml: String
        var screen: String
        var isLegacy: Bool
    }

    static let keywords = SwiftIdentifier.keywords.sorted()
    static let asciiWords = [
        "posts", "item2", "count", "query", "user", "isOn", "total", "filter", "draft", "page", "sortBy", "author",
        "client", "api", "repo", "loader", "stats", "feed", "inbox", "badge", "title2", "zoom",
    ]
    /// Descriptive names as real specs have them, at the length limit.
    static let longWords = [
        "postsRepository", "selectedCategory", "analyticsClient", "searchTextQuery", "isShowingDetails",
        "trendingFeedAPI", "notificationHub", "preferredLocale", "lastRefreshDate", "imagePipeline",
    ]
    static let unicodeWords = [
        "café", "naïve", "größe", "δέλτα", "счёт", "名前", "データ", "이름", "שם", "اسم", "नाम", "ñandú", "ǅemal",
        "x\u{301}y", "ωmega", "ǈx", "ℌ", "𝔘nit", "ｗide", "straße", "ёлка", "çà", "λ", "π2", "µs", "ℵ0", "ａ٣",
    ]
    static let heads: [String] = [
        "a", "q", "Z", "_", "é", "ß", "δ", "Ω", "ж", "日", "한", "ש", "ا", "न", "ก", "ñ", "ǅ", "ｚ",
    ]
    static let continuations: [String] = [
        "a", "b", "x", "Y", "_", "0", "7", "é", "ü", "л", "本", "语", "ם", "ب", "\u{0663}",
    ]
    static let marks = ["\u{301}", "\u{308}", "\u{20D7}", "\u{302}\u{323}"]

    /// A member name: unique in the spec, at most 16 characters.
    private mutating func name(keywords allowKeywords: Bool) -> String {
        while true {
            var candidate: String
            switch rng.below(100) {
            case ..<40: candidate = rng.pick(Self.asciiWords) + (rng.chance(30) ? String(rng.below(10)) : "")
            case ..<50: candidate = rng.pick(Self.unicodeWords)
            case ..<60: candidate = rng.pick(Self.longWords)
            case ..<75 where allowKeywords: candidate = rng.pick(Self.keywords)
            default:
                candidate = rng.pick(Self.heads)
                for _ in 0..<rng.int(0...5) {
                    candidate += rng.pick(Self.continuations)
                    // A combining mark only after a letter (in the middle of a name).
                    if rng.chance(15), candidate.last?.isLetter == true { candidate += rng.pick(Self.marks) }
                }
            }
            candidate = candidate.precomposedStringWithCanonicalMapping
            // `_` alone is a wildcard, not a name; the loader accepts it (reported), Swift does not.
            guard candidate != "_", candidate.count <= 16, !used.contains(candidate) else { continue }
            if !allowKeywords && SwiftIdentifier.keywords.contains(candidate) { continue }
            used.insert(candidate)
            return candidate
        }
    }

    /// A type name (a screen, a store's class, a flow): never a keyword.
    private mutating func typeName(_ base: String? = nil) -> String {
        let stems = ["Feed", "Écran", "Ωmega", "日本", "Профиль", "Ψ", "_Inbox", "Cafe\u{301}", "Straße", "Ａ"]
        return ((base ?? rng.pick(stems)) + String(rng.below(1000))).precomposedStringWithCanonicalMapping
    }

    /// How a name is written in the YAML: sometimes decomposed, which the loader must normalise.
    private mutating func spelled(_ name: String) -> YAMLDocument {
        .text(rng.chance(30) ? name.decomposedStringWithCanonicalMapping : name)
    }

    /// A name as Swift source refers to it.
    static func reference(_ name: String) -> String { SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name }

    private mutating func text(maxTokens: Int = 8) -> YAMLDocument {
        .text(HostileText.make(&rng, maxTokens: maxTokens, literalWidth: Self.literalWidth))
    }

    /// Hostile text for the navigation title, where `\(` starts an interpolation: each is broken
    /// apart (`\ (`), so the text stays text and every other hostile character is kept.
    private mutating func titleText() -> YAMLDocument {
        .text(
            HostileText.make(&rng, maxTokens: 8, literalWidth: Self.literalWidth)
                .replacingOccurrences(of: "\\(", with: "\\ ("))
    }

    static let types = [
        "Int", "String", "Bool", "Double", "Author", "Post.ID", "UUID", "Post?", "(Int, String)", "[Post]",
    ]
    static let collectionTypes = ["[Post]", "[String]", "Set<Int>", "[Post.ID]", "[String: Int]"]
    static let initials = [
        "0", "\"\"", "false", "[]", "nil", ".init()", "Author.sample", "\"a \\\"b\\\" \\\\(c)\"", "#\"r\"a\"w\"#",
    ]
    static let previewValues = [
        "Author.sample", "FeedClient.preview", ".preview", "PreviewClient()", "0", "\"\"", "false", "[]",
    ]

    private mutating func previewValue() -> YAMLDocument {
        guard rng.chance(40) else { return .text(rng.pick(Self.previewValues)) }
        var pairs: [(key: String, value: YAMLDocument)] = [("loaded", .text(rng.pick(Self.previewValues)))]
        for state in ["loading", "empty", "error"] where rng.chance(50) {
            pairs.append((state, .text(rng.pick(Self.previewValues))))
        }
        return .map(rng.shuffle(pairs))
    }

    private mutating func placeholder() -> YAMLDocument {
        var pairs: [(key: String, value: YAMLDocument)] = [("title", text())]
        if rng.chance(50) { pairs.append(("systemImage", rng.chance(50) ? .text("tray") : text(maxTokens: 3))) }
        if rng.chance(50) { pairs.append(("description", text())) }
        return .map(pairs)
    }

    mutating func spec() -> Spec {
        var root: [(key: String, value: YAMLDocument)] = []
        let screen = typeName()
        root.append(("screen", .text(screen)))
        if rng.chance(70) { root.append(("summary", .text(HostileText.make(&rng, maxTokens: 24)))) }
        if rng.chance(60) { root.append(("title", titleText())) }

        let target = rng.pick([nil, "16.0", "16.4", "17.0", "17.4", "18.0", "18"])
        if let target { root.append(("platform", .map([("iOS", .text(target))]))) }
        let isLegacy = target?.hasPrefix("16") == true

        let isViewModel = rng.chance(30)
        switch (isViewModel, rng.below(3)) {
        case (false, 0): break
        case (let viewModel, 1): root.append(("architecture", .plain(viewModel ? "viewModel" : "mv")))
        case (let viewModel, _):
            var pairs: [(key: String, value: YAMLDocument)] = [("style", .plain(viewModel ? "viewModel" : "mv"))]
            if rng.chance(70) { pairs.append(("reason", text())) }
            root.append(("architecture", .map(pairs)))
        }

        // The store, when there is one: loads then run in it and read only its properties.
        let hasStore = isViewModel || rng.chance(35)
        var storeProperties: [String] = []
        var overridable: [String] = []
        var storeDependencies: [String] = []
        var storeKeys: [(key: String, value: YAMLDocument)] = []
        if hasStore {
            if rng.chance(30) { storeKeys.append(("type", .text(typeName(screen + "Model")))) }
            if rng.chance(30) { storeKeys.append(("name", spelled(name(keywords: true)))) }
            if rng.chance(70) {
                storeKeys.append(("ownership", .plain(rng.pick(["owned", "received", "bindable", "environment"]))))
            }
            var dependencies: [YAMLDocument] = []
            for _ in 0..<rng.int(0...3) {
                let dependency = name(keywords: false)
                storeDependencies.append(dependency)
                dependencies.append(
                    .map([
                        ("name", spelled(dependency)), ("type", .text(rng.pick(["FeedClient", "any Repo", "Clock"]))),
                        ("preview", previewValue()),
                    ]))
            }
            if !dependencies.isEmpty || rng.chance(20) { storeKeys.append(("dependencies", .list(dependencies))) }
            var properties: [YAMLDocument] = []
            for _ in 0..<rng.int(0...3) {
                let property = name(keywords: false)
                storeProperties.append(property)
                properties.append(
                    .map([
                        ("name", spelled(property)), ("type", .text(rng.pick(Self.types))),
                        ("initial", .text(rng.pick(Self.initials))),
                    ]))
            }
            if !properties.isEmpty { storeKeys.append(("properties", .list(properties))) }
            // A view model's store is implied; any other store needs the key, even empty.
            if !storeKeys.isEmpty || !isViewModel { root.append(("store", .map(rng.shuffle(storeKeys)))) }
        }
        overridable += storeDependencies

        var environment: [YAMLDocument] = []
        for _ in 0..<rng.int(0...3) {
            let entry = name(keywords: true)
            overridable.append(entry)
            if rng.chance(60) {
                environment.append(
                    .map([
                        ("name", spelled(entry)), ("type", .text(rng.pick(["FeedClient", "ImageLoader", "Theme"]))),
                        ("preview", previewValue()),
                    ]))
            } else {
                // `self` would be `\.self`, which reads as the legacy-forbidden `.self) private var`.
                var key =
                    rng.chance(50)
                    ? rng.pick(["dismiss", "openURL", "colorScheme", "locale", "isEnabled"]) : name(keywords: true)
                if key == "self" { key = "dismiss" }
                var pairs: [(key: String, value: YAMLDocument)] = [("name", spelled(entry)), ("key", spelled(key))]
                if rng.chance(50) { pairs.append(("preview", previewValue())) }
                environment.append(.map(rng.shuffle(pairs)))
            }
        }
        if !environment.isEmpty || rng.chance(10) { root.append(("environment", .list(environment))) }

        var viewValues: [String] = []
        var inputs: [YAMLDocument] = []
        for _ in 0..<rng.int(0...3) {
            let input = name(keywords: true)
            viewValues.append(input)
            overridable.append(input)
            var pairs: [(key: String, value: YAMLDocument)] = [
                ("name", spelled(input)), ("type", .text(rng.pick(Self.types))),
                ("preview", .text(rng.pick(Self.previewValues))),
            ]
            if rng.chance(70) { pairs.append(("ownership", .plain(rng.pick(["let", "binding", "bindable"])))) }
            inputs.append(.map(rng.shuffle(pairs)))
        }
        if !inputs.isEmpty { root.append(("inputs", .list(inputs))) }

        var state: [YAMLDocument] = []
        var stateNames: [String] = []
        for _ in 0..<rng.int(0...3) {
            let property = name(keywords: true)
            viewValues.append(property)
            stateNames.append(property)
            state.append(
                .map([
                    ("name", spelled(property)), ("type", .text(rng.pick(Self.types))),
                    ("initial", .text(rng.pick(Self.initials))),
                ]))
        }
        if !state.isEmpty { root.append(("state", .list(state))) }

        // Loads read what is legal where they run: store properties in a store, else state and inputs.
        let readable = hasStore ? storeProperties : viewValues
        var loads: [String] = []
        var loadEntries: [YAMLDocument] = []
        for _ in 0..<rng.int(0...3) {
            let load = name(keywords: !hasStore)
            loads.append(load)
            let hasEmpty = rng.chance(50)
            let receiver =
                storeDependencies.isEmpty
                ? rng.pick(["client", "api", "Feed"]) : Self.reference(rng.pick(storeDependencies))
            var pairs: [(key: String, value: YAMLDocument)] = [
                ("name", spelled(load)), ("type", .text(rng.pick(hasEmpty ? Self.collectionTypes : Self.types))),
                (
                    "call",
                    .text(receiver + rng.pick([".posts()", ".load(id: 1)", ".items(matching: \"q\")", ".stats"]))
                ),
            ]
            let dependsOn = rng.some(readable, max: 3)
            if !dependsOn.isEmpty || rng.chance(20) {
                pairs.append(("dependsOn", .list(dependsOn.map { spelled($0) })))
            }
            // A stream is never refreshable, and one that cannot fail shows no error.
            let stream = rng.chance(20) ? rng.pick(["throwing", "nonThrowing"]) : nil
            if stream != nil {
                pairs.append(("stream", .plain(stream!)))
            } else if rng.chance(50) {
                pairs.append(("refreshable", .plain(rng.chance(50) ? "true" : "false")))
            }
            if hasEmpty { pairs.append(("empty", placeholder())) }
            if stream != "nonThrowing" && rng.chance(50) { pairs.append(("error", placeholder())) }
            // The second load, when it is not a stream, runs again while the screen is shown: chosen
            // without the generator, and after the shuffle, so that every other draw is as before.
            let every: [(key: String, value: YAMLDocument)] =
                stream == nil && loadEntries.count == 1 ? [("every", .plain("2.5s"))] : []
            loadEntries.append(.map(rng.shuffle(pairs) + every))
        }
        if !loadEntries.isEmpty { root.append(("loads", .list(loadEntries))) }

        if !loads.isEmpty && rng.chance(80) {
            var sections: [YAMLDocument] = []
            // A section that iterates cannot sit in the eager `scroll` container.
            var iterates = false
            for load in rng.shuffle(loads).prefix(rng.int(1...loads.count)) {
                var pairs: [(key: String, value: YAMLDocument)] = [("load", spelled(load))]
                if rng.chance(60) {
                    iterates = true
                    let element = name(keywords: true)
                    pairs.append(("element", spelled(element)))
                    pairs.append(
                        ("row", .text(rng.pick(["PostRow(post: \(Self.reference(element)))", "Text(\"row\")"]))))
                } else {
                    pairs.append(("row", .text(rng.pick(["Summary(\(Self.reference(load)))", "EmptyView()"]))))
                }
                if rng.chance(50) { pairs.append(("title", text())) }
                sections.append(.map(rng.shuffle(pairs)))
            }
            if rng.chance(30) {
                let element = name(keywords: true)
                var pairs: [(key: String, value: YAMLDocument)] = [
                    ("items", .text("Post.samples")), ("element", spelled(element)),
                    ("row", .text("PostRow(post: \(Self.reference(element)))")),
                ]
                if rng.chance(50) { pairs.append(("footer", text())) }
                sections.append(.map(rng.shuffle(pairs)))
                iterates = true
            }
            if let bound = rng.some(stateNames, max: 1).first, rng.chance(60) {
                // A property of the state, whose type the check cannot know, so any control fits.
                let path = Self.reference(bound) + ".value"
                var fields: [YAMLDocument] = []
                for _ in 0..<rng.int(1...3) {
                    // Labels interpolate `\(…)`, which hostile text would open: a plain label, a hostile prompt.
                    let label = YAMLDocument.text(rng.pick(["Name", "Show Replies", "Lines", "Delete Account"]))
                    let field: [(key: String, value: YAMLDocument)] =
                        switch rng.below(5) {
                        case 0: [("toggle", label), ("bind", .text(path))]
                        case 1: [("textField", label), ("bind", .text(path)), ("prompt", text())]
                        case 2: [("stepper", label), ("bind", .text(path)), ("range", .text("1...10"))]
                        case 3: [("labeledContent", label), ("value", .text("\(path).description"))]
                        default: [("button", label), ("role", .plain("destructive")), ("action", .text("\(path) = 0"))]
                        }
                    fields.append(.map(field))
                }
                sections.append(.map([("fields", .list(fields)), ("title", text())]))
            }
            let containers = iterates ? ["list", "form", "lazyVStack", "lazyHStack"] : ["list", "form", "scroll"]
            var content: [(key: String, value: YAMLDocument)] = [("sections", .list(sections))]
            if rng.chance(70) { content.append(("container", .plain(rng.pick(containers)))) }
            root.append(("content", .map(rng.shuffle(content))))
        }

        switch rng.below(4) {
        case 0: break
        case 1:
            root.append(("navigation", .plain("participant")))
            root.append(("flow", .text(typeName())))
        default:
            // An owner (by its routes alone, or by name), or a screen that registers its routes'
            // destinations in a stack it does not own, whose routes take no deep link.
            let role = rng.pick([nil, "owner", "destinations"])
            if let role { root.append(("navigation", .plain(role))) }
            root.append(("routes", .list(routes(deepLinks: role != "destinations"))))
        }

        var sheets: [YAMLDocument] = []
        var sheetCases: Set<String> = []
        for _ in 0..<rng.int(0...3) {
            let caseName = uniqueCase(&sheetCases)
            var pairs: [(key: String, value: YAMLDocument)] = [("case", spelled(caseName))]
            if rng.chance(50) {
                pairs.append(("item", .text(rng.pick(["Post", "Author", "Post.Draft"]))))
                pairs.append(("destination", .text(rng.pick(["EditView(post: item)", "ComposeView()"]))))
            } else {
                pairs.append(("destination", .text(rng.pick(["ComposeView()", "SettingsView(mode: .full)"]))))
            }
            if rng.chance(70) { pairs.append(("style", .plain(rng.pick(["sheet", "fullScreenCover"])))) }
            sheets.append(.map(rng.shuffle(pairs)))
        }
        if !sheets.isEmpty { root.append(("sheets", .list(sheets))) }

        if rng.chance(40) {
            var previews: [YAMLDocument] = []
            var names: Set<String> = []
            for _ in 0..<rng.int(1...4) {
                let previewName = HostileText.make(&rng, maxTokens: 6, literalWidth: Self.literalWidth)
                guard names.insert(previewName).inserted else { continue }
                var with: [(key: String, value: YAMLDocument)] = []
                for name in rng.some(overridable, max: 2) {
                    with.append((name, .text(rng.pick(Self.previewValues))))
                }
                var pairs: [(key: String, value: YAMLDocument)] = [
                    ("name", .text(previewName)), ("state", .plain(rng.pick(["loaded", "loading", "empty", "error"]))),
                ]
                if !with.isEmpty || rng.chance(20) { pairs.append(("with", .map(with))) }
                previews.append(.map(rng.shuffle(pairs)))
            }
            root.append(("previews", .list(previews)))
        }

        // The screen first (for whoever reads a failing spec), the rest in any order.
        let document = YAMLDocument.map([root[0]] + rng.shuffle(Array(root.dropFirst())))
        return Spec(yaml: "# A random spec (PropertyTests).\n" + document.rendered, screen: screen, isLegacy: isLegacy)
    }

    /// A case name unique in its enum (case names live apart from the view's members).
    private mutating func uniqueCase(_ taken: inout Set<String>) -> String {
        while true {
            let candidate = name(keywords: true)
            used.remove(candidate)
            if taken.insert(candidate).inserted { return candidate }
        }
    }

    /// One to three routes; some with a value, some with a deep link whose shape no other has.
    private mutating func routes(deepLinks: Bool) -> [YAMLDocument] {
        var cases: Set<String> = []
        var shapes: Set<String> = []
        var routes: [YAMLDocument] = []
        let segmentCharacters = ["a", "b", "z", "0", "9", "-", "_", ".", "~", "é", "日", "\"", "\\", "#", " ", "%", "("]
        for _ in 0..<rng.int(1...3) {
            let caseName = uniqueCase(&cases)
            let value = rng.chance(60) ? rng.pick(["Int", "String", "Post.ID", "UUID"]) : nil
            var pairs: [(key: String, value: YAMLDocument)] = [("case", spelled(caseName))]
            if let value {
                pairs.append(("value", .text(value)))
                pairs.append(("destination", .text(rng.pick(["DetailView(id: value)", "Text(\"detail\")"]))))
            } else {
                pairs.append(("destination", .text(rng.pick(["SettingsView()", "Text(\"settings\")"]))))
            }
            if deepLinks && rng.chance(70) {
                var segments = (0..<rng.int(value == nil ? 1...3 : 0...2)).map { _ in
                    (0..<rng.int(1...6)).map { _ in rng.pick(segmentCharacters) }.joined()
                }
                if value != nil { segments.insert("{value}", at: rng.int(0...segments.count)) }
                let shape = segments.map { $0 == "{value}" ? "{}" : $0 }.joined(separator: "/")
                if shapes.insert(shape).inserted {
                    pairs.append(("path", .text("/" + segments.joined(separator: "/"))))
                }
            }
            routes.append(.map(rng.shuffle(pairs)))
        }
        return routes
    }
}
