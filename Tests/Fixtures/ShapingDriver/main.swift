// Drives the generated `ItemListStore` (Tests/Golden/spec-item-list) on Linux: the store
// keeps the rows shown, searched by the query in the items' names and categories, kept by the
// "owned only" filter and sorted by the menu's choice, and shapes them again whenever the
// collection or one of those values changes. ShapingRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_SHAPING_DRIVER main.swift ItemListStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_SHAPING_DRIVER so that type-checking Tests/Fixtures as a directory sees an empty file.

#if SCREENGEN_SHAPING_DRIVER

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    let catalog = [
        Item(
            name: "Cherry", category: ItemCategory(name: "Fruit"), isOwned: false, buyPrice: 100,
            sellPrice: 500),
        Item(
            name: "Acoustic guitar", category: ItemCategory(name: "Housewares"), isOwned: true,
            buyPrice: 8_000, sellPrice: 2_000),
        Item(
            name: "Bamboo shelf", category: ItemCategory(name: "Furniture"), isOwned: true, buyPrice: 3_100,
            sellPrice: 775),
        Item(
            name: "Apple", category: ItemCategory(name: "Fruit"), isOwned: true, buyPrice: 100,
            sellPrice: 100),
    ]

    @MainActor
    func names(_ store: ItemListStore) -> String {
        store.shownItems.map(\.name).joined(separator: ", ")
    }

    @MainActor
    func drive() {
        let store = ItemListStore(catalog: catalog)
        // Shaped once by `init`, before any property's didSet has run: every item, by name.
        check(
            "shaped at init", names(store) == "Acoustic guitar, Apple, Bamboo shelf, Cherry", names(store))

        store.query = "fruit"
        check("search in a category", names(store) == "Apple, Cherry", names(store))

        store.query = "GUITAR"
        check("search ignores case", names(store) == "Acoustic guitar", names(store))

        store.query = ""
        store.ownedOnly = true
        check("filter", names(store) == "Acoustic guitar, Apple, Bamboo shelf", names(store))

        store.sortOrder = .buyPrice
        check("sort again", names(store) == "Apple, Bamboo shelf, Acoustic guitar", names(store))

        store.items.append(
            Item(
                name: "Banjo", category: ItemCategory(name: "Housewares"), isOwned: true, buyPrice: 2_000,
                sellPrice: 500))
        check("collection changed", names(store) == "Apple, Banjo, Bamboo shelf, Acoustic guitar", names(store))

        store.query = "ba"
        check(
            "search, filter and sort together", names(store) == "Banjo, Bamboo shelf", names(store))

        store.query = "zither"
        check("nothing found", store.shownItems.isEmpty, "\(store.shownItems.count) rows")

        store.ownedOnly = false
        store.query = ""
        store.items.removeAll { $0.name == "Cherry" }
        check(
            "collection shrank", names(store) == "Apple, Banjo, Bamboo shelf, Acoustic guitar", names(store))
    }

    drive()
    exit(failures == 0 ? 0 : 1)

#endif
