/// Stacks use the adaptive platform spacing unless a value is meant.
struct StackSpacingRule: Rule {
    static let description = RuleDescription(
        id: "stack-spacing",
        severity: .note,
        summary: "An expression gives a stack a fixed `spacing:`.",
        rationale: """
            Without `spacing:` (nil) a stack uses the platform's adaptive spacing, which follows Dynamic \
            Type and the context. A hard-coded value is right only when that value is intended, which the \
            spec cannot tell — hence a note, not a warning. `spacing: 0` is always taken as intended.
            """,
        source:
            "000 · HIG alignment, common mistakes, review checklist (omit stack spacing: unless a specific value is intended)",
        digest: [27],
        triggering: [
            """
            screen: Profile
            loads:
              - { name: profile, type: Profile, call: Catalog.profile() }
            content:
              sections:
                - { load: profile, row: ↓"VStack(alignment: .leading, spacing: 12) { ProfileHeader(profile: profile) }" }
            """
        ],
        nonTriggering: [
            """
            screen: Profile
            loads:
              - { name: profile, type: Profile, call: Catalog.profile() }
              - { name: badges, type: Badges, call: Catalog.badges() }
            content:
              sections:
                - { load: profile, row: "VStack(alignment: .leading) { ProfileHeader(profile: profile) }" }
                - { load: badges, row: "HStack(spacing: 0) { BadgeStrip(badges: badges) }" }
            """
        ])

    static let stacks: Set<String> = ["VStack", "HStack", "LazyVStack", "LazyHStack"]

    /// The stack and the value of its `spacing:` argument, if the expression has one.
    static func spacing(_ tokens: [String]) -> (stack: String, value: String)? {
        for (index, token) in tokens.enumerated()
        where stacks.contains(token) && tokens.dropFirst(index + 1).first == "(" {
            var depth = 0
            var cursor = index + 2
            while cursor < tokens.count, depth >= 0 {
                switch tokens[cursor] {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "spacing" where depth == 0 && tokens.dropFirst(cursor + 1).first == ":":
                    let value = tokens[(cursor + 2)...].prefix { $0 != "," && $0 != ")" }.joined()
                    return (token, value)
                default: break
                }
                cursor += 1
            }
        }
        return nil
    }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { !$0.isType }) { expression in
            guard let (stack, value) = Self.spacing(expression.tokens), value != "0" else { return nil }
            let text = expression.text
            let trimmed = ["(spacing: \(value))", "spacing: \(value), ", ", spacing: \(value)"]
                .first(where: text.contains).map {
                    "\(expression.role.key): \(text.replacingOccurrences(of: $0, with: ""))"
                }
            return RuleViolation(
                "\(expression.what) gives \(stack) a fixed spacing of \(value)", at: expression.location,
                entry: expression.entry, fixIt: trimmed ?? "omit spacing: unless \(value) is intended")
        }
    }
}
