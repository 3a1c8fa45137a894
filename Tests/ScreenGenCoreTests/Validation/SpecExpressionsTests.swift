import Testing

@testable import ScreenGenCore

/// The one walk over a spec's Swift fragments that the expression rules share.
@Suite struct SpecExpressionsTests {
    static func spec(_ yaml: String) throws -> ScreenSpec {
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml")
        return try #require(result.spec, "\(DiagnosticFormat.text.render(result.diagnostics))")
    }

    @Test func tokensMatchWholeIdentifiersOutsideStrings() {
        let expression = SwiftFragment.matchTexts(
            #"Text("AnyView .sheet(isPresented:").foregroundStyle(.red) `default`"#)
        #expect(expression == ["Text", "(", "\"\"", ")", ".", "foregroundStyle", "(", ".", "red", ")", "default"])
        let tokens = SwiftFragment.matchTexts("MyAnyView(x).sheet( isPresented : $flag )")
        #expect(!tokens.contains("AnyView"))
        #expect(tokens.contains("MyAnyView"))
    }

    @Test func everyFragmentIsFoundWithItsEntry() throws {
        let spec = try Self.spec(
            """
            screen: Feed
            environment:
              - { name: client, type: FeedClient, preview: { loaded: FeedClient.preview, error: FeedClient.failing } }
            inputs:
              - { name: author, type: Author, preview: Author.sample, default: Author.sample }
            state:
              - { name: query, type: String, initial: '""' }
            store:
              dependencies:
                - { name: posts, type: PostsClient, preview: PostsClient.preview, default: PostsClient.live }
              properties:
                - { name: topic, type: Topic, initial: .swift }
                - { name: pinned, type: "[Post]", initial: "[]" }
            loads:
              - { name: feed, type: "[Post]", call: posts.all(), seeds: [{ into: pinned, value: feed }] }
              - { name: more, type: "[Post]", call: posts.all(), pagination: { cursor: String, page: PostsPage, rows: page.posts, next: "posts.all(after: cursor)", cursorOf: page.next } }
            content:
              sections:
                - { load: feed, element: post, row: "PostRow(post: post)" }
                - { items: store.pinned, element: post, row: "PostRow(post: post)", headerView: 'Text("Pinned")', footerView: 'Text("On top")', id: \\.slug, filter: "!post.isDraft", sort: "KeyPathComparator(\\\\Post.date)" }
                - { items: pinned, element: pin, row: Text(pin.title), edits: [move], add: { text: newPin, prompt: New, label: Add, value: "Post(title: newPin)" } }
                - fields:
                    - { textField: 'Query \\(query.count)', bind: query, lineLimit: "2", if: "!query.isEmpty" }
                    - { picker: Topic, bind: topic, options: Topic.allCases, row: Text(option.rawValue) }
                    - { stepper: Size, bind: topic, range: "1...3", step: "1" }
                    - { labeledContent: Author, value: author.name }
                    - { link: Help, url: URL.help }
                    - { button: Reset, action: query = "", disabled: query.isEmpty }
                    - { view: "QueryHints(text: $bind)", bind: query }
              modifiers: [".listStyle(.plain)"]
            routes:
              - { case: detail, value: Post.ID, destination: "PostView(id: value)" }
            sheets:
              - { case: edit, item: Post, destination: "EditView(post: item)" }
            alerts:
              - { case: failed, item: any Error, title: 'Failed: \\(item.localizedDescription)' }
            confirmationDialogs:
              - { case: delete, title: Delete?, actions: [{ label: Delete, action: store.delete() }, { label: Keep }] }
            toolbar:
              - { label: 'Edit \\(topic)', systemImage: pencil, action: sheet = .edit(Post.sample), disabled: store.isBusy, hidden: store.isHidden }
              - { view: FeedTitle() }
              - { label: Sort, menu: [{ label: Newest, role: destructive, roleWhile: isSorted, action: sort() }] }
            actions:
              - { name: save, call: posts.save(post), parameters: [{ name: post, type: Post }], failure: failed, onSuccess: [sheet = nil] }
            presentation: { dismissDisabled: store.isBusy }
            previews:
              - { name: Other, state: loaded, with: { author: Author.other } }
            members:
              - "@FocusState private var isFocused: Bool"
            onChange:
              - { of: query, if: "!newValue.isEmpty", action: [query = "", save(Post.sample)] }
            """)
        let expressions = spec.expressions
        // A tab's root and badge are an app's only (`SpecExpressions.all(in: AppSpec)`, AppRulesTests).
        #expect(Set(expressions.map(\.role)) == Set(SpecExpression.Role.allCases).subtracting([.tabRoot, .tabBadge]))
        #expect(expressions.count == 70)
        #expect(
            expressions.filter { [.toolbarText, .toolbarAction].contains($0.role) }.map(\.what)
                == [
                    "an interpolation in the label of toolbar button 'Edit \\(topic)'",
                    "the action of toolbar button 'Edit \\(topic)'",
                    "the action of toolbar button 'Newest'",
                ])
        #expect(
            expressions.filter { [.toolbarView, .toolbarCondition].contains($0.role) }.map(\.what)
                == ["the view of a toolbar item", "the roleWhile of toolbar button 'Newest'"])
        #expect(
            expressions.filter { [.toolbarDisabled, .toolbarHidden, .dismissDisabled].contains($0.role) }.map(\.what)
                == [
                    "'disabled' of toolbar button 'Edit \\(topic)'", "'hidden' of toolbar button 'Edit \\(topic)'",
                    "'dismissDisabled'",
                ])
        #expect(
            expressions.filter { [.actionParameterType, .actionCall, .actionOnSuccess].contains($0.role) }.map(\.what)
                == [
                    "the type of parameter 'post' of action 'save'", "the call of action 'save'",
                    "'onSuccess' of action 'save'",
                ])
        #expect(
            expressions.filter { [.alertItem, .alertAction, .alertText].contains($0.role) }.map(\.what)
                == [
                    "the item of alert 'failed'", "an interpolation in the title of alert 'failed'",
                    "an action of dialog 'delete'",
                ])
        #expect(
            expressions.filter { $0.role == .seedValue }.map(\.what) == ["the value seeding 'pinned' of load 'feed'"])
        for expression in expressions {
            #expect((expression.entry == nil) == (expression.role == .previewOverride), "\(expression.what)")
        }
        #expect(
            expressions.filter { $0.role.rawValue.hasPrefix("field") }.map(\.what)
                == [
                    "an interpolation in the label of textField 'Query \\(query.count)'",
                    "the lineLimit of textField 'Query \\(query.count)'", "the options of picker 'Topic'",
                    "the row of picker 'Topic'", "the range of stepper 'Size'", "the step of stepper 'Size'",
                    "the value of labeledContent 'Author'", "the url of link 'Help'", "the action of button 'Reset'",
                    "the disabled of button 'Reset'", "the view 'QueryHints(text: $bind)'",
                ])
        #expect(
            expressions.filter { $0.role == .condition }.map(\.what)
                == ["the condition of textField 'Query \\(query.count)'", "the condition of the onChange of 'query'"])
        #expect(
            expressions.filter { [.onChangeValue, .onChangeAction].contains($0.role) }.map(\.what)
                == [
                    "the value of the onChange of 'query'", "the action of the onChange of 'query'",
                    "the action of the onChange of 'query'",
                ])
        #expect(
            expressions.filter { $0.role == .items }.map(\.what)
                == ["the items of the section showing 'store.pinned'", "the items of the section showing 'pinned'"])
        #expect(
            expressions.filter { $0.role == .addValue }.map(\.what)
                == ["the new element of the add row of the section showing 'pinned'"])
        #expect(
            expressions.filter { [.pageType, .pageRows].contains($0.role) }.map(\.what)
                == ["the page type of load 'more'", "the rows of a page of load 'more'"])
        let row = try #require(expressions.first { $0.role == .row })
        #expect(row.entry == spec.content?.sections[0].location)
        #expect(row.what == "the row of the section showing 'feed'")
        #expect(
            expressions.filter { $0.role == .environmentPreview }.map(\.what)
                == [
                    "the loaded preview value of environment entry 'client'",
                    "the error preview value of environment entry 'client'",
                ])
    }

    @Test func scanKeepsOneFindingPerEntry() throws {
        let spec = try Self.spec(
            """
            screen: Clock
            state:
              - { name: a, type: AnyView, initial: AnyView(EmptyView()) }
              - { name: b, type: Int, initial: "0" }
            """)
        let found = SpecExpressions.scan(
            RuleInput(spec: spec, facts: ScreenFacts(spec), run: RunFacts([spec], facts: [ScreenFacts(spec)]))
        ) { $0.contains("AnyView") ? RuleViolation($0.what, at: $0.location, entry: $0.entry) : nil }
        #expect(found.map(\.message) == ["the type of state 'a'"])
    }

    /// A pattern read once (`TokenPattern`) matches where the same text given as a `String` does,
    /// from every start, and `firstMatch` names the first pattern of the list that occurs.
    @Test func readOncePatternsMatchAsStrings() throws {
        let spec = try Self.spec(
            """
            screen: Clock
            state:
              - { name: a, type: AnyView, initial: 'Timer.publish(every: 1).sheet( isPresented : $x) { "\\(Timer.self)" }' }
              - { name: b, type: "[Int]", initial: "Array(0..<3).indices.map { $0 }" }
            """)
        let patterns = [
            "Timer", "Timer.publish", ".sheet(isPresented:", "isPresented", "AnyView", ".indices", "{", "\\(",
            "try? await", "publish(every:", "Timer.self", "x", "", "Array(0..<3)", "$0 }",
        ]
        for expression in spec.expressions {
            for text in patterns {
                for start in 0...(expression.tokens.count + 1) {
                    #expect(
                        expression.index(of: TokenPattern(text), from: start)
                            == expression.index(of: text, from: start),
                        "\(text) in \(expression.text) from \(start)")
                }
            }
            let list = patterns.map { TokenPattern($0) }
            #expect(expression.firstMatch(list) == patterns.first { expression.contains($0) })
        }
    }

    /// The token mask only passes over patterns that do not occur: every pattern is found where a
    /// comparison of the tokens finds it, names in backticks, unicode and string literals included.
    @Test func tokenMaskAgreesWithComparingTokens() throws {
        let spec = try Self.spec(
            """
            screen: Clock
            state:
              - { name: a, type: AnyView, initial: 'Timer.publish(every: 1).sheet( isPresented : $x) { "\\(Timer.self)" }' }
              - { name: b, type: "[Int]", initial: "Array(0..<3).indices.map { $0 }" }
              - { name: c, type: Café, initial: "`default`.名前(é: \\"\\", x: #\\"a\\"#) ?? .none" }
              - { name: d, type: String, initial: '""' }
            """)
        var patterns = [
            "Timer", "Timer.publish", ".sheet(isPresented:", "isPresented", "AnyView", ".indices", "{", "\\(",
            "try? await", "publish(every:", "Timer.self", "x", "", "Array(0..<3)", "$0 }", "Café", "default",
            "`default`", "名前", "é:", "\"\"", "??", ".none", "none", "Cafe", "Int", "[Int]", "map {",
        ]
        for expression in spec.expressions { patterns += expression.tokens }
        for expression in spec.expressions {
            for text in patterns {
                let pattern = TokenPattern(text)
                for start in 0...(expression.tokens.count + 1) {
                    let compared = expression.indexComparingTokens(of: pattern, from: start)
                    #expect(expression.index(of: pattern, from: start) == compared, "\(text) in \(expression.text)")
                    #expect(expression.index(of: text, from: start) == compared, "\(text) in \(expression.text)")
                }
            }
        }
    }

    /// An expression none of whose tokens is left out keeps no list of indices; its tokens, their
    /// lexer tokens and its groups' ends are those the full list gives, as for one with literals.
    @Test func sparseIndicesAgreeWithTheFullList() throws {
        let spec = try Self.spec(
            """
            screen: Clock
            state:
              - { name: a, type: AnyView, initial: 'Timer.publish(every: 1).sheet( isPresented : $x) { "\\(Timer.self)" }' }
              - { name: b, type: "[Int]", initial: "Array(0..<3).indices.map { $0 }" }
              - { name: c, type: "[String: [Int]]", initial: "f(\\"(\\", [g(#\\"a\\"#)], { x in (x) })" }
              - { name: d, type: String, initial: '""' }
            """)
        for expression in spec.expressions {
            let (texts, indices) = expression.fragment.matchTokens
            #expect(expression.tokens == texts)
            #expect(expression.tokenIndices == indices)
            for index in texts.indices {
                #expect(expression.token(index) == expression.fragment.tokens[indices[index]])
                let end = expression.fragment.partner(of: indices[index]).flatMap {
                    indices[(index + 1)...].firstIndex(of: $0)
                }
                #expect(expression.groupEnd(index) == end, "\(expression.text) at \(index)")
            }
        }
    }

    /// Token shapes pass every word of their set, and near misses as the set's own lookup does.
    @Test func tokenShapesPassOverOnlyTokensThatAreNoWord() {
        let sets = [
            StackSpacingRule.stacks, HeavyWorkInBodyRule.words, Set(APINewerThanTargetRule.index.byIdentifier.keys),
        ]
        for words in sets {
            let shapes = TokenShapes(words)
            var tokens = ["", "(", ":", ".", "{", "\"\"", "é", "名前", "VStacks", "Vstack", "HStack", "filter"]
            for word in words {
                tokens += [word, word + "s", String(word.dropFirst()), String(word.dropLast()), word.uppercased()]
            }
            for token in tokens where words.contains(token) { #expect(shapes.mayBeOne(token), "\(token)") }
            #expect(!shapes.mayBeOne(""))
            #expect(!shapes.mayBeOne(":"))
        }
    }

    /// An expression the stack rule's mask passes over holds no stack name.
    @Test func stackMaskPassesOverOnlyExpressionsWithoutStacks() throws {
        let spec = try Self.spec(
            """
            screen: Stacks
            state:
              - { name: a, type: AnyView, initial: "VStack(spacing: 4) { Text(\\"HStack\\") }" }
              - { name: b, type: "[Int]", initial: "LazyHStack { `HStack` }" }
              - { name: c, type: Int, initial: "VStacks(x: HStacks())" }
              - { name: d, type: Int, initial: "Vstack() + hStack + LazyVStack" }
            """)
        for expression in spec.expressions {
            let hasStack = expression.tokens.contains { StackSpacingRule.stacks.contains($0) }
            if expression.tokenMask & StackSpacingRule.stacksMask == 0 { #expect(!hasStack, "\(expression.text)") }
        }
    }

    /// An expression the heavy-work rule's mask passes over holds none of its words, and its walk
    /// with the mask finds what a walk of every token finds.
    @Test func heavyWorkMaskPassesOverOnlyExpressionsWithoutItsWords() throws {
        let spec = try Self.spec(
            """
            screen: Heavy
            state:
              - { name: a, type: Int, initial: "items.filter { $0.isDone }.count" }
              - { name: b, type: Int, initial: "Data(contentsOf: url).count + URLSession.shared.hash" }
              - { name: c, type: Int, initial: "filters.sort() + sortedItems + `filter`(x) + model.filter" }
              - { name: d, type: Int, initial: "String(contentsOfFile: p).count + reduce + FileManagers" }
            """)
        let words = HeavyWorkInBodyRule.collectionWork.union(HeavyWorkInBodyRule.ioTypes)
            .union(HeavyWorkInBodyRule.readingLabels)
        for expression in spec.expressions {
            let hasWord = expression.tokens.contains { words.contains($0) }
            if expression.tokenMask & HeavyWorkInBodyRule.wordsMask == 0 { #expect(!hasWord, "\(expression.text)") }
            for token in expression.tokens where words.contains(token) {
                #expect(TokenPattern.bit(of: token) & HeavyWorkInBodyRule.wordsMask != 0, "\(token)")
                #expect(HeavyWorkInBodyRule.wordShapes.mayBeOne(token), "\(token)")
            }
        }
        #expect(
            spec.expressions.filter { $0.role == .stateInitial }.map(HeavyWorkInBodyRule.work(in:))
                == [".filter", "Data(contentsOf:)", nil, "String(contentsOfFile:)"])
    }

    /// The roles' kinds are switches; these are the lists they stand for.
    @Test func roleKindsAreTheirLists() {
        let types: Set<SpecExpression.Role> = [
            .environmentType, .inputType, .stateType, .dependencyType, .storePropertyType, .loadType, .routeValue,
            .sheetItem, .alertItem, .actionParameterType, .pageType,
        ]
        let previewValues: Set<SpecExpression.Role> = [
            .environmentPreview, .inputPreview, .dependencyPreview, .previewOverride,
        ]
        let views: Set<SpecExpression.Role> = [
            .row, .fieldRow, .fieldView, .routeDestination, .sheetDestination, .toolbarView, .modifier, .headerView,
            .footerView, .tabRoot,
        ]
        for role in SpecExpression.Role.allCases {
            #expect(role.isType == types.contains(role), "\(role)")
            #expect(role.isPreviewValue == previewValues.contains(role), "\(role)")
            #expect(role.isView == views.contains(role), "\(role)")
        }
    }

    /// A plain name's shortcut gives what the tokens give, for names, keywords and near misses.
    @Test func plainTypeNamesNormaliseAsTheirTokens() {
        let types = [
            "Post", "Bool", "any", "Any", "self", "Self", "_", "_x", "a1", "Type", "in", "Array", "Range", "", "1a",
            "any Store", "[Post]", "Post.ID", "`default`", "Café", "名前", "Post?", " Post", "Post ", "$x", "Array<Int>",
            "[in]", "[Any]", "[any]", "[_]", "[1a]", "[ Post]", "[Post ]", "[Post] ", "[[Post]]", "[]", "[Café]",
            "[$x]", "[Post.ID]", "[Self]", "[a1_B]", "[`in`]", "[Post]?", "[Post", "Post]",
            // A scalar that joins the next character makes `\u{0D4E}]` one character; a joiner
            // after `[` makes `[\u{200D}` one.
            "[Post\u{0D4E}]", "[String\u{0D4E}]", "[\u{200D}Post]", "[Post\u{0301}]", "[\u{0301}Post]",
        ]
        for type in types {
            #expect(SwiftTypeName.normalized(type) == SwiftTypeName.normalizedByTokens(type), "\(type)")
            #expect(SwiftTypeName.elementType(of: type) == SwiftTypeName.elementTypeByTokens(of: type), "\(type)")
        }
    }

    @Test func elementTypes() {
        #expect(SwiftTypeName.elementType(of: "[Post]") == "Post")
        #expect(SwiftTypeName.elementType(of: "Array<Post.ID>") == "Post.ID")
        #expect(SwiftTypeName.elementType(of: "[String: [Int]]") == "(key:value:)")
        #expect(SwiftTypeName.elementType(of: "[[String: Int]]") == "[String:Int]")
        #expect(SwiftTypeName.elementType(of: "Post") == nil)
        #expect(SwiftTypeName.normalized(" any  FeedClient ") == "FeedClient")
    }
}
