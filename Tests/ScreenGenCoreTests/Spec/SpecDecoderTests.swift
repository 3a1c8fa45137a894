import Foundation
import Testing

@testable import ScreenGenCore

/// Decodes `text` as a spec named `t.yaml`; the YAML itself must load.
private func decode(_ text: String) throws -> (ScreenSpec?, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let root = try #require(YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics))
    let spec = SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics)
    return (spec, diagnostics)
}

private func at(_ line: Int, _ column: Int) -> ScreenGenCore.SourceLocation {
    ScreenGenCore.SourceLocation(file: "t.yaml", line: line, column: column)
}

private func located<T>(_ value: T, _ line: Int, _ column: Int) -> Located<T> { Located(value, at: at(line, column)) }

@Suite struct SpecDecoderTests {
    /// Every key of the format, each with a value that differs from its default.
    static let fullSpec = """
        screen: Orders
        summary: Recent orders with filters.
        title: Orders
        platform: { iOS: "17.4" }
        architecture:
          style: viewModel
          reason: The Orders module already uses view models.
        navigation: owner
        environment:
          - name: client
            type: OrdersClient
            preview:
              loaded: OrdersClient.preview
              loading: OrdersClient.slow
              empty: OrdersClient.empty
              error: OrdersClient.failing
          - { name: dismiss, key: dismiss }
        inputs:
          - { name: customer, type: Customer, preview: Customer.sample, default: Customer.guest }
          - { name: isCompact, type: Bool, ownership: binding, preview: "false" }
        state:
          - { name: searchText, type: String, initial: '""' }
          - { name: chosen, type: "Set<Order.ID>", initial: "[]" }
        store:
          type: OrdersModel
          name: model
          ownership: received
          dependencies:
            - { name: repository, type: any OrdersRepository, preview: { loaded: PreviewOrdersRepository(), nextPage: PreviewOrdersRepository.twoPages, nextPageError: PreviewOrdersRepository.failingNextPage, gated: "PreviewOrdersRepository(gate: gate)" }, source: init, stored: true, default: LiveOrdersRepository() }
          properties: [{ name: filter, type: Filter, initial: .all }, { name: query, type: String, initial: '""' }, { name: catalog, type: "[Item]", initial: "[]" }]
          # query is the search field's text.
        loads:
          - name: orders
            type: "[Order]"
            call: "  repository.orders(for: customer.id, filter: filter)  "
            dependsOn: [filter, query]
            refreshable: true
            empty: { title: No Orders, systemImage: shippingbox, description: Orders you place appear here. }
            error: { title: Couldn't Load Orders, retry: true }
            pagination: { cursor: Order.ID, next: "repository.orders(for: customer.id, filter: filter, after: cursor)", cursorOf: "page.last?.id", page: OrdersPage, rows: page.orders }
          - { name: liveCount, type: Int, call: repository.openOrderCounts(), stream: nonThrowing, placeholder: { row: "CountBadge(count: 0)", count: 3 } }
          - { name: uptime, type: String, call: repository.uptime(), every: 30s, failure: ignore, seeds: [{ into: query, value: uptime }] }
        content:
          container: list
          selection: chosen
          modifiers: [".listStyle(.plain)"]
          scrollToTopOnReselect: false
          sections:
            - { load: orders, element: order, row: "OrderRow(order: order)", title: Recent, navigate: detail(order.id), contextMenu: [{ label: Copy, action: "print(order.id)" }], swipeActions: [{ edge: leading, allowsFullSwipe: false, buttons: [{ label: Flag, systemImage: flag, tint: .orange, action: "print(order)" }] }], onDelete: cancel }
            - { title: Open, footer: Not yet shipped., items: "model.orders(in: .open)", element: order, row: "OrderRow(order: order)", onTap: "print(order)", if: isCompact, modifiers: [".headerProminence(.increased)"] }
            - fields: [{ textField: Note, bind: searchText, prompt: Optional, axis: vertical, lineLimit: "3", if: "!isCompact", modifiers: [".submitLabel(.done)"] }, { secureField: Code, bind: searchText }, { toggle: Compact, bind: isCompact }, { picker: Filter, bind: model.filter, options: Filter.allCases, option: choice, row: Text(choice.title), style: segmented },
                { stepper: Copies, bind: filter, range: "1...5", step: 1 }, { datePicker: Since, bind: model.since, components: [date] }, { slider: Zoom, bind: filter, range: "0...1", step: "0.1" }, { labeledContent: Customer, value: customer.name }, { link: Help, url: "URL(string: \\"https://example.com\\")!" }, { button: Reset, role: destructive, action: filter = .all }, { view: "FilterChips(selection: $bind)", bind: filter }, { textField: Email, bind: searchText, focus: email, submit: "print(searchText)", submitLabel: go, contentType: emailAddress, keyboard: emailAddress, autocapitalization: never, autocorrection: false, disabled: isCompact }, { toggle: Loud, bind: isCompact, systemImage: speaker.wave.3 }]
            - { load: orders, element: order, row: "OrderRow(order: order)", groupBy: customer.city, groupType: String, groupTitle: Shipping to \\(city) }
            - { items: model.pinned, element: order, row: "OrderRow(order: order)", headerView: "Label(\\"Pinned\\", systemImage: \\"pin\\")", footerView: 'Text("Kept on top")', edits: [delete, move], add: { text: newPin, prompt: New Pin, label: Pin, systemImage: pin, value: "Order(title: newPin)" } }
            - { items: model.catalog, element: item, row: "ItemRow(item: item)", id: \\.name, filter: item.isOwned, sort: "KeyPathComparator(\\\\Item.name)", matching: [name, category.name] }
          initialFocus: email
        routes:
          - { case: detail, value: Order.ID, destination: "OrderDetailView(id: value)", path: "/orders/{value}", sample: Order.sample.id }
        sheets:
          - { case: filters, item: Filter, destination: "FilterSheet(filter: item)", style: fullScreenCover }
        previews:
          - { name: Loaded, state: loaded }
          - { name: Slow, state: loading, with: { client: OrdersClient.slow, repository: SlowRepository() } }
        suppress: [{ rule: task-id-missing, reason: The customer is the screen's identity. }]
        environmentValues: [{ name: orderTheme, type: OrderTheme, default: .standard }]
        alerts:
          - case: cancelFailed
            item: any Error
            title: Could Not Cancel
            message: \\(item.localizedDescription)
            actions: [{ label: Retry, role: cancel, action: "await model.cancel(retrying: true)" }]
        confirmationDialogs:
          - { case: cancel, item: Order, title: Cancel \\(item.number)?, titleVisibility: visible }
        toolbar:
          - { label: Filter, systemImage: line.3.horizontal.decrease, placement: primaryAction, role: cancel, action: sheet = .filters(.all) }
          - { label: Cancel All, action: [cancelAll, dismiss()], disabled: model.orders.isEmpty, hidden: isCompact }
          - { view: OrdersTitle(), placement: principal }
          - { label: More, systemImage: ellipsis, whileEditing: true, menu: [{ label: Cancel All, role: destructive, roleWhile: hasOrders, action: 'cancelAll("late")' }] }
          - { editButton: true }
          - { selectAll: orders, placement: bottomBar, whileEditing: true }
          - { spacer: fixed }
        actions:
          - name: cancelAll
            call: repository.cancel(orders)
            parameters: [{ name: reason, type: String }]
            failure: cancelFailed
            inFlight: isCancelling
            reloads: [orders]
            onSuccess: [searchText = ""]
          - { name: cancel, parameters: [{ name: orders, type: "[Order]" }], call: repository.cancel(orders), failure: cancelFailed }
        busy: { actions: [cancelAll], name: isWorking }
        presentation: { stack: true, dismissDisabled: isCompact }
        subtitle: \\(model.query) matching
        titleDisplayMode: large
        search: { text: model.query, prompt: Search Orders, placement: navigationBarDrawer, displayMode: always, debounce: 0.25s }
        members:
          - "@AppStorage(\\"compact\\") private var prefersCompact: Bool = false"
        imports: [OrdersKit, { module: StoreKit, in: [view] }]
        access: package
        typeName: OrdersScreen
        onChange:
          - { of: searchText, if: newValue.isEmpty, action: [cancelAll], initial: true }
        """

