extension ModelBuilder {
    /// The container and its sections: load phases, in-memory collections and form fields.
    func contentModel(
        _ content: ScreenSpec.Content, spec: ScreenSpec, facts: ScreenFacts, loads: [LoadModel], members: [MemberModel],
        store: StoreModel?, actions: [ActionModel]
    ) -> ContentModel {
        var sections = content.sections.map { section in
            let element = section.element.map { SwiftIdentifier.escaped($0.value) }
            let row = section.row?.value
            let rows: SectionModel.Rows
            var bindsValue = element != nil
            var grouping: GroupingModel?
            var shaping: ShapingModel?
            switch section.source {
            case .load(let name):
                // The structure check guarantees the load exists; names compare unescaped.
                guard let index = spec.loads.firstIndex(where: { $0.name.value == name.value }) else {
                    preconditionFailure("section names the unknown load \(name.value)")
                }
                rows = .phase(loads[index])
                grouping = section.grouping.map { Self.groupingModel($0, load: spec.loads[index]) }
                bindsValue =
                    bindsValue || Self.reads(name.value, in: (row.map { [$0] } ?? []) + section.loadedFields.flatMap(\.code))
            case .items(let items):
                // A shaped collection's rows are the store's member of the rows shown.
                shaping = Self.shaping(of: section, items: items.value, store: store)
                rows = .items(shaping.map { (store?.propertyName ?? "") + "." + $0.property } ?? items.value)
                // Grouped, the rows are the store's groups, read through the view's store property.
                if var groups = shaping?.grouping, let store {
                    groups.property = store.propertyName + "." + groups.property
                    grouping = groups
                }
            case .fields(let fields):
                rows = .fields(
                    fields.map { fieldModel($0, spec: spec, members: members, store: store, actions: actions) })
            }
            var model = SectionModel(
                rows: rows, element: element, row: row, title: section.title?.value, footer: section.footer?.value,
                // The grouped rows read the groups, not the loaded value.
                bindsValue: bindsValue && grouping == nil, navigation: rowNavigation(section, facts: facts))
            model.part = section.part?.value
            model.grouping = grouping
            model.shaping = shaping
            model.rowID = section.rowID?.value
            model.loadedFields = section.loadedFields.map {
                fieldModel($0, spec: spec, members: members, store: store, actions: actions)
            }
            if let grouping {
                model.groupTitle =
                    section.grouping?.title?.value ?? InterpolatedText(segments: [.expression(grouping.keyName)])
            }
            rowActions(section, into: &model, spec: spec, actions: actions)
            model.rowEdits = rowEditsModel(section, spec: spec, members: members, store: store)
            model.modifiers = section.modifiers.map(\.value)
            model.condition = section.condition.map { SwiftSnippet.statementCondition($0.value) }
            model.headerView = section.headerView?.value
            model.footerView = section.footerView?.value
            return model
        }
        // One section showing one load: its states have the container to themselves, so they cover
        // it. Beside other sections they stay inline, where an overlay would cover the others' rows.
        // Sections that all show parts of one load share its phase, so they count as one.
        if let load = sections.first?.load, sections.allSatisfy({ $0.load?.name == load.name }),
            Self.hasStatesBesideRows(load)
        {
            for index in sections.indices { sections[index].statesInOverlay = true }
        }
        return ContentModel(
            container: content.container.value, sections: sections,
            wrapsSections: sections.count > 1
                || sections.contains {
                    $0.title != nil || $0.footer != nil || $0.headerView != nil || $0.footerView != nil
                        || !$0.modifiers.isEmpty
                },
            selection: content.selection.flatMap { bindingModel($0.value, spec: spec, members: members, store: store) },
            modifiers: content.modifiers.map(\.value), focus: Self.focusModel(content),
            searchOverlay: Self.searchOverlay(sections, store: store, target: spec.platform.iOS.value))
    }

