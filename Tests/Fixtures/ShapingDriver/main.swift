// Drives the generated `ItemListStore` (Tests/Golden/spec-item-list) on Linux: the store
// keeps the rows shown, searched by the query in the items' names and categories, kept by the
// "owned only" filter and sorted by the menu's choice, and shapes them again whenever the
// collection or one of those values changes. ShapingRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_SHAPING_DRIVER main.swift ItemListStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. With SCREENGEN_GROUPED_SHAPING_DRIVER it
// drives `WorkingGroupListStore` (Tests/Golden/items-grouped-store-ietf) instead: the rows shown in
// one group per area, sorted by area, each in the directory's order, an area with no match left out.
// The whole file sits behind the two conditions so that type-checking Tests/Fixtures as a directory
// sees an empty file.

#if SCREENGEN_SHAPING_DRIVER || SCREENGEN_GROUPED_SHAPING_DRIVER
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif
#endif

#if SCREENGEN_SHAPING_DRIVER

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

#if SCREENGEN_GROUPED_SHAPING_DRIVER

    /// Each group as `area: acronyms`, the groups joined by ` / `.
    @MainActor
    func groups(_ store: WorkingGroupListStore) -> String {
        store.shownWorkingGroupsByArea.map { area, groups in
            area + ": " + groups.map(\.acronym).joined(separator: ", ")
        }.joined(separator: " / ")
    }

    @MainActor
    func driveGroups() {
        let directory = [
            WorkingGroup(acronym: "dnsop", name: "Domain Name System Operations", area: "Operations"),
            WorkingGroup(acronym: "httpbis", name: "HTTP", area: "Transport"),
            WorkingGroup(acronym: "opsawg", name: "Operations and Management Area", area: "Operations"),
            WorkingGroup(acronym: "quic", name: "QUIC", area: "Transport"),
        ]
        let store = WorkingGroupListStore(directory: directory)
        check(
            "grouped at init", groups(store) == "Operations: dnsop, opsawg / Transport: httpbis, quic",
            groups(store))

        store.searchText = "http"
        check("an area without a match has no group", groups(store) == "Transport: httpbis", groups(store))

        store.searchText = "operations"
        check("search by name", groups(store) == "Operations: dnsop, opsawg", groups(store))

        store.workingGroups.append(
            WorkingGroup(acronym: "anima", name: "Autonomic Networking", area: "Operations"))
        store.searchText = ""
        check(
            "collection changed",
            groups(store) == "Operations: dnsop, opsawg, anima / Transport: httpbis, quic", groups(store))
    }

    driveGroups()
    exit(failures == 0 ? 0 : 1)

#endif
