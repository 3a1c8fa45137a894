/// Every id screengen can print that is not a rule's: the problems of a YAML file, of a spec's
/// values, of the names its parts give each other, of a run's specs together, of the output, and
/// of a run as a whole. Each has one entry here (its severity, where it comes from, what it means,
/// and an example spec that raises it), so that `screengen explain ID`, `screengen rules` and
/// docs/rules.md answer for every id; `CheckCatalogueTests` fails when the sources print an id with
/// no entry, when an entry names an id nothing prints, and when an example does not raise its id.
///
/// Where the line falls (docs/architecture.md): the YAML reader refuses a file it cannot read as
/// one small document; the decoder checks each value's shape (a key, its kind, one of its allowed
/// values); the checks check references between parts of a spec, and of the specs of a run; the
/// rules give advice a team may turn off. Checks are always errors, or warnings that no
/// configuration silences.
public struct CheckDescription: Sendable {
    /// Where a problem is found, in the order a run meets them.
    public enum Stage: String, Sendable, CaseIterable {
        /// The YAML reader: the file, before any key is read.
        case yaml
        /// The spec decoder: a value's shape.
        case spec
        /// The checks of one spec: the parts of it that name each other.
        case references
        /// The checks of a run's specs together: flows, tabs, output names.
        case project
        /// The output: generated files, user regions, the team's `.swift-format` and templates' tags.
        case output
        /// The run as a whole (`StopKind`): the command line, files, the lock, templates, the
        /// configuration.
        case run

        /// What the stage is, for `explain` and docs/rules.md.
        public var title: String {
            switch self {
            case .yaml: "the YAML reader"
            case .spec: "the spec decoder (a value's shape)"
            case .references: "the checks of one spec (names its parts give each other)"
            case .project: "the checks of a run's specs together"
            case .output: "the output (generated files and user regions)"
            case .run: "the run as a whole"
            }
        }
    }

    public var id: String
    public var severity: Diagnostic.Severity
    public var stage: Stage
    public var summary: String
    /// The rules-digest statements it keeps, for a structure check that keeps one.
    public var digest: [Int]
    /// A spec that raises it (through `SpecLoader`, as a run loads a file); nil when no single
    /// spec can, and then `needs` says what does.
    public var example: String?
    /// What raises it, when no single spec does (another spec, a file, the command line).
    public var needs: String?

    /// An error.
    public init(
        _ id: String, _ stage: Stage, _ summary: String, digest: [Int] = [], example: String? = nil,
        needs: String? = nil
    ) {
        self.init(id, .error, stage, summary, digest: digest, example: example, needs: needs)
    }

    public init(
        _ id: String, _ severity: Diagnostic.Severity, _ stage: Stage, _ summary: String, digest: [Int] = [],
        example: String? = nil, needs: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.stage = stage
        self.summary = summary
        self.digest = digest
        self.example = example
        self.needs = needs
    }
}

/// The catalogue of checks, by stage (see `CheckDescription`).
public enum CheckCatalogue {
    public static let all: [CheckDescription] = yaml + spec + references + project + output + run

    public static func check(_ id: String) -> CheckDescription? {
        all.first { $0.id == id }
    }

