/// Stacks use the adaptive platform spacing unless a value is meant.
struct StackSpacingRule: Rule {
    static let readsApps = true

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

    /// A stack call's `spacing:` argument: the stack, the value as written, and the scalars the
    /// fix-it removes (the argument with its comma, or the parentheses when it is the only one).
    struct Spacing {
        var stack: String
        var value: String
        var removed: Range<Int>
    }

    /// The token bits of `stacks`: an expression with none of them calls no stack, known without
    /// looking each of its tokens up in the set.
    static let stacksMask = TokenPattern.mask(of: Array(stacks))
    /// The first bytes and lengths of `stacks`: the mask passes most expressions (the bit of
    /// `VStack` is the bit of `:`), and a token of another shape is looked up in no set.
    static let stackShapes = TokenShapes(stacks)

    static func spacing(_ expression: SpecExpression) -> Spacing? {
        guard expression.tokenMask & stacksMask != 0 else { return nil }
        let tokens = expression.tokens
        for (index, token) in tokens.enumerated()
        where stackShapes.mayBeOne(token) && stacks.contains(token) && index + 1 < tokens.count
            && tokens[index + 1] == "("
        {
            guard let close = expression.groupEnd(index + 1) else { continue }
            // The call's arguments: token ranges between its top-level commas.
            var arguments: [Range<Int>] = []
            var start = index + 2
            var cursor = start
            while cursor < close {
                if tokens[cursor] == "," && expression.token(cursor).depth == expression.token(index + 1).depth + 1 {
                    arguments.append(start..<cursor)
                    start = cursor + 1
                }
                cursor = expression.token(cursor).opensGroup ? (expression.groupEnd(cursor) ?? cursor) + 1 : cursor + 1
            }
            arguments.append(start..<close)
            guard
                let position = arguments.firstIndex(where: {
                    $0.count > 2 && tokens[$0.lowerBound] == "spacing" && tokens[$0.lowerBound + 1] == ":"
                })
            else { continue }
            let argument = arguments[position]
            func scalars(_ tokens: Range<Int>) -> Range<Int> {
                let first = expression.token(tokens.lowerBound).range
                let last = expression.token(tokens.upperBound - 1).range
                return first.lowerBound..<last.upperBound
            }
            let removed: Range<Int>
            if arguments.count == 1 {
                removed = expression.token(index + 1).range.lowerBound..<expression.token(close).range.upperBound
            } else if position == 0 {
                removed = scalars(argument).lowerBound..<scalars(arguments[1]).lowerBound
            } else {
                removed = scalars(arguments[position - 1]).upperBound..<scalars(argument).upperBound
            }
            let value = expression.fragment.text(scalars((argument.lowerBound + 2)..<argument.upperBound))
            return Spacing(stack: token, value: value, removed: removed)
        }
        return nil
    }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { !$0.isType }) { expression in
            guard let spacing = Self.spacing(expression), spacing.value != "0" else { return nil }
            let fixed = expression.fragment.replacing([(spacing.removed, "")])
            return RuleViolation(
                "\(expression.what) gives \(spacing.stack) a fixed spacing of \(spacing.value)",
                at: expression.location,
                entry: expression.entry, fixIt: "\(expression.role.key): \(fixed)")
        }
    }
}
