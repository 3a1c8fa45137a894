import Foundation
import Testing

@testable import ScreenGenCore

/// `onChange` at the root of a screen spec (issue 39, point 2): one `.onChange(of:)` each, after the
/// content's other modifiers. From iOS 17 the closure takes the old and the new value, or none when
/// nothing reads `newValue`; at iOS 16 it is the iOS 14 form, whose closure takes the new value.
@Suite struct OnChangeTests {
    static func spec(_ onChange: String, target: String? = nil) -> String {
        """
        screen: Settings
        \(target.map { "platform: { iOS: \"\($0)\" }\n" } ?? "")state:
          - { name: useInstance, type: Bool, initial: "false" }
          - { name: expandSpoilers, type: Bool, initial: "false" }
          - { name: instanceExpandsSpoilers, type: Bool, initial: "true" }
          - { name: query, type: String, initial: '""' }
        content:
          container: form
          sections:
            - fields:
                - { toggle: Use the Instance's Settings, bind: useInstance }
                - { toggle: Expand Spoilers, bind: expandSpoilers }
        actions:
          - { name: save, call: client.save(expandSpoilers), failure: saveFailed }
        alerts:
          - { case: saveFailed, item: any Error, title: Could Not Save }
        onChange:
        \(onChange)

        """
    }

    static let adopt = """
          - of: useInstance
            if: newValue
            action:
              - expandSpoilers = instanceExpandsSpoilers
              - query = ""
        """

    @Test func theEntriesAreDecodedWhereTheyAreWritten() throws {
        let spec = try ModelBuilderTests.spec(Self.spec(Self.adopt + "\n  - { of: query, action: save, initial: true }"))
        #expect(spec.onChange.count == 2)
        let first = try #require(spec.onChange.first)
        #expect(first.value.value == "useInstance" && first.value.location.line == 18)
        #expect(first.condition?.value == "newValue" && first.initial == nil && !first.runsInitially)
        #expect(first.action.map(\.value) == ["expandSpoilers = instanceExpandsSpoilers", "query = \"\""])
        #expect(spec.onChange[1].runsInitially && spec.onChange[1].initial?.location.line == 23)
    }

    @Test func fromIOS17TheClosureTakesTheOldAndNewValueWhenItReadsTheNewOne() throws {
        let view = try NodeEscapesTests.view(Self.spec(Self.adopt))
        let expected = """
                    .onChange(of: useInstance) { _, newValue in
                        if newValue {
                            expandSpoilers = instanceExpandsSpoilers
                            query = ""
                        }
                    }
                    // screengen:user-begin modifiers

            """
        #expect(view.contains(expected), "\(view)")
        #expect(OnChangeForm.usesIOS17Form(SwiftFragment.matchTexts(view)))
        try expectSwiftFormatFixedPoint(view, fileName: "SettingsView.swift")
    }

    @Test func fromIOS17AClosureThatDoesNotReadTheNewValueTakesNone() throws {
        let view = try NodeEscapesTests.view(
            Self.spec("  - { of: query, action: expandSpoilers = false, initial: true }"))
        #expect(view.contains("\n        .onChange(of: query, initial: true) {\n            expandSpoilers = false\n        }\n"), "\(view)")
        #expect(OnChangeForm.usesIOS17Form(SwiftFragment.matchTexts(view)))
        try expectSwiftFormatFixedPoint(view, fileName: "SettingsView.swift")
    }

    @Test func atIOS16TheClosureTakesTheNewValueAsTheIOS14FormDoes() throws {
        let reads = try NodeEscapesTests.view(Self.spec(Self.adopt, target: "16.0"))
        #expect(reads.contains("\n        .onChange(of: useInstance) { newValue in\n            if newValue {\n"), "\(reads)")
        #expect(!OnChangeForm.usesIOS17Form(SwiftFragment.matchTexts(reads)))
        try expectSwiftFormatFixedPoint(reads, fileName: "SettingsView.swift")
        let ignores = try NodeEscapesTests.view(Self.spec("  - { of: query, action: expandSpoilers = false }", target: "16.0"))
        #expect(ignores.contains("\n        .onChange(of: query) { _ in\n            expandSpoilers = false\n        }\n"), "\(ignores)")
        #expect(!OnChangeForm.usesIOS17Form(SwiftFragment.matchTexts(ignores)))
        try expectSwiftFormatFixedPoint(ignores, fileName: "SettingsView.swift")
    }