    /// The store's shaping of a section's collection, when the section shapes it.
    private static func shaping(of section: ScreenSpec.Section, items: String, store: StoreModel?) -> ShapingModel? {
        guard section.shaping != nil, let store,
            let source = ShapingNames.source(of: items, storeName: store.propertyName.trimmingBackticks)
        else { return nil }
        return store.shapings.first { $0.source == SwiftIdentifier.escaped(source) }
    }

    /// The form's focus order, from the fields that have a `focus`; nil when none has.
    static func focusModel(_ content: ScreenSpec.Content) -> FocusModel? {
        let cases = content.focusOrder.map(\.value)
        guard !cases.isEmpty else { return nil }
        return FocusModel(
            cases: cases.map(SwiftIdentifier.escaped), initial: content.initialFocus.map { SwiftIdentifier.escaped($0.value) })
    }

    /// A text or secure field's typed modifiers; Return moves to the next field of the focus order
    /// (`.next`) unless the field submits (`.done`).
    private func textInputModel(
        _ field: ScreenSpec.Field, spec: ScreenSpec, actions: [ActionModel]
    ) -> TextInputModel? {
        guard field.kind == .textField || field.kind == .secureField else { return nil }
        let input = field.textInput
        let order = (spec.content?.focusOrder ?? []).map(\.value)
        let submit =
            input.submit.isEmpty
            ? nil
            : button(
                InterpolatedText(segments: []), systemImage: nil, role: nil, action: input.submit, spec: spec,
                actions: actions, showsProgress: false)
        var next: String?
        if submit == nil, let focus = input.focus?.value, let index = order.firstIndex(of: focus),
            index + 1 < order.count
        {
            next = SwiftIdentifier.escaped(order[index + 1])
        }
        return TextInputModel(
            contentType: input.contentType?.value, keyboard: input.keyboard?.value,
            autocapitalization: input.autocapitalization?.value, disablesAutocorrection: input.autocorrection == false,
            focus: input.focus.map { SwiftIdentifier.escaped($0.value) }, nextFocus: next, submit: submit,
            submitWhile: submit == nil ? nil : Self.submitWhile(input.submit, spec: spec),
            submitLabel: input.submitLabel?.value ?? (submit != nil ? .done : next != nil ? .next : nil))
    }

