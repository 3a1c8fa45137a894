import Testing

@testable import ScreenGenCore

/// The tests of what a store does besides its loads' phases (shaping, seeding, polling, edits in
/// place) are decided in the model: only what a test can change or compare by itself is tested, and
/// what is left out is said in a comment line.
@Suite struct StateTestsModelTests {
    static func shaping(element: String = "item", filter: String = "!ownedOnly || item.isOwned", initial: String = "catalog")
        -> String
    {
        """
        screen: Items
        store:
          dependencies:
            - { name: catalog, type: "[Item]", preview: Item.previews }
          properties:
            - { name: items, type: "[Item]", initial: "\(initial)" }
            - { name: query, type: String, initial: '""' }
            - { name: sortOrder, type: ItemSortOrder, initial: .name }
            - { name: ownedOnly, type: Bool, initial: "false" }
        search: { text: query }
        content:
          sections:
            - items: store.items
              element: \(element)
              row: "Text(\(element).name)"
              matching: [name]
              filter: "\(filter.replacingOccurrences(of: "item.", with: element + "."))"
              sort: sortOrder.comparator

        """
    }

    @Test func aShapedCollectionIsTestedThroughItsSearchAndItsBoolInput() throws {
        let suite = try #require(ModelBuilder().build(try ModelBuilderTests.spec(Self.shaping())).tests.store)
        let shaping = try #require(suite.shapings.first)
        #expect(shaping.shown == "shownItems" && shaping.source == "items" && shaping.identity == "id")
        #expect(shaping.searchText == "query" && shaping.searchedText == "item.name")
        #expect(shaping.changes == [PropertyChange(property: "ownedOnly", toggles: true)])
        // An enum has no other value a test can choose: said, not dropped.
        #expect(shaping.unchanged == ["sortOrder"])
        #expect(suite.stateLeftOut.joined(separator: " ").contains("`sortOrder`"))
        #expect(suite.leftOut.isEmpty)
    }

    @Test func aRowIsNotLookedUpByItsTextWhenTheFilterReadsTheTextOrItsNameIsALocal() throws {
        let readsText = try #require(
            ModelBuilder().build(try ModelBuilderTests.spec(Self.shaping(filter: "query.count < 40 || item.isOwned")))
                .tests.store?.shapings.first)
        #expect(readsText.searchText == "query" && readsText.searchedText == nil)
        let clashing = try #require(
            ModelBuilder().build(try ModelBuilderTests.spec(Self.shaping(element: "shown"))).tests.store?.shapings.first)
        #expect(clashing.searchedText == nil)
    }

    @Test func aCollectionThatStartsEmptyIsLeftOutWithAWord() throws {
        let suite = try #require(ModelBuilder().build(try ModelBuilderTests.spec(Self.shaping(initial: "[]"))).tests.store)
        #expect(suite.shapings.isEmpty)
        #expect(suite.stateLeftOut == ["`shownItems` is not tested: `items` starts empty, with no row to shape."])
        // Not the words of a store without previews: it has them.
        #expect(suite.leftOut.isEmpty)
    }

    @Test func aSeedingLoadComparesItsStandardTypesAndTypesIntoStringsAndBools() throws {
        let spec = """
            screen: EditProfile
            store:
              dependencies:
                - { name: identity, type: any IdentityService, preview: { loaded: PreviewIdentityService(), error: "PreviewIdentityService(mode: .failing)" } }
              properties:
                - { name: displayName, type: String, initial: '""' }
                - { name: locked, type: Bool, initial: "false" }
                - { name: avatar, type: URL?, initial: nil }
            loads:
              - name: profile
                type: EditableProfile
                call: identity.profileWithSource()
                seeds:
                  - { into: displayName, value: profile.displayName }
                  - { into: locked, value: profile.locked }
                  - { into: avatar, value: profile.avatar }
            content:
              container: form
              sections:
                - fields:
                    - { textField: Name, bind: displayName }

            """
        let suite = try #require(ModelBuilder().build(try ModelBuilderTests.spec(spec)).tests.store)
        let seeding = try #require(suite.seedings.first)
        #expect(seeding.flag == "isProfileSeeded")
        // A URL is compared by Foundation's `==`, which the test file does not import.
        #expect(seeding.compared.map(\.property) == ["displayName", "locked"])
        #expect(seeding.typed.map(\.property) == ["displayName", "locked"])
        #expect(seeding.failing != nil)
    }

    @Test func aStoreWithoutDependenciesTestsTheArrayItEditsWithItsInitialRows() throws {
        let spec = """
            screen: Keywords
            store:
              properties:
                - { name: keywords, type: "[Keyword]", initial: Keyword.samples }
                - { name: tags, type: "[Keyword]", initial: "[]" }
            content:
              sections:
                - items: store.keywords
                  element: keyword
                  row: Text(keyword.text)
                  id: \\.text
                  edits: [delete, move]
                - items: store.tags
                  element: tag
                  row: Text(tag.text)
                  edits: [delete]
                  add: { text: newTag, prompt: Tag, label: Add tag, value: "Keyword(text: newTag)" }

            """
        let suite = try #require(ModelBuilder().build(try ModelBuilderTests.spec(spec)).tests.store)
        #expect(suite.rowEdits.count == 2)
        #expect(suite.rowEdits[0].identity == "text")
        #expect(suite.rowEdits[0].deleteFunction == "deleteKeywords" && suite.rowEdits[0].moveFunction == "moveKeywords")
        // An array that starts empty has no row to delete; adding is tested.
        #expect(suite.rowEdits[1].deleteFunction == nil && suite.rowEdits[1].add?.function == "addTag")
        #expect(suite.rowEdits[0].setup.construction == .instance(type: "KeywordsStore", arguments: []))
    }
}