    /// `flow` belongs to a participant (this is an owner; `participantDecodes` covers it), and
    /// `suppress`, offered on every entry, appears once.
    /// The reader's index of the spec's objects finds the object a search by name finds, for the
    /// spec's objects and the configuration's, and for names neither has.
    @Test func schemaLookupByIndexMatchesTheSearch() {
        #expect(Set(SpecSchema.objects.map(\.name)).count == SpecSchema.objects.count)
        let names = SpecSchema.objects.map(\.name) + ConfigSchema.objects.map(\.name) + ["", "nope", "Screen"]
        for objects in [SpecSchema.objects, ConfigSchema.objects] {
            let reader = SpecReader(file: "x.yaml", objects: objects)
            for name in names {
                #expect(reader.schema(named: name)?.name == objects.first(where: { $0.name == name })?.name, "\(name)")
                #expect(
                    reader.schema(named: name)?.keys.map(\.name)
                        == objects.first(where: { $0.name == name })?.keys.map(\.name), "\(name)")
            }
        }
    }

    /// The kept answer to "does the object take `suppress`?" is the search of its keys, for every
    /// object of the spec and the configuration, and stays so when the keys change.
    @Test func acceptsSuppressIsTheSearchOfTheKeys() {
        for object in SpecSchema.objects + ConfigSchema.objects {
            #expect(object.acceptsSuppress == object.keys.contains { $0.name == "suppress" }, "\(object.name)")
            var changed = object
            changed.keys.removeAll { $0.name == "suppress" }
            #expect(!changed.acceptsSuppress, "\(object.name)")
            changed.keys.append(.suppress)
            #expect(changed.acceptsSuppress, "\(object.name)")
        }
    }

    @Test func theFullSpecUsesEveryKeyOfTheSchema() {
        let appObjects = Set(SpecSchema.appObjects.map(\.name))
        for object in SpecSchema.objects where !appObjects.contains(object.name) {
            for key in object.keys where key.name != "flow" {
                #expect(Self.fullSpec.contains("\(key.name):"), "\(object.name).\(key.name) is not in the full spec")
            }
        }
    }

    @Test func participantDecodes() throws {
        let (spec, diagnostics) = try decode("screen: Detail\nnavigation: participant\nflow: Orders\n")
        #expect(diagnostics.isEmpty)
        #expect(spec?.flow?.value == "Orders")
        #expect(spec?.flow?.location == at(3, 7))
    }

    @Test func theFullSpecDecodesIntoTheExpectedValues() throws {
        let (decoded, diagnostics) = try decode(Self.fullSpec)
        #expect(diagnostics.isEmpty, "\(DiagnosticFormat.text.render(diagnostics))")
        let spec = try #require(decoded)
        #expect(spec.file == "t.yaml")
        #expect(spec.location == at(1, 1))
        #expect(spec.screen == located("Orders", 1, 9))
        #expect(spec.summary == "Recent orders with filters.")
        #expect(spec.title == located(InterpolatedText(segments: [.text("Orders")]), 3, 8))
        #expect(spec.platform.iOS == located(OSVersion(17, 4), 4, 18))
        #expect(spec.architecture.style == located(.viewModel, 6, 10))
        #expect(spec.architecture.reason == "The Orders module already uses view models.")
        #expect(spec.navigation == located(.owner, 8, 13))

        try #require(spec.environment.count == 2)
        let client = spec.environment[0]
        #expect(client.name == located("client", 10, 11))
        #expect(client.type == located("OrdersClient", 11, 11))
        #expect(client.key == nil)
        #expect(client.location == at(10, 5))
        let preview = try #require(client.preview)
        #expect(preview.single == nil)
        #expect(preview.value(for: .loaded)?.value == "OrdersClient.preview")
        #expect(preview.value(for: .loading)?.value == "OrdersClient.slow")
        #expect(preview.value(for: .empty)?.value == "OrdersClient.empty")
        #expect(preview.value(for: .error) == located("OrdersClient.failing", 16, 14))
        let dismiss = spec.environment[1]
        #expect(dismiss.name.value == "dismiss")
        #expect(dismiss.type == nil)
        #expect(dismiss.key == located("dismiss", 17, 27))
        #expect(dismiss.preview == nil)

        try #require(spec.inputs.count == 2)
        #expect(spec.inputs[0].name.value == "customer")
        #expect(spec.inputs[0].type.value == "Customer")
        #expect(spec.inputs[0].ownership.value == .let)
        #expect(spec.inputs[0].preview?.value == "Customer.sample")
        #expect(spec.inputs[1].ownership == located(.binding, 20, 47))
        #expect(spec.inputs[1].preview?.value == "false")

        try #require(spec.state.count == 2)
        #expect(spec.state[0].name == located("searchText", 22, 13))
        #expect(spec.state[0].type.value == "String")
        #expect(spec.state[0].initial.value == "\"\"")

        let store = try #require(spec.store)
        #expect(store.type == located("OrdersModel", 25, 9))
        #expect(store.name?.value == "model")
        #expect(store.ownership.value == .received)
        #expect(store.dependencies.map(\.name.value) == ["repository"])
        #expect(store.dependencies.first?.type.value == "any OrdersRepository")
        let repository = try #require(store.dependencies.first?.preview)
        #expect(repository.value(for: .loaded)?.value == "PreviewOrdersRepository()")
        #expect(repository.value(for: .nextPage)?.value == "PreviewOrdersRepository.twoPages")
        #expect(repository.value(for: .nextPageError)?.value == "PreviewOrdersRepository.failingNextPage")
        #expect(repository.value(for: .gated)?.value == "PreviewOrdersRepository(gate: gate)")
        #expect(store.properties.map(\.name.value) == ["filter", "query", "catalog"])
        #expect(store.properties.first?.initial.value == ".all")
        #expect(store.location == at(25, 3))

        try #require(spec.loads.count == 3)
        #expect(store.dependencies.first?.source?.value == .`init`)
        #expect(spec.loads[1].stream == located(.nonThrowing, 41, 79))
        #expect(spec.loads[1].placeholder?.row.value == "CountBadge(count: 0)")
        #expect(spec.loads[1].placeholder?.count?.value == 3)
        #expect(spec.loads[0].placeholder == nil)
        let load = spec.loads[0]
        #expect(load.name == located("orders", 33, 11))
        #expect(load.type.value == "[Order]")
        #expect(load.call == located("repository.orders(for: customer.id, filter: filter)", 35, 11), "trimmed")
        #expect(load.dependsOn == [located("filter", 36, 17), located("query", 36, 25)])
        #expect(load.refreshable)
        #expect(load.empty?.title.value == "No Orders")
        #expect(load.empty?.systemImage?.value == "shippingbox")
        #expect(load.empty?.description?.value == "Orders you place appear here.")
        #expect(load.error?.title.value == "Couldn't Load Orders")
        #expect(load.error?.systemImage == nil)
        let pagination = try #require(load.pagination)
        #expect(pagination.cursor == located("Order.ID", 40, 27))
        #expect(pagination.next.value == "repository.orders(for: customer.id, filter: filter, after: cursor)")
        #expect(pagination.cursorOf.value == "page.last?.id")
        #expect(pagination.page?.value == "OrdersPage")
        #expect(pagination.rows?.value == "page.orders")
        #expect(load.every == nil && load.failure == nil && !load.ignoresFailure)
        #expect(spec.loads[2].every == located(30_000, 42, 69))
        #expect(spec.loads[2].failure == located(.ignore, 42, 83))
        #expect(spec.loads[2].ignoresFailure && !spec.loads[2].canFail)
        try #require(spec.loads[2].seeds.count == 1)
        #expect(spec.loads[2].seeds[0].into == located("query", 42, 107))
        #expect(spec.loads[2].seeds[0].value == located("uptime", 42, 121))
        #expect(spec.loads[2].seeds[0].location == at(42, 99))
        #expect(spec.loads[0].seeds.isEmpty)
        #expect(spec.phasedLoads.map(\.name.value) == ["orders", "liveCount"])

        let content = try #require(spec.content)
        #expect(content.container == located(.list, 44, 14))
        #expect(content.selection?.value.root == "chosen" && content.selection?.location.line == 45)
        try #require(content.sections.count == 6)
        #expect(content.sections[0].load == located("orders", 49, 15))
        let grouping = try #require(content.sections[3].grouping)
        #expect(grouping.key.value == BindingPath(parsing: "customer.city"))
        #expect(grouping.type.value == "String")
        #expect(grouping.title?.value.plainText == "Shipping to \\(city)")
        #expect(content.sections[0].element?.value == "order")
        #expect(content.sections[0].row?.value == "OrderRow(order: order)")
        #expect(content.sections[0].title?.value == "Recent")
        let open = content.sections[1]
        guard case .items(let items) = open.source else {
            Issue.record("not an items section")
            return
        }
        #expect(items == located("model.orders(in: .open)", 50, 55))
        #expect(open.footer?.value == "Not yet shipped.")
        #expect(open.element?.value == "order")
        let fields = content.sections[2].fields
        #expect(Array(fields.map(\.kind).prefix(ScreenSpec.Field.Kind.allCases.count)) == ScreenSpec.Field.Kind.allCases)
        #expect(fields[11].textInput.focus?.value == "email" && fields[11].textInput.keyboard?.value == .emailAddress)
        #expect(fields[11].textInput.submit.map(\.value) == ["print(searchText)"] && fields[11].disabled?.value == "isCompact")
        #expect(fields[12].systemImage?.value == "speaker.wave.3" && content.initialFocus?.value == "email")
        #expect(content.scrollToTopOnReselect?.value == false)
        #expect(spec.members.map(\.name.value) == ["prefersCompact"] && spec.members[0].projectsBinding)
        #expect(spec.access == located(.package, 99, 9))
        #expect(fields[0].binding == located(BindingPath(parsing: "searchText")!, 51, 41))
        #expect(fields[0].axis?.value == .vertical)
        #expect(fields[0].lineLimit?.value == "3")
        #expect(fields[10].view?.value == "FilterChips(selection: $bind)" && fields[10].binding?.value.root == "filter")
        #expect(
            fields[0].condition?.value == "!isCompact" && fields[0].modifiers.map(\.value) == [".submitLabel(.done)"])
        #expect(spec.content?.sections[1].condition?.value == "isCompact")
        #expect(spec.content?.sections[1].modifiers.map(\.value) == [".headerProminence(.increased)"])
        #expect(fields[3].binding?.value.root == "model")
        #expect(fields[3].binding?.value.properties == ["filter"])
        #expect(fields[3].option?.value == "choice")
        #expect(fields[3].pickerStyle?.value == .segmented)
        #expect(fields[4].range?.value == "1...5")
        #expect(fields[5].components.map(\.value) == [.date])
        #expect(fields[6].step?.value == "0.1")
        #expect(fields[7].value?.value == "customer.name")
        #expect(fields[8].url?.value == #"URL(string: "https://example.com")!"#)
        #expect(fields[9].role?.value == .destructive)
        #expect(fields[9].action.map(\.value) == ["filter = .all"])

        try #require(spec.routes.count == 1)
        #expect(spec.routes[0].caseName.value == "detail")
        #expect(spec.routes[0].value?.value == "Order.ID")
        #expect(spec.routes[0].destination.value == "OrderDetailView(id: value)")
        #expect(spec.routes[0].path?.value.text == "/orders/{value}")
        #expect(spec.routes[0].sample?.value == "Order.sample.id")

        try #require(spec.sheets.count == 1)
        #expect(spec.sheets[0].caseName.value == "filters")
        #expect(spec.sheets[0].item?.value == "Filter")
        #expect(spec.sheets[0].destination.value == "FilterSheet(filter: item)")
        #expect(spec.sheets[0].style.value == .fullScreenCover)

        try #require(spec.alerts.count == 1)
        let alert = spec.alerts[0]
        #expect(alert.caseName == located("cancelFailed", 67, 11))
        #expect(alert.item?.value == "any Error")
        #expect(alert.title.value.segments == [.text("Could Not Cancel")])
        #expect(alert.message?.value.segments == [.expression("item.localizedDescription")])
        #expect(alert.message?.location == at(70, 14))
        #expect(content.sections[4].headerView?.value == "Label(\"Pinned\", systemImage: \"pin\")")
        #expect(content.sections[4].footerView?.value == "Text(\"Kept on top\")")
        #expect(content.sections[5].rowID == located("\\.name", 55, 78))
        let shaping = try #require(content.sections[5].shaping)
        #expect(shaping.filter == located("item.isOwned", 55, 94))
        #expect(shaping.sort?.value == "KeyPathComparator(\\Item.name)")
        #expect(shaping.matching.map { ([$0.value.root] + $0.value.properties).joined(separator: ".") } == ["name", "category.name"])
        #expect(alert.titleVisibility == nil, "an alert has no title visibility")
        try #require(alert.actions.count == 1)
        #expect(alert.actions[0].label.value.segments == [.text("Retry")])
        #expect(alert.actions[0].role?.value == .cancel)
        #expect(alert.actions[0].action.map(\.value) == ["await model.cancel(retrying: true)"])
        try #require(spec.confirmationDialogs.count == 1)
        let dialog = spec.confirmationDialogs[0]
        #expect(dialog.caseName.value == "cancel")
        #expect(dialog.title.value.segments == [.text("Cancel "), .expression("item.number"), .text("?")])
        #expect(dialog.titleVisibility?.value == .visible)
        #expect(dialog.actions.isEmpty)

        try #require(spec.toolbar.count == 7)
        let item = spec.toolbar[0]
        #expect(item.label?.value.segments == [.text("Filter")])
        #expect(item.systemImage?.value == "line.3.horizontal.decrease")
        #expect(item.placement?.value == .primaryAction)
        #expect(item.role?.value == .cancel)
        #expect(item.action.map(\.value) == ["sheet = .filters(.all)"])
        #expect(item.disabled == nil && item.hidden == nil)
        let cancelAll = spec.toolbar[1]
        #expect(cancelAll.action.map(\.value) == ["cancelAll", "dismiss()"])
        #expect(cancelAll.disabled?.value == "model.orders.isEmpty")
        #expect(cancelAll.hidden?.value == "isCompact")

        try #require(spec.actions.count == 2)
        let action = spec.actions[0]
        #expect(action.name.value == "cancelAll")
        #expect(action.call.value == "repository.cancel(orders)")
        #expect(action.parameters.map { "\($0.name.value): \($0.type.value)" } == ["reason: String"])
        #expect(action.failure?.value == "cancelFailed")
        #expect(action.inFlight?.value == "isCancelling")
        #expect(action.reloads.map(\.value) == ["orders"])
        #expect(action.onSuccess.map(\.value) == ["searchText = \"\""])
        #expect(spec.presentation?.stack?.value == true)
        #expect(spec.presentation?.dismissDisabled?.value == "isCompact")
        #expect(spec.toolbar[2].view?.value == "OrdersTitle()" && spec.toolbar[2].label == nil)
        let menu = spec.toolbar[3]
        #expect(menu.whileEditing && menu.action.isEmpty)
        #expect(menu.menu.flatMap(\.action).map(\.value) == ["cancelAll(\"late\")"])
        #expect(menu.menu.first?.roleWhile?.value == "hasOrders")
        #expect(spec.toolbar[4].editButton && !spec.toolbar[4].whileEditing)
        #expect(spec.toolbar[5].selectAll?.value == "orders" && spec.toolbar[5].whileEditing)
        #expect(spec.toolbar[6].spacer?.value == .fixed && spec.toolbarPlacements[6] == .bottomBar)
        #expect(spec.titleDisplayMode?.value == .large)

        let previews = try #require(spec.previews)
        #expect(previews.map(\.name.value) == ["Loaded", "Slow"])
        #expect(previews.map(\.state.value) == [.loaded, .loading])
        #expect(previews[0].with.isEmpty)
        #expect(
            previews[1].with.mapValues(\.value) == ["client": "OrdersClient.slow", "repository": "SlowRepository()"])

        #expect(spec.refused.loads.isEmpty && spec.refused.readable.isEmpty && spec.refused.overridable.isEmpty)
        #expect(spec.subtitle?.value.expressions == ["model.query"])
        // The full spec targets iOS 17.4: its subtitle and its spacer (iOS 26) are the findings.
        let findings = StructureCheck().check(spec)
        #expect(findings.map(\.id) == ["api-newer-than-target", "api-newer-than-target"])
        #expect(findings.map(\.location) == [spec.subtitle?.location, spec.toolbar[6].spacer?.location])
        #expect(findings.first?.message == "'subtitle' uses navigationSubtitle, which needs iOS 26.0; the target is iOS 17.4")
        #expect(findings.last?.message == "'spacer' uses ToolbarSpacer, which needs iOS 26.0; the target is iOS 17.4")
    }

    @Test func aMinimalSpecGetsEveryDefault() throws {
        let (decoded, diagnostics) = try decode("screen: Feed\n")
        #expect(diagnostics.isEmpty)
        let spec = try #require(decoded)
        #expect(spec.screen.value == "Feed")
        #expect(spec.summary == nil)
        #expect(spec.title == nil)
        #expect(spec.platform.iOS == located(OSVersion(17, 0), 1, 1), "17.0, located at the root")
        #expect(spec.architecture.style == located(.mv, 1, 1))
        #expect(spec.architecture.reason == nil)
        #expect(spec.navigation == nil)
        #expect(spec.environment.isEmpty && spec.inputs.isEmpty && spec.state.isEmpty)
        #expect(spec.store == nil)
        #expect(spec.loads.isEmpty)
        #expect(spec.content == nil)
        #expect(spec.routes.isEmpty && spec.sheets.isEmpty)
        #expect(spec.previews == nil, "no key: the default preview matrix")
    }

    @Test func entryDefaults() throws {
        let (decoded, diagnostics) = try decode(
            """
            screen: Feed
            architecture: viewModel
            inputs:
              - { name: author, type: Author, preview: Author.sample }
            store: {}
            loads:
              - { name: posts, type: "[Post]", call: client.posts() }
            content:
              sections: [{ load: posts, row: "PostRow(post: posts)" }]
            sheets:
              - { case: compose, destination: ComposeView() }
            previews: []

            """)
        #expect(diagnostics.isEmpty, "\(DiagnosticFormat.text.render(diagnostics))")
        let spec = try #require(decoded)
        #expect(spec.architecture.style == located(.viewModel, 2, 15))
        #expect(spec.architecture.reason == nil)
        #expect(spec.inputs.first?.ownership == located(.let, 4, 5), "let, located at the entry")
        let store = try #require(spec.store)
        #expect(store.type == nil && store.name == nil)
        #expect(store.ownership == located(.owned, 5, 8))
        #expect(store.dependencies.isEmpty && store.properties.isEmpty)
        let load = try #require(spec.loads.first)
        #expect(load.dependsOn.isEmpty)
        #expect(!load.refreshable)
        #expect(load.empty == nil && load.error == nil)
        #expect(spec.content?.container == located(.list, 9, 3))
        #expect(spec.content?.sections.first?.element == nil)
        #expect(spec.content?.sections.first?.title == nil)
        #expect(spec.sheets.first?.style == located(.sheet, 11, 5))
        #expect(spec.sheets.first?.item == nil)
        #expect(spec.previews?.isEmpty == true, "an empty list is no previews, not the default matrix")
    }

    @Test func aSinglePreviewValueStandsForEveryState() throws {
        let (decoded, _) = try decode(
            "screen: Feed\nenvironment:\n  - { name: client, type: C, preview: C.preview }\n")
        let preview = try #require(decoded?.environment.first?.preview)
        #expect(preview.single == located("C.preview", 3, 39))
        for state in ScreenSpec.PreviewState.allCases {
            #expect(preview.value(for: state)?.value == "C.preview")
        }
    }

    @Test func iOSVersionsParse() {
        #expect(OSVersion(parsing: "17") == OSVersion(17, 0))
        #expect(OSVersion(parsing: "17.0") == OSVersion(17, 0))
        #expect(OSVersion(parsing: "18.10") == OSVersion(18, 10))
        #expect(OSVersion(parsing: "17.10")! > OSVersion(parsing: "17.9")!)
        for bad in ["", ".", "17.", ".1", "17.0.1", "seventeen", "-1", "17.-1", "١٧", "17 .0"] {
            #expect(OSVersion(parsing: bad) == nil, "\(bad)")
        }
        #expect(OSVersion(17, 4).description == "17.4")
    }

    @Test func aBadEntryIsLeftOutAndTheRestDecoded() throws {
        let (decoded, diagnostics) = try decode(
            """
            screen: Feed
            state:
              - { name: a, type: Int }
              - { name: b, type: Int, initial: "0" }
            loads:
              - { name: posts, type: Int, call: "f(" }
              - { name: users, type: Int, call: "g()" }

            """)
        let spec = try #require(decoded, "a spec comes back even with errors, for the later checks")
        #expect(diagnostics.map(\.id) == ["missing-key", "invalid-expression"])
        #expect(spec.state.map(\.name.value) == ["b"])
        #expect(spec.loads.map(\.name.value) == ["users"])
        #expect(spec.refused.readable == ["a"])
        #expect(spec.refused.loads == ["posts"])
    }

    @Test func aPlaceholderCountIsAWholeNumberOfAtLeastOne() throws {
        let (decoded, diagnostics) = try decode(
            """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: f(), placeholder: { row: "PostRow(post: .placeholder)", count: 0 } }
              - { name: users, type: "[User]", call: g(), placeholder: { row: "UserRow(user: .placeholder)", count: "4" } }
              - { name: tags, type: "[Tag]", call: h(), placeholder: { row: "TagRow(tag: .placeholder)" } }

            """)
        let spec = try #require(decoded)
        #expect(diagnostics.map(\.id) == ["wrong-type", "wrong-type"])
        #expect(diagnostics.map(\.location.line) == [3, 4])
        #expect(
            spec.loads.map { $0.placeholder?.row.value } == [
                "PostRow(post: .placeholder)", "UserRow(user: .placeholder)", "TagRow(tag: .placeholder)",
            ])
        #expect(spec.loads.allSatisfy { $0.placeholder?.count == nil }, "no count: the model's default")
    }

    @Test func withoutAValidScreenNameNoSpecComesBackButEveryErrorIsReported() throws {
        let (missing, missingDiagnostics) = try decode("title: 1\nsummary: [x]\n")
        #expect(missing == nil)
        #expect(missingDiagnostics.map(\.id) == ["missing-key", "wrong-type"])
        let (keyword, keywordDiagnostics) = try decode("screen: class\ntitel: x\n")
        #expect(keyword == nil)
        #expect(keywordDiagnostics.map(\.id) == ["unknown-key", "invalid-identifier"])
    }

    @Test func theDecoderNeverTrustsTypes() throws {
        // Every key given the wrong kind of node: one error each, never a crash.
        let text = SpecSchema.object("screen").keys.map { "\($0.name): { wrong: [1] }" }.joined(separator: "\n")
        let (_, diagnostics) = try decode(text + "\n")
        #expect(diagnostics.count >= SpecSchema.object("screen").keys.count - 3)
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }
}
