/// ForEach needs stable identity: Identifiable elements, never indices or the value itself.
struct NonIdentifiableItemsRule: Rule {
    static let description = RuleDescription(
        id: "non-identifiable-items",
        severity: .error,
        summary:
            "A section iterates a collection of non-Identifiable elements without an `id`, or a row, a section or a destination iterates by index or by `id: \\.self`.",
        rationale: """
            `ForEach` tells rows apart by identity. With array indices (`.indices`, `enumerated()`) an \
            insertion shifts every identity: rows animate wrongly and keep the wrong state; with \
            `id: \\.self` two equal values collide. The generator iterates with `ForEach(items)`, which \
            needs `Identifiable` elements, so a section with `element` over `[String]`, `[Int]`, `[Date]`, \
            `[URL]`, `[UUID]`, tuples, optionals, dictionaries or ranges does not compile. Load values \
            with a stable `id` instead, or name a stable, unique property of each element in the \
            section's `id` (`id: \\.creator.id`) for elements the app does not make `Identifiable`. \
            The one range the generator iterates is a load's `placeholder`: \
            `ForEach(0..<count)` over a constant range, whose redacted rows never move and are replaced \
            all at once by the loaded rows, so their identity is stable.
            """,
        source:
            "000 · Performance guide, common mistakes, review checklist (stable Identifiable IDs, never array indices); 002 · performance",
        digest: [24],
        triggering: [
            """
            screen: Reactions
            state:
              - { name: names, type: "[String]", initial: "[]" }
            content:
              sections:
                - { items: names, element: name, row: "Text(name)", id: ↓"\\\\.self" }
            """,
            """
            screen: Tags
            loads:
              - { name: tags, type: "[String]", call: Catalog.tags() }
            content:
              sections:
                - { load: tags, element: ↓tag, row: "Text(tag)" }
            """,
            """
            screen: Tags
            loads:
              - { name: groups, type: "[TagGroup]", call: Catalog.groups() }
            content:
              sections:
                - { load: groups, element: group, row: ↓"ForEach(group.tags, id: \\\\.self) { Text($0) }" }
            """,
        ],
        nonTriggering: [
            """
            screen: Reactions
            state:
              - { name: reactions, type: "[Reaction]", initial: "[]" }
            content:
              sections:
                - { items: reactions, element: reaction, row: "ReactionRow(reaction: reaction)", id: "\\\\.name" }
            """,
            """
            screen: Tags
            loads:
              - { name: tags, type: "[Tag]", call: Catalog.tags() }
              - { name: names, type: "[String]", call: Catalog.names() }
            content:
              sections:
                - { load: tags, element: tag, row: "TagRow(tag: tag)" }
                - { load: names, row: "NamesSummary(names: names)" }
            """
        ])

    static let plainElements: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Decimal", "Bool", "Date", "URL", "UUID", "Data",
    ]
    static let byIndex: [TokenPattern] = [".indices", "id: \\.self", ".enumerated("]

    static func isPlain(_ element: String) -> Bool {
        plainElements.contains(element) || element.hasPrefix("(") || element.hasPrefix("[") || element.hasSuffix("?")
            || element.hasPrefix("Optional<")
    }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        var out: [RuleViolation] = []
        for section in input.spec.content?.sections ?? [] {
            if let id = section.rowID, id.value == "\\.self" {
                out.append(
                    RuleViolation(
                        "the section's rows are told apart by 'id: \\.self', so two equal elements collide",
                        at: id.location, entry: section.location,
                        fixIt: "name a stable, unique property of each element: id: \\.creator.id"))
                continue
            }
            // A section keyed by `id` needs no Identifiable elements.
            guard section.rowID == nil, let element = section.element,
                let load = input.spec.loads.first(where: { $0.name.value == section.load?.value }),
                let type = SwiftTypeName.elementType(of: load.type.value), Self.isPlain(type)
            else { continue }
            out.append(
                RuleViolation(
                    "section iterates load '\(load.name.value)' of type \(load.type.value), whose elements are not Identifiable",
                    at: element.location, entry: section.location,
                    fixIt:
                        "load Identifiable values (a type with a stable id), or drop 'element' to show the value as a whole"
                ))
        }
        out += SpecExpressions.scan(input, roles: \.isView) { expression in
            guard let form = expression.firstMatch(Self.byIndex) else { return nil }
            return RuleViolation(
                "\(expression.what) iterates with \(form), an unstable identity", at: expression.location,
                entry: expression.entry, fixIt: "iterate Identifiable elements: ForEach(items) { item in … }")
        }
        return out
    }
}