    static let yaml: [CheckDescription] = [
        CheckDescription(
            "yaml-syntax", .yaml, "The file is not YAML libyaml can read: a syntax error, a character YAML refuses.",
            example: "screen: [Feed\n"),
        CheckDescription(
            "encoding", .yaml,
            "The file is not UTF-8: it starts with a UTF-16 or UTF-32 byte order mark, or holds a byte sequence "
                + "UTF-8 does not allow (located at it).",
            needs: "a spec file saved as UTF-16, or with bytes that are not UTF-8"),
        CheckDescription(
            "duplicate-key", .yaml, "A mapping gives the same key twice; YAML keeps one, so screengen refuses both.",
            example: "screen: Feed\nscreen: Inbox\n"),
        CheckDescription(
            "non-string-key", .yaml, "A mapping key is not a plain string (a list, a mapping).",
            example: "screen: Feed\n? [a, b]\n: c\n"),
        CheckDescription(
            "multiple-documents", .yaml, "A spec file holds more than one YAML document (`---`).",
            example: "screen: Feed\n---\nscreen: Inbox\n"),
        CheckDescription(
            "empty-document", .yaml, "The file holds no document: it needs at least `screen: Name`.",
            example: "# nothing yet\n"),
        CheckDescription(
            "unknown-alias", .yaml, "An alias (`*name`) refers to no anchor (`&name`) defined before it.",
            example: "screen: *name\n"),
        CheckDescription(
            "nesting-too-deep", .yaml, "Collections nest deeper than the reader's limit (64 levels).",
            example: "screen: Feed\ntitle: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
                + "\n"),
        CheckDescription(
            "too-many-nodes", .yaml,
            "The document expands to more nodes than the reader's limit (100,000): aliases multiplying it.",
            example: """
                screen: Feed
                a: &a [x, x, x, x, x, x, x, x, x, x]
                b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
                c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
                d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
                e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d, *d]

                """),
        CheckDescription(
            "file-too-large", .yaml, "The file is larger than the reader's limit for a spec (1 MiB).",
            needs: "a spec file over 1 MiB"),
    ]