    /// When Return may run `submit`: while the button that runs the same steps is shown and enabled
    /// (a form's button row, within its section's `if`, else a toolbar button), so that Return never
    /// does what a disabled Sign In button would not. The action's own in-flight guard keeps it from
    /// running twice. nil when no such button has a condition.
    static func submitWhile(_ submit: [Located<String>], spec: ScreenSpec) -> String? {
        let steps = submit.map(\.value)
        var conditions: [ConditionModel] = []
        var negated: [ConditionModel] = []
        let rows = (spec.content?.sections ?? []).lazy.flatMap { section in
            section.fields.lazy.map { (section, $0) }
        }
        if let (section, row) = rows.first(where: { $0.1.kind == .button && $0.1.action.map(\.value) == steps }) {
            conditions = [section.condition, row.condition].compactMap { $0.map { ConditionModel($0.value) } }
            negated = [row.disabled].compactMap { $0.map { ConditionModel($0.value) } }
        } else if let item = spec.toolbar.first(where: { $0.menu.isEmpty && $0.action.map(\.value) == steps }) {
            negated = [item.hidden, item.disabled].compactMap { $0.map { ConditionModel($0.value) } }
        }
        let parts = conditions.map { SwiftSnippet.statementCondition($0.code) } + negated.map(\.negation)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Whether the phase shows anything but rows: a spinner (no loading rows), an empty or a failed state.
    static func hasStatesBesideRows(_ load: LoadModel) -> Bool {
        load.loadingRows == nil || load.empty != nil || load.canFail
    }

    private func fieldModel(
        _ field: ScreenSpec.Field, spec: ScreenSpec, members: [MemberModel], store: StoreModel?,
        actions: [ActionModel]
    ) -> FieldModel {
        var model = FieldModel(
            kind: field.kind, label: field.label.value,
            binding: field.binding.flatMap { bindingModel($0.value, spec: spec, members: members, store: store) },
            prompt: field.prompt?.value, axis: field.axis?.value, lineLimit: field.lineLimit?.value,
            options: field.options?.value, option: SwiftIdentifier.escaped(field.option?.value ?? "option"),
            row: field.row?.value, pickerStyle: field.pickerStyle?.value, range: field.range?.value,
            step: field.step?.value, components: field.components.map(\.value), value: field.value?.value,
            url: field.url?.value,
            button: field.kind == .button
                ? button(
                    field.label.value, systemImage: field.systemImage?.value, role: field.role?.value,
                    action: field.action, spec: spec, actions: actions, showsProgress: true,
                    disabled: field.disabled.map { ConditionModel($0.value) })
                : nil)
        model.disabled =
            field.kind == .button
            ? nil : Self.waitingForSeed(field, spec: spec, store: store, disabled: field.disabled?.value)
        model.systemImage = field.kind == .button ? nil : field.systemImage?.value
        model.textInput = textInputModel(field, spec: spec, actions: actions)
        model.modifiers = field.modifiers.map(\.value)
        model.condition = field.condition.map { SwiftSnippet.statementCondition($0.value) }
        model.viewParts = field.view.map { SwiftFragment($0.value).split(atReadsOf: "$bind") }
        return model
    }

    /// A control that binds a property a load seeds (`seeds`) is disabled until the load's first answer
    /// has: what the user typed before would be overwritten. Joined with the field's own `disabled`.
    static func waitingForSeed(_ field: ScreenSpec.Field, spec: ScreenSpec, store: StoreModel?, disabled: String?)
        -> String?
    {
        guard let path = field.binding?.value,
            let property = seededProperty(bound: path, spec: spec, store: store),
            let load = spec.loads.first(where: { $0.seeds.contains { $0.into.value == property } })
        else { return disabled }
        let flag = (store.map { $0.propertyName + "." } ?? "") + LoadNames.seededFlag(load: load.name.value)
        guard let disabled else { return "!" + flag }
        return "!" + flag + " || " + (ConditionModel(disabled).bindsTighterThanOr ? disabled : "(\(disabled))")
    }

    /// The store property (or, without a store, the view's state) a binding edits: `displayName` of
    /// `displayName` and of `store.displayName.count`.
    static func seededProperty(bound path: BindingPath, spec: ScreenSpec, store: StoreModel?) -> String? {
        guard let store else { return path.root }
        if path.root == store.propertyName.trimmingBackticks { return path.properties.first }
        return spec.store?.properties.contains { $0.name.value == path.root } == true ? path.root : nil
    }

    /// The binding of `path`: a store property by its bare name goes through the store's member;
    /// anything else starts at the view's member of that name. The structure check has refused
    /// paths that start nowhere bindable.
    func bindingModel(_ path: BindingPath, spec: ScreenSpec, members: [MemberModel], store: StoreModel?)
        -> BindingModel?
    {
        var root = SwiftIdentifier.escaped(path.root)
        var properties = path.properties.map(SwiftIdentifier.escaped)
        if let store, spec.store?.properties.contains(where: { $0.name.value == path.root }) == true {
            properties.insert(root, at: 0)
            root = store.propertyName
        }
        guard let member = members.first(where: { $0.name == root }) else { return nil }
        let projects: Set<MemberModel.Wrapper> = [
            .state, .binding, .bindable, .stateObject, .observedObject, .environmentObject,
        ]
        return BindingModel(
            member: root,
            access: member.wrapper.map(projects.contains) == true || member.projectsBinding
                ? .projectedValue : .bindableWrapper,
            properties: properties)
    }
}
