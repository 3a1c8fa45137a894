import Testing

@testable import ScreenGenCore

/// A shaped section (`filter`, `sort`, `matching`) and keyed rows (`id`): each misuse is one located
/// error that says why and what to write instead.
@Suite struct ShapingCheckTests {
    /// A store screen with a collection, a search text and a flag, and `section` as its one section.
    static func spec(_ section: String, search: String = "search: { text: query }", extra: String = "") -> String {
        """
        screen: Catalog
        store:
          properties:
            - { name: items, type: "[Item]", initial: "[]" }
            - { name: query, type: String, initial: '""' }
            - { name: ownedOnly, type: Bool, initial: "false" }
        \(search)
        \(extra)
        content:
          sections:
            - \(section)
        """
    }

    static func errors(_ yaml: String) -> [String] { SourceCheckTests.errors(yaml) }

    @Test func aShapedSectionOfTheStoresPropertiesIsValid() {
        let yaml = Self.spec(
            #"{ items: store.items, element: item, row: "ItemRow(item: item)", matching: [name, category.name], "#
                + #"filter: "!ownedOnly || item.isOwned", sort: "KeyPathComparator(\\Item.name)" }"#)
        #expect(Self.errors(yaml) == [])
    }

    @Test func aShapingNeedsAStore() {
        let yaml = """
            screen: Catalog
            state:
              - { name: items, type: "[Item]", initial: "[]" }
            content:
              sections:
                - { items: items, element: item, row: "ItemRow(item: item)", filter: item.isOwned }
            """
        let errors = Self.errors(yaml)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("6:74 shaping-needs-store a shaped section's rows are kept by a store") == true)
    }

    @Test func theCollectionIsAStoreProperty() {
        let errors = Self.errors(
            Self.spec(
                #"{ items: "store.items.prefix(3)", element: item, row: "ItemRow(item: item)", sort: "KeyPathComparator(\\Item.name)" }"#
            ))
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.contains("shaping-needs-store a shaped section's 'items' is one of the store's properties")
                == true)
    }

    @Test func theCollectionIsAnArray() {
        let errors = Self.errors(
            Self.spec(#"{ items: store.query, element: item, row: "ItemRow(item: item)", filter: item.isOwned }"#))
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("'query' is of type String") == true)
    }

    @Test func aFilterReadsTheStoreAndTheElement() {
        let view = Self.errors(
            Self.spec(
                #"{ items: items, element: item, row: "ItemRow(item: item)", filter: "item.isOwned || showsAll" }"#,
                extra: "state:\n  - { name: showsAll, type: Bool, initial: \"false\" }"))
        #expect(view.count == 1, "\(view)")
        #expect(view.first?.contains("unknown-name 'filter' reads 'showsAll', the view's") == true)
        #expect(view.first?.contains("move 'showsAll' into the store's 'properties'") == true)
        let typo = Self.errors(
            Self.spec(
                #"{ items: items, element: item, row: "ItemRow(item: item)", filter: "!ownedOnyl || item.isOwned" }"#))
        #expect(typo.count == 1, "\(typo)")
        #expect(
            typo.first?.contains(
                "'filter' reads 'ownedOnyl', which the store does not declare did you mean 'ownedOnly'?") == true)
    }

    @Test func aSortReadsTheStoreAndTheElement() {
        let errors = Self.errors(
            Self.spec(
                #"{ items: items, element: item, row: "ItemRow(item: item)", sort: order.comparator }"#,
                extra: "state:\n  - { name: order, type: ItemSortOrder, initial: .name }"))
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("unknown-name 'sort' reads 'order', the view's") == true, "\(errors)")
    }

    @Test func matchingNeedsTheStoresSearchText() {
        let none = Self.errors(
            Self.spec(#"{ items: items, element: item, row: "ItemRow(item: item)", matching: [name] }"#, search: ""))
        #expect(none.count == 1, "\(none)")
        #expect(none.first?.contains("missing-key 'matching' looks for the screen's search text") == true)
        let view = Self.errors(
            Self.spec(
                #"{ items: items, element: item, row: "ItemRow(item: item)", matching: [name] }"#,
                search: "search: { text: text }", extra: "state:\n  - { name: text, type: String, initial: '\"\"' }"))
        #expect(view.count == 1, "\(view)")
        #expect(
            view.first?.contains(
                "shaping-needs-store 'matching' looks for the search text in the store, but the search edits 'text'")
                == true)
        let path = Self.errors(
            Self.spec(#"{ items: items, element: item, row: "ItemRow(item: item)", matching: ["name.lowercased()"] }"#))
        #expect(path.count == 1, "\(path)")
        #expect(path.first?.contains("invalid-key-path 'matching' names a property of the element") == true)
    }

    @Test func onlyAnInMemoryCollectionIsShaped() {
        let yaml = """
            screen: Catalog
            loads:
              - { name: items, type: "[Item]", call: catalog.items() }
            content:
              sections:
                - { load: items, element: item, row: "ItemRow(item: item)", sort: "KeyPathComparator(\\\\Item.name)" }
            """
        let errors = Self.errors(yaml)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("field-key-not-applicable 'sort' shapes an in-memory collection") == true)
        #expect(errors.first?.contains("filter and sort them in the call") == true)
    }

    @Test func oneCollectionIsShapedByOneSection() {
        let yaml = """
            screen: Catalog
            store:
              properties:
                - { name: items, type: "[Item]", initial: "[]" }
            content:
              sections:
                - { title: Owned, items: items, element: item, row: "ItemRow(item: item)", filter: item.isOwned }
                - { title: Wanted, items: items, element: item, row: "ItemRow(item: item)", filter: "!item.isOwned" }
            """
        let errors = Self.errors(yaml)
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.allSatisfy { $0.contains("duplicate-name") }, "\(errors)")
    }

    @Test func keyedRowsNameAKeyPathAwayFromRowActions() {
        let keyed = """
            screen: Reactions
            state:
              - { name: reactions, type: "[Reaction]", initial: "[]" }
            content:
              sections:
                - { items: reactions, element: reaction, row: "ReactionRow(reaction: reaction)", id: KEY }
            """
        #expect(Self.errors(keyed.replacingOccurrences(of: "KEY", with: #""\\.creator.id""#)) == [])
        let notAPath = Self.errors(keyed.replacingOccurrences(of: "KEY", with: "creator.id"))
        #expect(notAPath.count == 1, "\(notAPath)")
        #expect(
            notAPath.first?.contains("invalid-key-path 'id' is a key path of the element, written '\\.property'")
                == true)
        let beside = Self.errors(
            keyed.replacingOccurrences(of: "KEY", with: #""\\.creator.id", onDelete: remove"#)
                + "\nactions:\n  - { name: remove, parameters: [{ name: reactions, type: \"[Reaction]\" }], call: \"model.remove(reactions)\" }"
        )
        #expect(
            beside.contains { $0.contains("field-key-not-applicable 'id' does not apply beside 'onDelete'") },
            "\(beside)")
    }
}