    static let spec: [CheckDescription] = [
        CheckDescription(
            "missing-key", .spec, "An object lacks a key it requires (a screen its `screen`, a load its `call`, …).",
            example: """
                screen: Feed
                loads:
                  - name: posts
                    type: "[Post]"
                content:
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)" }

                """),
        CheckDescription(
            "unknown-key", .spec, "An object has a key its schema does not know; the error suggests the nearest one.",
            example: """
                screen: Inbox
                titel: Inbox

                """),
        CheckDescription(
            "wrong-type", .spec, "A value is of another kind than its key takes (a list for a mapping, …).",
            example: """
                screen: Feed
                loads:
                  - name: posts
                    type: [Post]
                    call: client.posts()

                """),
        CheckDescription(
            "invalid-value", .spec,
            "A value is not one its key allows: not one of its choices, an empty list, a duration or version that does not read.",
            example: """
                screen: Feed
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                content:
                  container: lazyVstack
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)" }

                """),
        CheckDescription(
            "invalid-identifier", .spec,
            "A name is not a valid Swift identifier, or is a keyword where a type name goes.",
            example: """
                screen: Feed
                state:
                  - { name: search-text, type: String, initial: '""' }

                """),
        CheckDescription(
            "duplicate-import", .spec,
            "`imports` lists one module twice; list it once, with every file it goes in.",
            example: """
                screen: Paywall
                imports:
                  - Models
                  - { module: Models, in: [view] }

                """),
        CheckDescription(
            "invalid-type", .spec,
            "A Swift type does not lex, or does not read as a type (unbalanced brackets, a stray quote, `x ?? y`).",
            example: """
                screen: Inbox
                state:
                  - { name: selection, type: "Set<Message.ID", initial: "[]" }

                """),
        CheckDescription(
            "invalid-expression", .spec, "A Swift expression does not lex, or is not the form its key takes.",
            example: """
                screen: Feed
                state:
                  - { name: searchText, type: String, initial: "" }

                """),
        CheckDescription(
            "invalid-binding", .spec, "A `bind:` is not a member and its properties joined by `.`.",
            example: """
                screen: Settings
                state:
                  - { name: showsReplies, type: Bool, initial: "false" }
                content:
                  container: form
                  sections:
                    - fields:
                        - { toggle: Show Replies, bind: $showsReplies }

                """),
        CheckDescription(
            "invalid-member", .spec,
            "A `members` entry is not one property declaration on one line (`@Wrapper private var name: Type`), or a "
                + "stored one has no initial value its callers would not have to pass.",
            example: """
                screen: ChangePassword
                members:
                  - "func validate() -> Bool { true }"

                """),
        CheckDescription(
            "invalid-key-path", .spec, "A `groupBy` is not a property of the element, or a path of them joined by `.`.",
            example: """
                screen: OrderQueue
                loads:
                  - { name: orders, type: "[Order]", call: service.todaysOrders() }
                content:
                  sections:
                    - load: orders
                      element: order
                      row: "OrderRow(order: order)"
                      groupBy: "placedAt.formatted(date: .abbreviated, time: .omitted)"
                      groupType: String

                """),
        CheckDescription(
            "environment-kind", .spec,
            "An environment entry gives neither or both of `type` and `key`: it is read one way.",
            example: """
                screen: Compose
                environment:
                  - { name: dismiss, type: DismissAction, key: dismiss }

                """),
        CheckDescription(
            "field-kind", .spec, "A form field gives no kind key (its label), or more than one.",
            example: """
                screen: Settings
                state:
                  - { name: showsReplies, type: Bool, initial: "false" }
                content:
                  container: form
                  sections:
                    - fields:
                        - { bind: showsReplies }

                """),
        CheckDescription(
            "field-key-not-applicable", .spec,
            "A key that does nothing where it is given (a `tint` on a context menu button, a field key its kind does not read).",
            example: """
                screen: Settings
                state:
                  - { name: showsReplies, type: Bool, initial: "false" }
                content:
                  container: form
                  sections:
                    - fields:
                        - { toggle: Show Replies, bind: showsReplies, prompt: On by default }

                """),
        CheckDescription(
            "section-source", .spec, "A section gives none, or more than one, of `load`, `items` and `fields`.",
            example: """
                screen: Feed
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                content:
                  sections:
                    - { title: Posts, element: post, row: "PostRow(post: post)" }

                """),
        CheckDescription(
            "sections-without-container", .spec,
            "`sections` with `container: none`: only a container (a list, a form, a stack) generates sections.",
            example: """
                screen: Feed
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                content:
                  container: none
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)" }

                """),
        CheckDescription(
            "selection-without-list", .spec, "A `selection` on content that is not a list.",
            example: """
                screen: Inbox
                state:
                  - { name: selection, type: Set<Message.ID>, initial: "[]" }
                loads:
                  - { name: messages, type: "[Message]", call: mailbox.messages() }
                content:
                  container: lazyVStack
                  selection: selection
                  sections:
                    - { load: messages, element: message, row: "MessageRow(message: message)" }

                """),
        CheckDescription(
            "row-tap-conflict", .spec, "A row both pushes a route (`navigate`) and runs `onTap`.",
            example: """
                screen: Feed
                state:
                  - { name: selectedPost, type: Post?, initial: nil }
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                routes:
                  - { case: post, value: Post.ID, destination: "PostDetailView(postID: value)" }
                content:
                  sections:
                    - load: posts
                      element: post
                      row: "PostRow(post: post)"
                      navigate: post(post.id)
                      onTap: selectedPost = post

                """),
        CheckDescription(
            "toolbar-item-kind", .spec,
            "A toolbar item gives none, or more than one, of `action`, `menu`, `view`, `selectAll`, `spacer` and "
                + "`editButton`, or a key its kind does not take.",
            example: """
                screen: Feed
                toolbar:
                  - { label: New Post, systemImage: square.and.pencil }

                """),
        CheckDescription(
            "scroll-to-top", .spec,
            "A content that scrolls to the top on a tab's re-tap (`scrollToTopOnReselect`) is not a `ScrollView` "
                + "(`scroll`, `lazyVStack`), or its screen is no participant of an app's flow, whose tab's router asks; "
                + "or, across the run, an app's tab shows such a screen without `scrollToTopOnReselect: true`.",
            example: """
                screen: Timeline
                platform: { iOS: "18.0" }
                navigation: participant
                flow: Social
                content:
                  scrollToTopOnReselect: true
                  sections:
                    - { items: posts, element: post, row: "PostRow(post: post)" }

                """),
        CheckDescription(
            "tab-icon", .spec,
            "An app's tab gives neither or both of an SF Symbol (`systemImage`) and an asset catalog image (`image`).",
            example: """
                app: Birds
                tabs:
                  - { case: backyards, title: Backyards, systemImage: house, image: fountain, root: "BackyardsView()" }

                """),
        CheckDescription(
            "tab-kind", .spec, "An app's tab gives neither or both of a screen to show and a sheet to present.",
            example: """
                app: Social
                tabs:
                  - { case: timeline, title: Timeline, systemImage: rectangle.stack, root: "HomeView()" }
                  - case: post
                    title: Post
                    systemImage: square.and.pencil
                    root: "ComposerView()"
                    presents: composer
                sheets:
                  - { case: composer, destination: "ComposerView()" }

                """),
        CheckDescription(
            "marker-text", .spec,
            "A spec's text would put screengen's own markers into a file (a user region marker, the generated header).",
            example: """
                screen: Feed
                summary: Generated by screengen from the timeline API.

                """),
    ]