    @Test func anActionRunsInATaskAsAButtonsDoes() throws {
        let view = try NodeEscapesTests.view(Self.spec("  - { of: expandSpoilers, action: save }"))
        #expect(view.contains("\n        .onChange(of: expandSpoilers) {\n            Task { await save() }\n        }\n"), "\(view)")
        let awaits = try NodeEscapesTests.view(
            Self.spec("  - { of: query, action: [\"await Task.yield()\", expandSpoilers = false] }"))
        #expect(
            awaits.contains(
                "\n        .onChange(of: query) {\n            Task {\n                await Task.yield()\n"
                    + "                expandSpoilers = false\n            }\n        }\n"), "\(awaits)")
        try expectSwiftFormatFixedPoint(awaits, fileName: "SettingsView.swift")
    }

    @Test func whatItWatchesReadsOnlyTheScreensNames() {
        let errors = SourceCheckTests.errors(Self.spec("  - { of: useInstanc, action: query = \"\" }"))
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.hasPrefix("18:11 unknown-name 'of' reads 'useInstanc', which this screen does not declare")
                == true, "\(errors)")
        #expect(errors.first?.contains("did you mean 'useInstance'?") == true, "\(errors)")
        // The new value is the closure's: what it watches cannot read it.
        let newValue = SourceCheckTests.errors(Self.spec("  - { of: newValue, action: query = \"\" }"))
        #expect(newValue.count == 1 && newValue.first?.hasPrefix("18:11 unknown-name 'of' reads 'newValue'") == true)
    }

    @Test func itsConditionReadsTheScreensNamesAndTheNewValue() {
        #expect(SourceCheckTests.errors(Self.spec(Self.adopt)).isEmpty)
        let errors = SourceCheckTests.errors(Self.spec("  - { of: useInstance, if: newValu, action: query = \"\" }"))
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.hasPrefix("18:28 unknown-name 'if' reads 'newValu', which this screen does not declare")
                == true, "\(errors)")
    }

    @Test func anActionItNamesIsOneOfTheScreens() {
        let errors = SourceCheckTests.errors(Self.spec("  - { of: query, action: [sav] }"))
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("18:27 unknown-action 'sav' names no action of this screen") == true, "\(errors)")
        #expect(errors.first?.contains("did you mean 'save'?") == true, "\(errors)")
    }

    @Test func aThrowingStepIsRefusedAsAButtonsIs() {
        let errors = SourceCheckTests.errors(Self.spec("  - { of: query, action: try client.clear() }"))
        #expect(errors.count == 1 && errors.first?.hasPrefix("18:26 invalid-expression") == true, "\(errors)")
    }

    @Test func initialNeedsIOS17() {
        let errors = SourceCheckTests.errors(
            Self.spec("  - { of: query, action: expandSpoilers = false, initial: true }", target: "16.0"))
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.hasPrefix(
                "19:59 api-newer-than-target 'initial' uses onChange(of:initial:_:), which needs iOS 17.0; "
                    + "the target is iOS 16.0") == true, "\(errors)")
    }

    @Test func anEntryWithoutWhatItWatchesOrRunsIsRefused() {
        let errors = SourceCheckTests.errors(Self.spec("  - { action: query = \"\" }\n  - { of: query }"))
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.first?.hasPrefix("18:5 missing-key an onChange entry is missing the required key 'of'") == true)
        #expect(errors.last?.hasPrefix("19:5 missing-key an onChange entry is missing the required key 'action'") == true)
    }
}
