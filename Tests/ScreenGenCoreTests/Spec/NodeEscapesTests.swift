import Foundation
import Testing

@testable import ScreenGenCore

/// `if` and `modifiers` on a section and on a form control: the escapes at the size of one line
/// (issue 38). Each is decoded where it is written, checked as every expression is (a condition by
/// the one rule of what conditions may read), and written around or after exactly its node.
@Suite struct NodeEscapesTests {
    static let form = """
        screen: Passcode
        state:
          - { name: usesPasscode, type: Bool, initial: "false" }
          - { name: passcode, type: String, initial: '""' }
        content:
          container: form
          sections:
            - fields:
                - { toggle: Use a Passcode, bind: usesPasscode }
            - title: Passcode
              if: usesPasscode
              modifiers: [".headerProminence(.increased)"]
              fields:
                - secureField: Passcode
                  bind: passcode
                  modifiers: [".textContentType(.oneTimeCode)", ".submitLabel(.done)"]
                - button: Clear
                  action: passcode = ""
                  if: "!passcode.isEmpty"
                  modifiers: [".disabled(passcode.count < 4)"]

        """

    static func view(_ yaml: String) throws -> String {
        let spec = try ModelBuilderTests.spec(yaml)
        let files = try SwiftEmitter().emit(ModelBuilder().build(spec))
        return try #require(files.first { $0.path.hasSuffix("View.swift") }).contents
    }

    @Test func theEscapesAreDecodedWhereTheyAreWritten() throws {
        let spec = try ModelBuilderTests.spec(Self.form)
        let section = try #require(spec.content?.sections.last)
        #expect(section.condition?.value == "usesPasscode" && section.condition?.location.line == 11)
        #expect(section.modifiers.map(\.value) == [".headerProminence(.increased)"])
        #expect(section.fields[0].modifiers.map(\.value) == [".textContentType(.oneTimeCode)", ".submitLabel(.done)"])
        #expect(section.fields[1].condition?.value == "!passcode.isEmpty")
    }

    @Test func aConditionWrapsItsNodeAndModifiersFollowIt() throws {
        let view = try Self.view(Self.form)
        let expected = """
                            Toggle("Use a Passcode", isOn: $usesPasscode)
                        }
                        if usesPasscode {
                            Section("Passcode") {
                                SecureField("Passcode", text: $passcode)
                                    .textContentType(.oneTimeCode)
                                    .submitLabel(.done)
                                if !passcode.isEmpty {
                                    Button("Clear") {
                                        passcode = ""
                                    }
                                    .disabled(passcode.count < 4)
                                }
                            }
                            .headerProminence(.increased)
                        }

            """
        #expect(view.contains(expected), "\(view)")
    }

    /// The view parses and is a fixed point of `swift format`: the escapes are laid out like the rest.
    @Test func theViewIsSwiftAsSwiftFormatWritesIt() throws {
        try expectSwiftFormatFixedPoint(try Self.view(Self.form), fileName: "PasscodeView.swift")
    }