    static let references: [CheckDescription] = [
        CheckDescription(
            "duplicate-name", .references, "Two parts of a spec declare one name where Swift needs it once.",
            digest: [35],
            example: """
                screen: Feed
                state:
                  - { name: posts, type: "[Post]", initial: "[]" }
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }

                """),
        CheckDescription(
            "unsupported-target", .references, "A target below iOS 16: NavigationStack and `.task(id:)` need iOS 16.",
            digest: [7],
            example: """
                screen: Feed
                platform: { iOS: "15.0" }

                """),
        CheckDescription(
            "unknown-name", .references,
            "An expression or a reference names nothing the screen declares (a state, an input, an environment entry, …).",
            example: """
                screen: Feed
                state:
                  - { name: searchText, type: String, initial: '""' }
                loads:
                  - name: posts
                    type: "[Post]"
                    call: "client.posts(matching: searchText)"
                    dependsOn: [searchTerm]

                """),
        CheckDescription(
            "unknown-load", .references, "A reference names no load of the screen.",
            example: """
                screen: Feed
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                content:
                  sections:
                    - { load: post, element: post, row: "PostRow(post: post)" }

                """),
        CheckDescription(
            "unknown-action", .references, "A button, a swipe or `onDelete` names no action of the screen.",
            example: """
                screen: Feed
                actions:
                  - { name: markAllRead, call: client.markAllRead(), failure: markReadFailed }
                alerts:
                  - { case: markReadFailed, item: any Error, title: Couldn't Mark Posts Read }
                toolbar:
                  - { label: Mark All Read, systemImage: checkmark, action: markAllAsRead }

                """),
        CheckDescription(
            "unknown-alert", .references, "An action's `failure` names no alert case of the screen.",
            example: """
                screen: Feed
                actions:
                  - { name: markAllRead, call: client.markAllRead(), failure: markFailed }
                alerts:
                  - { case: markReadFailed, item: any Error, title: Couldn't Mark Posts Read }
                toolbar:
                  - { label: Mark All Read, systemImage: checkmark, action: markAllRead }

                """),
        CheckDescription(
            "unknown-route", .references, "A row's `navigate` names no route of the flow's owner.",
            example: """
                screen: Feed
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                routes:
                  - { case: post, value: Post.ID, destination: "PostDetailView(postID: value)" }
                content:
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)", navigate: postDetail(post.id) }

                """),
        CheckDescription(
            "unknown-binding", .references, "A `bind:` names nothing the screen can bind.",
            example: """
                screen: Settings
                state:
                  - { name: showsReplies, type: Bool, initial: "false" }
                content:
                  container: form
                  sections:
                    - fields:
                        - { toggle: Show Replies, bind: showReplies }

                """),
        CheckDescription(
            "unknown-focus", .references,
            "`content.initialFocus` names no field's `focus`, or two fields share one.",
            example: """
                screen: SignIn
                state:
                  - { name: email, type: String, initial: '""' }
                content:
                  container: form
                  initialFocus: mail
                  sections:
                    - fields:
                        - { textField: Email, bind: email, focus: email }

                """),
        CheckDescription(
            "unbindable-member", .references,
            "A control binds a member that cannot be bound (a `let` input, a load, an environment value read by key path, …).",
            example: """
                screen: EditPost
                inputs:
                  - { name: post, type: Post, preview: Post.sample }
                content:
                  container: form
                  sections:
                    - fields:
                        - { textField: Title, bind: post.title }

                """),
        CheckDescription(
            "binding-type-mismatch", .references,
            "A control binds a value of a type it cannot edit (a toggle a `String`).",
            example: """
                screen: Settings
                state:
                  - { name: replyLimit, type: Int, initial: "5" }
                content:
                  container: form
                  sections:
                    - fields:
                        - { textField: Reply Limit, bind: replyLimit }

                """),
        CheckDescription(
            "missing-preview", .references, "An environment entry a preview must install has no `preview` value.",
            example: """
                screen: Feed
                environment:
                  - { name: client, type: FeedClient }
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }

                """),
        CheckDescription(
            "failure-without-error", .references,
            "An action shows its failure with an alert case whose item is not the error.",
            example: """
                screen: Feed
                actions:
                  - { name: markAllRead, call: client.markAllRead(), failure: markReadFailed }
                alerts:
                  - { case: markReadFailed, title: Couldn't Mark Posts Read }
                toolbar:
                  - { label: Mark All Read, systemImage: checkmark, action: markAllRead }

                """),
        CheckDescription(
            "group-not-collection", .references, "`groupBy` on a section whose load is not a collection.",
            example: """
                screen: OrderQueue
                loads:
                  - { name: orders, type: OrderPage, call: service.todaysOrders() }
                content:
                  sections:
                    - load: orders
                      element: order
                      row: "OrderRow(order: order)"
                      groupBy: status
                      groupType: OrderStatus

                """),
        CheckDescription(
            "shaping-needs-store", .references,
            "A shaped section (`filter`, `sort`, `matching`) on a screen without a store, or whose collection or "
                + "search text is not a store property: the store shapes the rows again from their `didSet`.",
            example: """
                screen: Catalog
                state:
                  - { name: items, type: "[Item]", initial: "[]" }
                content:
                  sections:
                    - { items: items, element: item, row: "ItemRow(item: item)", sort: "KeyPathComparator(\\\\Item.name)" }

                """),
        CheckDescription(
            "eager-collection", .references,
            "A `scroll` container, which builds every row at once, iterating a collection: use a list or a lazy stack.",
            example: """
                screen: Feed
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                content:
                  container: scroll
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)" }

                """),
        CheckDescription(
            "debounce-without-search-load", .warning, .references,
            "The search waits out a debounce, but no load depends on its text (`dependsOn`): nothing waits for it.",
            example: """
                screen: Feed
                state:
                  - { name: searchText, type: String, initial: '""' }
                loads:
                  - { name: posts, type: "[Post]", call: "client.posts(matching: searchText)" }
                content:
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)" }
                search: { text: searchText, debounce: 250ms }

                """),
        CheckDescription(
            "move-without-edit-mode", .warning, .references,
            "A section's rows move (`edits: [move]`), but nothing turns edit mode on: on iOS a list shows no drag "
                + "handles until it is, so the rows cannot be moved. Add `editButton: true` to the toolbar.",
            example: """
                screen: Keywords
                state:
                  - { name: keywords, type: "[ShoppingKeyword]", initial: ShoppingKeyword.samples }
                content:
                  sections:
                    - { items: keywords, element: keyword, row: Text(keyword.text), edits: [move] }

                """),
        CheckDescription(
            "on-delete-parameters", .references,
            "`onDelete` runs an action that does not take one parameter, the deleted rows.",
            example: """
                screen: Inbox
                loads:
                  - { name: messages, type: "[Message]", call: mailbox.messages() }
                actions:
                  - name: delete
                    parameters: [{ name: message, type: Message }]
                    call: mailbox.delete(message)
                    failure: deleteFailed
                alerts:
                  - { case: deleteFailed, item: any Error, title: Couldn't Delete the Message }
                content:
                  sections:
                    - { load: messages, element: message, row: "MessageRow(message: message)", onDelete: delete }

                """),
        CheckDescription(
            "select-all-not-collection", .references, "Select All on a load that is not a collection of rows.",
            example: """
                screen: Inbox
                state:
                  - { name: selection, type: Set<Message.ID>, initial: "[]" }
                loads:
                  - { name: folder, type: Folder, call: mailbox.inbox() }
                content:
                  selection: selection
                  sections:
                    - { load: folder, items: folder.messages, element: message, row: "MessageRow(message: message)" }
                toolbar:
                  - { editButton: true }
                  - { selectAll: folder, placement: bottomBar, whileEditing: true }

                """),
        CheckDescription(
            "select-all-without-selection", .references, "Select All on content without a `selection`.",
            example: """
                screen: Inbox
                loads:
                  - { name: messages, type: "[Message]", call: mailbox.messages() }
                content:
                  sections:
                    - { load: messages, element: message, row: "MessageRow(message: message)" }
                toolbar:
                  - { editButton: true }
                  - { selectAll: messages, placement: bottomBar, whileEditing: true }

                """),
        CheckDescription(
            "navigate-outside-stack", .references,
            "Rows push a route on a screen that is neither owner nor participant of a stack, nor registers "
                + "destinations in one.",
            example: """
                screen: Feed
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                content:
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)", navigate: post(post.id) }

                """),
        CheckDescription(
            "invalid-route-call", .references, "A `navigate` is not a route case with its value in parentheses.",
            example: """
                screen: Feed
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                routes:
                  - { case: post, value: Post.ID, destination: "PostDetailView(postID: value)" }
                content:
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)", navigate: .post(post.id) }

                """),
        CheckDescription(
            "route-arity", .references,
            "A `navigate` passes a value to a route without one, or none to a route with one.",
            example: """
                screen: Feed
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }
                routes:
                  - { case: post, value: Post.ID, destination: "PostDetailView(postID: value)" }
                content:
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)", navigate: post }

                """),
        CheckDescription(
            "invalid-deep-link", .references, "A deep-link path does not map to exactly one route value.",
            digest: [23],
            example: """
                screen: Feed
                routes:
                  - { case: post, value: Post.ID, destination: "PostDetailView(postID: value)", path: "/posts/{id}" }

                """),
        CheckDescription(
            "ambiguous-deep-link", .references,
            "Two deep-link paths match the same URLs: a link could open either route.",
            example: """
                screen: Feed
                routes:
                  - case: account
                    value: Account.ID
                    destination: "AccountView(id: value)"
                    path: "/accounts/{value}"
                  - case: accountNamed
                    value: String
                    destination: "AccountView(name: value)"
                    path: "/accounts/{value}"

                """),
        CheckDescription(
            "participant-declares-stack", .references,
            "A navigation participant declares routes: a flow has one owner.",
            digest: [19],
            example: """
                screen: PostDetail
                navigation: participant
                flow: Feed
                routes:
                  - { case: author, value: Author.ID, destination: "AuthorView(authorID: value)" }

                """),
        CheckDescription(
            "participant-without-flow", .references,
            "A navigation participant names no `flow`, the owner of its stack.",
            example: """
                screen: PostDetail
                navigation: participant

                """),
        CheckDescription(
            "flow-without-participant", .references, "A `flow` on a screen that is not a navigation participant.",
            example: """
                screen: PostDetail
                flow: Feed

                """),
        CheckDescription(
            "owner-without-routes", .references, "A navigation owner without `routes`: its stack has nothing to show.",
            example: """
                screen: Feed
                navigation: owner

                """),
        CheckDescription(
            "destinations-without-routes", .references,
            "A screen with `navigation: destinations` and no `routes`: it has no destinations to register.",
            example: """
                screen: Orders
                navigation: destinations

                """),
        CheckDescription(
            "deep-link-without-owner", .references,
            "A route with a deep-link `path` on a screen with `navigation: destinations`: it owns no stack, so no "
                + "`.onOpenURL` and router of its would open the link.",
            example: """
                screen: Orders
                navigation: destinations
                routes:
                  - { case: order, value: Order.ID, destination: "OrderDetailView(orderID: value)", path: "/orders/{value}" }

                """),
        CheckDescription(
            "unused-paging-preview", .references,
            "A `nextPage` or `nextPageError` preview value no generated test reads (no paged load of a store reads it).",
            example: """
                screen: Timeline
                environment:
                  - name: client
                    type: TimelineClient
                    preview: { loaded: TimelineClient.preview, nextPage: "TimelineClient(pages: 2)" }
                loads:
                  - { name: posts, type: "[Post]", call: client.timeline() }

                """),
        CheckDescription(
            "unused-gated-preview", .references, "A `gated` preview value no generated test reads (no store reads it).",
            example: """
                screen: Feed
                environment:
                  - name: client
                    type: FeedClient
                    preview: { loaded: FeedClient.preview, gated: "FeedClient(gate: gate)" }
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }

                """),
        CheckDescription(
            "gated-preview-without-gate", .references,
            "A `gated` preview value that never reads `gate`: no test can hold its calls.",
            example: """
                screen: Feed
                store:
                  dependencies:
                    - name: client
                      type: FeedClient
                      preview: { loaded: FeedClient.preview, gated: FeedClient.slow }
                loads:
                  - { name: posts, type: "[Post]", call: client.posts() }

                """),
        CheckDescription(
            "unknown-tab", .references, "An app's route names a tab the app has not, or one that cannot open it.",
            example: """
                app: Social
                tabs:
                  - { case: timeline, title: Timeline, systemImage: rectangle.stack, root: "HomeView()" }
                routes:
                  - case: account
                    value: Author.ID
                    destination: "AuthorView(authorID: value)"
                    path: "/accounts/{value}"
                    tab: home

                """),
        CheckDescription(
            "unknown-sheet", .references, "An app's tab presents a sheet the app does not declare.",
            example: """
                app: Social
                tabs:
                  - { case: timeline, title: Timeline, systemImage: rectangle.stack, root: "HomeView()" }
                  - { case: post, title: Post, systemImage: square.and.pencil, presents: compose }
                sheets:
                  - { case: composer, destination: "ComposerView()" }

                """),
        CheckDescription(
            "tab-without-path", .warning, .references,
            "An app's route names the tab a deep link opens, but has no `path`.",
            example: """
                app: Social
                tabs:
                  - { case: timeline, title: Timeline, systemImage: rectangle.stack, root: "HomeView()" }
                  - { case: mentions, title: Mentions, systemImage: at, root: "MentionsView()" }
                routes:
                  - { case: account, value: Author.ID, destination: "AuthorView(authorID: value)", tab: mentions }

                """),
        CheckDescription(
            "name-too-long", .references, "A screen or store name makes a file name longer than file systems allow.",
            example: "screen: Feed" + String(repeating: "AndTimeline", count: 20) + "\n"),
    ]

