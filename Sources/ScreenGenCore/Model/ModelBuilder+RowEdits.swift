extension ModelBuilder {
    /// The store's methods of each edited array it owns.
    static func storeRowEdits(_ spec: ScreenSpec, storeName: String?) -> [StoreRowEditsModel] {
        (spec.content?.sections ?? []).compactMap { section in
            guard let edits = section.rowEdits, let element = section.element?.value,
                let source = RowEditNames.storeProperty(of: section, in: spec, storeName: storeName)
            else { return nil }
            let edited = Set(edits.edits.map(\.value))
            return StoreRowEditsModel(
                source: SwiftIdentifier.escaped(source),
                deleteFunction: edited.contains(.delete) ? SwiftIdentifier.escaped(RowEditNames.delete(source: source)) : nil,
                moveFunction: edited.contains(.move) ? SwiftIdentifier.escaped(RowEditNames.move(source: source)) : nil,
                add: edits.add.map {
                    StoreAddModel(
                        function: SwiftIdentifier.escaped(RowEditNames.add(element: element)),
                        text: SwiftIdentifier.escaped($0.text.value), value: $0.value.value)
                })
        }
    }

    /// The add rows' texts the view or the store declares: `""` at first.
    static func addRowTexts(_ spec: ScreenSpec, storeName: String?, inStore: Bool, wrapper: MemberModel.Wrapper?)
        -> [MemberModel]
    {
        (spec.content?.sections ?? []).compactMap { section in
            guard let add = section.rowEdits?.add else { return nil }
            let storeOwned = RowEditNames.storeProperty(of: section, in: spec, storeName: storeName) != nil
            guard storeOwned == inStore else { return nil }
            return MemberModel(
                name: SwiftIdentifier.escaped(add.text.value), group: .stored, wrapper: wrapper,
                access: inStore ? .internal : .private, type: "String", initialValue: .code("\"\""))
        }
    }

    /// The section's edits as the view writes them.
    func rowEditsModel(
        _ section: ScreenSpec.Section, spec: ScreenSpec, members: [MemberModel], store: StoreModel?
    ) -> RowEditsModel? {
        guard let edits = section.rowEdits, case .items(let items) = section.source,
            let path = BindingPath(parsing: items.value), let element = section.element?.value
        else { return nil }
        let storeName = store?.propertyName.trimmingBackticks
        let edited = Set(edits.edits.map(\.value))
        let owned = RowEditNames.storeProperty(of: section, in: spec, storeName: storeName)
        // The array as the view reads it: a store property by its bare name goes through the store.
        let names =
            (owned != nil && path.root != storeName ? [storeName ?? ""] : []) + [path.root] + path.properties
        let collection = names.map(SwiftIdentifier.escaped).joined(separator: ".")
        var model = RowEditsModel(
            collection: collection, deletes: edited.contains(.delete), moves: edited.contains(.move),
            store: owned == nil ? nil : store?.propertyName,
            deleteFunction: owned.map { SwiftIdentifier.escaped(RowEditNames.delete(source: $0)) },
            moveFunction: owned.map { SwiftIdentifier.escaped(RowEditNames.move(source: $0)) })
        if let add = edits.add {
            let textPath = BindingPath(parsing: add.text.value).map {
                owned != nil ? BindingPath(parsing: (storeName ?? "") + "." + $0.root) : $0
            } ?? nil
            if let textPath, let binding = bindingModel(textPath, spec: spec, members: members, store: store) {
                let text = ([textPath.root] + textPath.properties).map(SwiftIdentifier.escaped).joined(separator: ".")
                model.add = AddRowModel(
                    binding: binding, text: text, prompt: add.prompt.value, label: add.label.value,
                    systemImage: add.systemImage?.value ?? "plus.circle.fill", value: add.value.value,
                    function: owned.map { _ in SwiftIdentifier.escaped(RowEditNames.add(element: element)) })
            }
        }
        return model
    }
}
