import Testing

@testable import ScreenGenCore

/// How the model resolves a form's bindings and a section's rows: facts, not Swift.
@Suite struct ContentModelTests {
    static func model(_ yaml: String) throws -> ScreenModel {
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml")
        let spec = try #require(result.spec, "\(DiagnosticFormat.text.render(result.diagnostics))")
        #expect(!result.diagnostics.hasErrors, "\(DiagnosticFormat.text.render(result.diagnostics))")
        return ModelBuilder().build(spec)
    }

    /// The binding of a toggle bound to `bind` in a screen whose store is held as `ownership`.
    static func binding(ownership: String, iOS: String = "17.0", bind: String) throws -> BindingModel? {
        let model = try Self.model(
            """
            screen: Filter
            platform: { iOS: "\(iOS)" }
            store:
              ownership: \(ownership)
              properties:
                - { name: showBoosts, type: Bool, initial: "true" }
            content:
              container: form
              sections:
                - fields: [{ toggle: Boosts, bind: \(bind) }]
            """)
        guard case .fields(let fields) = try #require(model.content?.sections.first).rows else { return nil }
        return fields.first?.binding
    }

    @Test(arguments: [
        ("owned", "17.0", BindingModel.Access.projectedValue), ("bindable", "17.0", .projectedValue),
        ("received", "17.0", .bindableWrapper), ("environment", "17.0", .bindableWrapper),
        ("received", "16.0", .projectedValue), ("environment", "16.0", .projectedValue),
    ])
    func aStorePropertyIsReachedThroughTheStoresMember(
        _ ownership: String, _ iOS: String, _ access: BindingModel.Access
    )
        throws
    {
        for bind in ["showBoosts", "store.showBoosts"] {
            let binding = try Self.binding(ownership: ownership, iOS: iOS, bind: bind)
            #expect(binding == BindingModel(member: "store", access: access, properties: ["showBoosts"]), "\(bind)")
        }
    }