    static let project: [CheckDescription] = [
        CheckDescription(
            "unknown-flow", .project, "A participant's `flow` names no screen of the run that owns a stack.",
            needs: "the participant and the other specs of the run"),
        CheckDescription(
            "unknown-tab-root", .project, "An app's tab shows a screen that no spec of the run declares.",
            needs: "the app spec and the other specs of the run"),
        CheckDescription(
            "tab-root-owns-stack", .project,
            "An app's tab, which has a stack, shows a screen that owns a stack of its own.",
            needs: "the app spec and the screen it shows"),
        CheckDescription(
            "tab-root-needs-stack", .project,
            "An app's tab without a stack (`stack: false`) shows a participant that pushes onto its flow's stack, "
                + "or a screen that registers its destinations in the stack it is shown in.",
            needs: "the app spec and the screen it shows"),
        CheckDescription(
            "sheet-needs-stack", .project,
            "An app's sheet shows a participant that pushes onto a stack it does not have, or a screen with "
                + "`navigation: destinations` and no stack of its own (`presentation: { stack: true }`).",
            needs: "the app spec and the screen it shows"),
        CheckDescription(
            "duplicate-output", .project, "Two specs of a run would write the same file.",
            needs: "two specs of one run with one screen name (or one store type)"),
        CheckDescription(
            "duplicate-type", .project,
            "Two specs of a run would declare a view's type twice, in different folders (a `typeName`).",
            needs: "two specs of one run, in folders of their own, one of whose views has a type name the other generates"),
        CheckDescription(
            "unknown-rule", .project, "A suppression, or the configuration's `rules`, names no rule id.",
            needs: "the rules of a run, which read the specs' `suppress` and the configuration's `rules`"),
        CheckDescription(
            "unused-suppression", .warning, .project, "A suppression silences nothing: the rule does not fire there.",
            needs: "the rules of a run, which match the specs' `suppress` with what they report"),
        CheckDescription(
            "tests-module-unknown", .warning, .project,
            "The generated tests import no module: the output is not under `Sources/` and `tests.module` is not set.",
            needs: "a configuration with `tests:` and an output outside Sources/"),
        CheckDescription(
            "module-dependency", .project,
            "A spec shows a screen (or joins a flow) generated in another module of the workspace, which its own "
                + "module does not depend on (`dependsOn` in `screengen.yml`).",
            needs: "a configuration with `modules:` and a spec of one module naming another's screen"),
        CheckDescription(
            "module-access", .project,
            "A spec shows a screen (or joins a flow) generated in another module, whose access is `internal`.",
            needs: "a configuration with `modules:` and a spec naming an internal screen of another module"),
        CheckDescription(
            "module-ambiguous", .project,
            "A spec shows a screen by a name that two modules it depends on generate, without writing which "
                + "(`Shelf.ShelfView()`).",
            needs: "a configuration with `modules:` where two dependencies of a module generate one type name"),
        CheckDescription(
            "unknown-module", .project, "A module's `dependsOn` names no module of the workspace.",
            needs: "a configuration with `modules:`"),
        CheckDescription(
            "module-cycle", .project, "The workspace's modules depend on each other in a cycle.",
            needs: "a configuration with `modules:`"),
        CheckDescription(
            "module-output", .project,
            "Two modules write into one folder, or into folders one inside the other (their `output` or "
                + "`tests.output`).", needs: "a configuration with `modules:`"),
        CheckDescription(
            "module-specs", .project, "A spec file is listed by two modules' `specs`.",
            needs: "a configuration with `modules:` whose modules' `specs` overlap"),
    ]

