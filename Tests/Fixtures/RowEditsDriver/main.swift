// Drives the generated `KeywordListStore` (Tests/Golden/spec-keyword-list) on Linux: the
// store's in-place edits of the keywords it owns, as a swipe to delete, edit mode's drag and the add
// row ask them, with SwiftUI's meaning of the offsets (`remove(atOffsets:)`,
// `move(fromOffsets:toOffset:)`, whose destination is an offset before the move). RowEditsRuntimeTests
// builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_ROW_EDITS_DRIVER main.swift KeywordListStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_ROW_EDITS_DRIVER so that type-checking Tests/Fixtures as a directory sees an empty file.

#if SCREENGEN_ROW_EDITS_DRIVER

    import Foundation

    @MainActor
    func texts(_ store: KeywordListStore) -> String {
        store.keywords.map(\.text).joined(separator: ", ")
    }

    @MainActor
    func drive() {
        let store = KeywordListStore()
        check("the samples", texts(store) == "keyboard, mouse", texts(store))

        store.addKeyword()
        check("an empty text adds nothing", texts(store) == "keyboard, mouse", texts(store))

        store.newKeyword = "monitor"
        store.addKeyword()
        check("add appends", texts(store) == "keyboard, mouse, monitor", texts(store))
        check("add clears the text", store.newKeyword.isEmpty, "'\(store.newKeyword)'")

        store.newKeyword = "cable"
        store.addKeyword()
        store.newKeyword = "cable"
        store.addKeyword()
        check("one text twice is two rows", texts(store) == "keyboard, mouse, monitor, cable, cable", texts(store))
        check("each row its own id", Set(store.keywords.map(\.id)).count == 5, "\(store.keywords.count) rows")

        store.deleteKeywords(at: IndexSet([1, 3]))
        check("delete at offsets", texts(store) == "keyboard, monitor, cable", texts(store))

        store.moveKeywords(from: IndexSet([2]), to: 0)
        check("move up", texts(store) == "cable, keyboard, monitor", texts(store))

        store.moveKeywords(from: IndexSet([0]), to: 3)
        check("move to the end", texts(store) == "keyboard, monitor, cable", texts(store))

        store.moveKeywords(from: IndexSet([0, 2]), to: 2)
        check("move two past one", texts(store) == "monitor, keyboard, cable", texts(store))

        store.moveKeywords(from: IndexSet([1]), to: 1)
        check("move in place", texts(store) == "monitor, keyboard, cable", texts(store))

        store.deleteKeywords(at: IndexSet(0..<3))
        check("delete every row", store.keywords.isEmpty, "\(store.keywords.count) rows")
    }

    drive()
    exit(failures == 0 ? 0 : 1)

#endif