    @Test func inputsAndStateAreReachedThroughTheirProjectedValue() throws {
        let model = try Self.model(
            """
            screen: Compose
            inputs:
              - { name: draft, type: Draft, ownership: bindable, preview: Draft.sample }
              - { name: isOn, type: Bool, ownership: binding, preview: "true" }
            state:
              - { name: default, type: String, initial: '""' }
            content:
              container: form
              sections:
                - fields:
                    - { textField: Title, bind: draft.title }
                    - { toggle: On, bind: isOn }
                    - { textField: Default, bind: default }
                - { title: Tags, items: draft.tags, element: tag, row: "TagRow(tag: tag)" }
            """)
        let sections = try #require(model.content?.sections)
        guard case .fields(let fields) = sections[0].rows else {
            Issue.record("not fields")
            return
        }
        #expect(
            fields.map(\.binding) == [
                BindingModel(member: "draft", access: .projectedValue, properties: ["title"]),
                BindingModel(member: "isOn", access: .projectedValue, properties: []),
                BindingModel(member: "`default`", access: .projectedValue, properties: []),
            ])
        guard case .items(let items) = sections[1].rows else {
            Issue.record("not items")
            return
        }
        #expect(items == "draft.tags")
        #expect(sections[1].element == "tag")
        #expect(sections[1].load == nil)
        #expect(model.content?.wrapsSections == true)
        #expect(model.rowViews.isEmpty, "a row over in-memory items has no known element type to start a view for")
    }

    /// A load's `placeholder` becomes redacted loading rows; the states of the container's only section
    /// cover the container, while beside another section each load keeps its states in its section.
    @Test func placeholderRowsAndWhichStatesCoverTheContainer() throws {
        let single = try Self.model(
            """
            screen: Timeline
            loads:
              - { name: posts, type: "[Post]", call: "client.posts()", placeholder: { row: "PostRow(post: .placeholder)", count: 6 } }
            content:
              sections:
                - { load: posts, element: post, row: "PostRow(post: post)" }
            """)
        let section = try #require(single.content?.sections.first)
        #expect(section.load?.loadingRows == LoadingRowsModel(row: "PostRow(post: .placeholder)", count: 6))
        #expect(section.statesInOverlay)
        #expect(single.content?.overlay?.load?.name == "posts")

        let several = try Self.model(
            """
            screen: Profile
            loads:
              - { name: profile, type: Profile, call: "client.profile()" }
              - { name: posts, type: "[Post]", call: "client.posts()", placeholder: { row: "PostRow(post: .placeholder)" } }
            content:
              sections:
                - { load: profile, row: "ProfileHeader(profile: profile)" }
                - { load: posts, element: post, row: "PostRow(post: post)" }
            """)
        let sections = try #require(several.content?.sections)
        #expect(sections.allSatisfy { !$0.statesInOverlay })
        #expect(several.content?.overlay == nil)
        #expect(sections[1].load?.loadingRows?.count == LoadingRowsModel.defaultCount)
        #expect(sections[0].load?.loadingRows == nil)

        // Redacted rows stand for loading, and a stream that cannot fail has no other state to show.
        let rowsOnly = try Self.model(
            """
            screen: Counts
            loads:
              - { name: counts, type: "[Count]", call: "client.counts()", stream: nonThrowing, placeholder: { row: "CountRow(count: .placeholder)" } }
            content:
              sections:
                - { load: counts, element: count, row: "CountRow(count: count)" }
            """)
        #expect(rowsOnly.content?.overlay == nil, "nothing to cover the container with")
    }

    /// A grouped section: the load makes the groups (a member beside its phase, one per key path,
    /// shared by two sections with one key), the section reads them, its loaded case binds nothing.
    @Test(arguments: [("store: { ownership: owned }", true), ("", false)])
    func aGroupedLoadKeepsItsGroupsBesideItsPhase(_ store: String, _ inStore: Bool) throws {
        let model = try Self.model(
            """
            screen: Orders
            \(store)
            loads:
              - { name: orders, type: "[Order]", call: Client.orders() }
            content:
              sections:
                - { load: orders, element: order, row: "OrderRow(order: order)", groupBy: customer.city, groupType: String }
                - { load: orders, element: order, row: "OrderRow(order: order)", groupBy: customer.city, groupType: String, groupTitle: To \\(city) }
            """)
        let expected = GroupingModel(
            property: "ordersByCustomerCity", keyPath: ["customer", "city"], keyName: "city", keyType: "String",
            elementType: "Order")
        #expect(model.loads[0].groupings == [expected])
        let members = inStore ? model.store?.properties ?? [] : model.view.members
        let groups = try #require(members.first { $0.name == "ordersByCustomerCity" })
        #expect(groups.groups == MemberModel.GroupsType(key: "String", element: "Order"))
        #expect(groups.initialValue == .noGroups)
        #expect(groups.wrapper == (inStore ? nil : .state))
        #expect(groups.access == (inStore ? .privateSet : .private))
        let sections = try #require(model.content?.sections)
        #expect(sections.map(\.grouping) == [expected, expected])
        #expect(sections.map(\.bindsValue) == [false, false])
        #expect(sections[0].groupTitle == InterpolatedText(segments: [.expression("city")]))
        #expect(sections[1].groupTitle == InterpolatedText(segments: [.text("To "), .expression("city")]))
        // Two sections of one load share its phase, whose states cover the container as one section's do.
        #expect(model.content?.blocks.count == 1)
        #expect(sections.allSatisfy { $0.statesInOverlay })
        #expect(model.content?.overlay?.load?.name == "orders")
    }

    /// Sections that show parts of one loaded value share its phase; a section of another load, or
    /// one between them, starts a block of its own.
    @Test func consecutiveSectionsOfOneLoadShareItsPhase() throws {
        let model = try Self.model(
            """
            screen: Movie
            loads:
              - { name: movie, type: Movie, call: Client.movie() }
              - { name: news, type: "[Story]", call: Client.news() }
            content:
              sections:
                - { load: movie, row: "MovieHeader(movie: movie)" }
                - { load: movie, items: movie.cast, element: member, row: "CastRow(member: member)" }
                - { load: news, element: story, row: "StoryRow(story: story)" }
                - { load: movie, items: movie.similar, element: other, row: "MovieRow(movie: other)" }
            """)
        let blocks = try #require(model.content?.blocks)
        #expect(blocks.count == 3)
        #expect(model.content?.overlay == nil, "beside another load's section, the states stay inline")
        guard case .phase(let load, let parts) = blocks[0] else {
            Issue.record("the first two sections share the movie's phase")
            return
        }
        #expect(load.name == "movie")
        #expect(parts.map(\.part) == [nil, "movie.cast"])
        #expect(parts.map(\.bindsValue) == [true, true])
        if case .section(let section) = blocks[2] {
            #expect(section.part == "movie.similar")
        } else {
            Issue.record("a part after another load's section has a phase of its own")
        }
    }
}