    @Test func aConditionReadsOnlyWhatTheScreenDeclares() {
        let yaml = Self.form.replacingOccurrences(of: "if: usesPasscode", with: "if: usesPascode")
        let errors = SourceCheckTests.errors(yaml)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("11:") == true, "\(errors)")
        #expect(
            errors.first?.contains("unknown-name 'if' reads 'usesPascode', which this screen does not declare") == true,
            "\(errors)")
        #expect(errors.first?.contains("did you mean 'usesPasscode'?") == true, "\(errors)")
    }

    @Test func aControlsModifierMustFollowAView() {
        let yaml = Self.form.replacingOccurrences(
            of: #"[".disabled(passcode.count < 4)"]"#, with: #"["disabled(true)"]"#)
        let errors = SourceCheckTests.errors(yaml)
        #expect(errors.count == 1 && errors.first?.hasPrefix("20:") == true, "\(errors)")
        #expect(errors.first?.contains("a modifier starts with '.' and its name, not 'disabled(true)'") == true)
    }

    @Test func aGroupedSectionTakesNoModifiers() {
        let yaml = """
            screen: Orders
            loads:
              - { name: orders, type: "[Order]", call: client.orders() }
            content:
              sections:
                - load: orders
                  element: order
                  row: "OrderRow(order: order)"
                  groupBy: status
                  groupType: OrderStatus
                  modifiers: [".headerProminence(.increased)"]

            """
        let errors = SourceCheckTests.errors(yaml)
        #expect(errors.count == 1 && errors.first?.hasPrefix("11:") == true, "\(errors)")
        #expect(errors.first?.contains("'modifiers' does not apply to a section with 'groupBy'") == true, "\(errors)")
    }

    @Test func theRulesReadASectionsAndAControlsModifiers() throws {
        let yaml = Self.form.replacingOccurrences(of: ".submitLabel(.done)", with: ".foregroundColor(.red)")
        let reported = RuleEngine().run([try ModelBuilderTests.spec(yaml)]).map(\.id)
        #expect(reported.contains("foreground-color"), "\(reported)")
    }

    static let themed = """
        screen: MeetingInfo
        inputs:
          - { name: scrum, type: DailyScrum, ownership: binding, preview: "DailyScrum.sampleData[0]" }
        content:
          container: form
          sections:
            - fields:
                - { view: "ThemePicker(selection: $bind, label: \\"$bind\\")", bind: scrum.theme, modifiers: [".padding()"] }

        """

    /// A `view` field is the view itself, with the field's binding where it read `$bind` (never
    /// inside a string literal), and takes modifiers like any control.
    @Test func aViewFieldTakesItsBindingWhereItReadsBind() throws {
        let view = try Self.view(Self.themed)
        #expect(
            view.contains(
                "            ThemePicker(selection: $scrum.theme, label: \"$bind\")\n                .padding()\n"
            ),
            "\(view)")
    }

    @Test(arguments: [
        (
            "{ view: \"ThemePicker(selection: $bind)\" }",
            "8:11 missing-key the view reads '$bind', but the field has no 'bind'"
        ),
        (
            "{ view: \"ThemePicker()\", bind: scrum.theme }",
            "8:42 invalid-binding 'bind' is never read: the view has no '$bind'"
        ),
    ])
    func aViewAndItsBindingGoTogether(field: String, error: String) {
        let yaml = Self.themed.replacingOccurrences(
            of:
                #"{ view: "ThemePicker(selection: $bind, label: \"$bind\")", bind: scrum.theme, modifiers: [".padding()"] }"#,
            with: field)
        let errors = SourceCheckTests.errors(yaml)
        #expect(errors.count == 1 && errors.first?.hasPrefix(error) == true, "\(errors)")
    }

    /// A toolbar item's modifiers follow its view inside the `ToolbarItem`: at a button's
    /// indentation, four spaces in after a custom view; Select All, written by screengen, takes none.
    @Test func aToolbarItemsModifiersFollowItsView() throws {
        let yaml = """
            screen: Edit
            state:
              - { name: note, type: String, initial: '""' }
            toolbar:
              - { label: Done, placement: confirmationAction, action: note = "", modifiers: [".keyboardShortcut(.defaultAction)"] }
              - { view: Text(note), modifiers: [".accessibilityAddTraits(.isHeader)"] }

            """
        let view = try Self.view(yaml)
        #expect(
            view.contains("        }\n                .keyboardShortcut(.defaultAction)\n            }\n"), "\(view)")
        #expect(
            view.contains("                Text(note)\n                    .accessibilityAddTraits(.isHeader)\n"),
            "\(view)")
        let reported = RuleEngine().run([
            try ModelBuilderTests.spec(
                yaml.replacingOccurrences(of: ".isHeader)", with: ".isHeader).foregroundColor(.red)"))
        ]).map(\.id)
        #expect(reported.contains("foreground-color"), "\(reported)")
    }

    @Test func selectAllTakesNoModifiers() throws {
        let inbox = try String(contentsOfFile: TestPaths.path("Specs/Inbox.yaml"), encoding: .utf8)
        let yaml = inbox.replacingOccurrences(
            of: "{ selectAll: messages, placement: bottomBar, whileEditing: true }",
            with: "{ selectAll: messages, placement: bottomBar, whileEditing: true, modifiers: [\".bold()\"] }")
        #expect(yaml != inbox)
        let errors = SourceCheckTests.errors(yaml)
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.contains("field-key-not-applicable 'modifiers' does not apply to Select All") == true,
            "\(errors)")
    }

    /// Through the real binary: a condition that reads an undeclared name and a view that reads
    /// `$bind` with no `bind` are both reported in one run, located, with their ids, and fail it.
    @Test func theBinaryReportsEachEscapesMistakeWhereItIs() throws {
        let yaml = Self.form.replacingOccurrences(of: "if: usesPasscode", with: "if: usesPascode")
            .replacingOccurrences(
                of: "        - button: Clear",
                with: "        - { view: \"Strength(of: $bind)\" }\n        - button: Clear")
        let result = try validate(Array(yaml.utf8))
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let output = result.stdout + result.stderr
        #expect(
            output.contains(
                "spec.yaml:11:11: error: 'if' reads 'usesPascode', which this screen does not declare [unknown-name]"),
            "\(output)")
        #expect(
            output.contains(
                "spec.yaml:17:11: error: the view reads '$bind', but the field has no 'bind' [missing-key]"),
            "\(output)")
    }
}