    static let output: [CheckDescription] = [
        CheckDescription(
            "user-region", .output,
            "A user region of a generated file cannot be read (a marker unpaired, renamed or repeated).",
            needs: "a generated file whose user-region markers were edited"),
        CheckDescription(
            "orphan-region", .output, "A user region holding code has no place in the file the spec now generates.",
            needs: "a generated file with code in a region the new spec no longer has"),
        CheckDescription(
            "not-generated", .output,
            "A file where a generated file goes was not written by screengen: it is left alone.",
            needs: "a hand-written file at a generated file's path"),
        CheckDescription(
            "stale-user-code", .output,
            "A stale generated file (its spec gone) has code in a user region: `--prune` keeps it.",
            needs: "a generated file whose spec was removed, with code in a user region"),
        CheckDescription(
            "swift-format-unreadable", .warning, .output,
            "The team's `.swift-format` cannot be read: the output is laid out to the default width.",
            needs: "a `.swift-format` that is not JSON"),
        CheckDescription(
            "unknown-context-key", .warning, .output,
            "A variable or section tag of a team's template names no key of the template context (docs/templates.md), "
                + "which Mustache would render as nothing: a misspelt name, most likely.",
            needs: "a team template (`templates:` in screengen.yml) with a tag such as `{{titel}}`"),
    ]

    /// The ids of `StopKind`: problems that stop a run as a whole.
    static let run: [CheckDescription] = StopKind.allCases.map { kind in
        let summary: String
        let needs: String
        switch kind {
        case .usage:
            summary =
                "The command line cannot be used: an empty path, a spec path that does not exist, options that cannot go together."
            needs = "a command line"
        case .io:
            summary = "A file or directory cannot be read or written, or screengen must not write through it (a link)."
            needs = "a file that cannot be read or written"
        case .lock:
            summary = "The output directory's lock is held by another run, or its file is not one screengen made."
            needs = "two runs into one output directory"
        case .template:
            summary =
                "A template does not parse or cannot be read, an added partial nothing includes, or a partial tag "
                + "of a team's template that names no template."
            needs = "a team template (`templates:` in screengen.yml)"
        case .config:
            summary = "The configuration cannot be used: `--config` names no file, or its specs do not exist."
            needs = "a configuration file"
        }
        return CheckDescription(kind.rawValue, .run, summary, needs: needs)
    }
}
