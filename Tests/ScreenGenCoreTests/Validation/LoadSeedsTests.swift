import Testing

@testable import ScreenGenCore

/// `seeds` (a load whose first answer copies its value into the properties a form edits): its located
/// errors, and what it generates with `dependsOn`.
@Suite struct LoadSeedsTests {
    /// A store screen whose load `account` has `seeds` (and extra keys), a section that shows it and a
    /// form that binds the store's properties.
    static func spec(seeds: String, load: String = "", properties: String? = nil, extra: String = "") -> String {
        """
        screen: EditAccount
        summary: Edits the account.
        store:
          dependencies:
            - { name: client, type: any AccountClient, preview: PreviewAccountClient() }
          properties:
        \(properties ?? "    - { name: displayName, type: String, initial: \"\\\"\\\"\" }\n    - { name: bio, type: String, initial: \"\\\"\\\"\" }")
        \(extra)
        loads:
          - name: account
            type: Account
            call: client.account()
            seeds: \(seeds)
        \(load)
        content:
          container: form
          sections:
            - { title: Account, load: account, fields: [{ labeledContent: Name, value: account.name }] }
            - fields:
                - { textField: Display Name, bind: displayName }
                - { textField: Bio, bind: store.bio, disabled: "store.displayName.isEmpty" }
        """
    }

    @Test func seedsIntoStorePropertiesAreAccepted() {
        #expect(
            SourceCheckTests.errors(
                Self.spec(seeds: "[{ into: displayName, value: account.displayName }, { into: bio, value: account.bio }]"))
                == [])
    }

    @Test func intoThatNamesNoStorePropertyIsUnknownWithASuggestion() {
        SourceCheckTests.expectOneError(
            Self.spec(seeds: "[{ into: displayNam, value: account.displayName }]"),
            "14:21 unknown-name 'displayNam' names no store property of this screen",
            containing: ["did you mean 'displayName'?"])
    }

    @Test func aViewStateSeededByAStoreLoadIsRefusedWithANote() {
        SourceCheckTests.expectOneError(
            Self.spec(
                seeds: "[{ into: draft, value: account.displayName }]",
                extra: "state:\n  - { name: draft, type: String, initial: \"\\\"\\\"\" }"),
            "15:21 unknown-name 'draft' names no store property", containing: ["the view's state", "'properties'"])
    }

    @Test func aValueThatDoesNotReadTheLoadIsRefused() {
        SourceCheckTests.expectOneError(
            Self.spec(seeds: "[{ into: displayName, value: \"\\\"Ada\\\"\" }]"),
            "14:41 invalid-expression the value seeding 'displayName' does not read load 'account'",
            containing: ["initial"])
    }

    @Test func aPropertySeededTwiceIsADuplicate() {
        SourceCheckTests.expectOneError(
            Self.spec(
                seeds: "[{ into: bio, value: account.bio }, { into: bio, value: account.displayName }]"),
            "14:56 duplicate-name 'bio' is seeded twice", containing: ["line 14"])
    }

    @Test func aSeededLoadCannotStreamNorDependOnWhatItSeeds() {
        let streamed = SourceCheckTests.errors(
            Self.spec(seeds: "[{ into: bio, value: account.bio }]", load: "    stream: throwing"))
        #expect(streamed.contains { $0.hasPrefix("14:13 invalid-value load 'account' has 'seeds', so it cannot have 'stream'") }, "\(streamed)")
        SourceCheckTests.expectOneError(
            Self.spec(seeds: "[{ into: bio, value: account.bio }]", load: "    dependsOn: [bio]"),
            "15:17 invalid-value load 'account' depends on 'bio', which it seeds")
    }

    @Test func theFlagIsANameOfTheStore() {
        let errors = SourceCheckTests.errors(
            Self.spec(
                seeds: "[{ into: bio, value: account.bio }]",
                properties: "    - { name: bio, type: String, initial: \"\\\"\\\"\" }\n"
                    + "    - { name: displayName, type: String, initial: \"\\\"\\\"\" }\n"
                    + "    - { name: isAccountSeeded, type: Bool, initial: \"false\" }"))
        #expect(errors.contains { $0.contains("duplicate-name 'isAccountSeeded'") }, "\(errors)")
    }

    /// With `dependsOn`, a new input clears the flag (the fields wait again) and its first answer seeds.
    @Test func aNewInputSeedsAgain() throws {
        let yaml = Self.spec(
            seeds: "[{ into: bio, value: account.bio }]", load: "    dependsOn: [accountID]",
            properties: "    - { name: bio, type: String, initial: \"\\\"\\\"\" }\n"
                + "    - { name: displayName, type: String, initial: \"\\\"\\\"\" }\n"
                + "    - { name: accountID, type: String, initial: \"\\\"1\\\"\" }")
        #expect(SourceCheckTests.errors(yaml) == [])
        let spec = try ModelBuilderTests.spec(yaml)
        let files = try SwiftEmitter().emit(ModelBuilder().build(spec))
        let store = try #require(files.first { $0.path.hasSuffix("Store.swift") }).contents
        #expect(store.contains("if self.account.loadedFor != input { self.isAccountSeeded = false }"), "\(store)")
        #expect(store.contains("if !self.isAccountSeeded {\n                self.bio = account.bio\n"), "\(store)")
        let view = try #require(files.first { $0.path.hasSuffix("View.swift") }).contents
        #expect(view.contains(".disabled(!store.isAccountSeeded || store.displayName.isEmpty)"), "\(view)")
        // Display Name is not seeded here: it does not wait.
        #expect(view.components(separatedBy: "isAccountSeeded").count == 2, "\(view)")
    }

    /// With `failure: ignore`, the first run ends the wait whether it answers or fails.
    @Test func anIgnoredFailureEndsTheWaitToo() throws {
        let yaml = """
            screen: DraftForm
            summary: Starts from the saved draft when there is one.
            environment:
              - { name: client, type: DraftClient, preview: DraftClient.preview }
            state:
              - { name: text, type: String, initial: '""' }
            loads:
              - { name: draft, type: Draft, call: client.draft(), failure: ignore, seeds: [{ into: text, value: draft.text }] }
            content:
              container: form
              sections:
                - fields:
                    - { textField: Text, bind: text }
            """
        #expect(SourceCheckTests.errors(yaml) == [])
        let view = try NodeEscapesTests.view(yaml)
        #expect(
            view.contains(
                "if !self.isDraftSeeded {\n            if let draft {\n                self.text = draft.text\n            }\n"
                    + "            self.isDraftSeeded = true\n        }"), "\(view)")
        #expect(view.contains(".disabled(!isDraftSeeded)"), "\(view)")
    }
}
