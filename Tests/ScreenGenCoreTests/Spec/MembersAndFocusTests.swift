import Foundation
import Testing

@testable import ScreenGenCore

/// Declared hand-written members (`members`), a form's focus order (`focus`, `submit`,
/// `content.initialFocus`) and the typed keys of a form control (`disabled`, `systemImage`, the
/// keyboard's): issue 38's points 5 and 7. Each is decoded where it is written, refused with a
/// located error, and written exactly where its node is.
@Suite struct MembersAndFocusTests {
    static let signIn = """
        screen: SignIn
        state:
          - { name: email, type: String, initial: '""' }
          - { name: password, type: String, initial: '""' }
          - { name: notify, type: Bool, initial: "false" }
        members:
          - "@AppStorage(\\"server\\") private var server: String = \\"\\""
          - "private var canSignIn: Bool { !email.isEmpty && !password.isEmpty }"
          - "@Environment(\\\\.openURL) private var openURL: OpenURLAction"
        content:
          container: form
          initialFocus: email
          sections:
            - fields:
                - { textField: Server, bind: server, keyboard: URL, autocapitalization: never, autocorrection: false }
                - { textField: Email, bind: email, focus: email, contentType: username, keyboard: emailAddress }
                - { secureField: Password, bind: password, focus: password, contentType: password, submit: signIn }
                - { toggle: Notify Me, bind: notify, systemImage: bell, disabled: "!canSignIn" }
                - { button: Sign In, action: signIn, disabled: "!canSignIn" }
        actions:
          - { name: signIn, call: "client.signIn(email: email, password: password)", failure: failed }
        alerts:
          - { case: failed, item: any Error, title: Could Not Sign In }

        """

    @Test func membersAreWrittenAsGivenInMemberOrder() throws {
        let view = try NodeEscapesTests.view(Self.signIn)
        let expected = """
                @Environment(\\.openURL) private var openURL: OpenURLAction

                @State private var alert: SignInAlert?
                @State private var email: String = ""
                @State private var password: String = ""
                @State private var notify: Bool = false
                @FocusState private var focusedField: FocusedField?
                @State private var isSignInRunning: Bool = false

                @AppStorage("server") private var server: String = ""

                private var canSignIn: Bool { !email.isEmpty && !password.isEmpty }

            """
        #expect(view.contains(expected), "\(view)")
    }

    @Test func theFocusOrderMovesReturnAlongAndTheLastFieldSubmits() throws {
        let view = try NodeEscapesTests.view(Self.signIn)
        let expected = """
                        TextField("Server", text: $server)
                            .keyboardType(.URL)
                            .textInputAutocapitalization(.never)
                            .autocorrectionDisabled()
                        TextField("Email", text: $email)
                            .textContentType(.username)
                            .keyboardType(.emailAddress)
                            .focused($focusedField, equals: .email)
                            .submitLabel(.next)
                            .onSubmit { focusedField = .password }
                        SecureField("Password", text: $password)
                            .textContentType(.password)
                            .focused($focusedField, equals: .password)
                            .submitLabel(.done)
                            .onSubmit {
                                guard canSignIn else { return }
                                Task { await signIn() }
                            }
                        Toggle("Notify Me", systemImage: "bell", isOn: $notify)
                            .disabled(!canSignIn)

            """
        #expect(view.contains(expected), "\(view)")
        #expect(view.contains("    private enum FocusedField: Hashable {\n        case email, password\n    }\n"))
        #expect(view.contains("        .onAppear { focusedField = .email }\n"), "\(view)")
        // A button row's `disabled` joins its in-flight flag.
        #expect(view.contains(".disabled(isSignInRunning || !canSignIn)"), "\(view)")
    }

    /// Return does what tapping the button that runs the same action does, and nothing while that
    /// button is hidden or disabled: a form's button row (inside its section's `if`) first, else a
    /// toolbar button; with no such condition, no guard.
    @Test(arguments: [
        (
            "- { if: showsSignIn, fields: [{ button: Sign In, action: signIn, if: canSignIn, disabled: \"email.isEmpty || password.isEmpty\" }] }",
            "[]", "guard showsSignIn, canSignIn, !(email.isEmpty || password.isEmpty) else { return }\n"
        ),
        (
            "- { fields: [{ button: Sign In, action: signIn }] }",
            "[{ label: Sign In, placement: confirmationAction, action: signIn, disabled: '!canSignIn' }]", nil
        ),
        (
            "", "[{ label: Sign In, placement: confirmationAction, action: signIn, hidden: showsSignIn == false, disabled: '!canSignIn' }]",
            "guard !(showsSignIn == false), canSignIn else { return }\n"
        ),
        ("", "[{ label: Sign Out, placement: cancellationAction, action: dismiss(), disabled: '!canSignIn' }]", nil),
    ])
    func returnSubmitsOnlyWhileTheButtonWould(sections: String, toolbar: String, guardLine: String?) throws {
        let view = try NodeEscapesTests.view(
            """
            screen: SignIn
            environment: [{ name: dismiss, key: dismiss }]
            state:
              - { name: email, type: String, initial: '""' }
              - { name: password, type: String, initial: '""' }
              - { name: showsSignIn, type: Bool, initial: "true" }
            members: ["private var canSignIn: Bool { !email.isEmpty }"]
            content:
              container: form
              sections:
                - fields: [{ secureField: Password, bind: password, submit: signIn }]
                \(sections)
            toolbar: \(toolbar)
            actions:
              - { name: signIn, call: "client.signIn(email: email, password: password)", failure: failed }
            alerts: [{ case: failed, item: any Error, title: Could Not Sign In }]

            """)
        let onSubmit = try #require(view.range(of: ".onSubmit {\n"))
        let next = view[onSubmit.upperBound...].drop { $0 == " " }
        if let guardLine {
            #expect(next.hasPrefix(guardLine), "\(view)")
        } else {
            #expect(next.hasPrefix("Task { await signIn() }\n"), "\(view)")
        }
    }

    /// The view parses and is a fixed point of `swift format`.
    @Test func theViewIsSwiftAsSwiftFormatWritesIt() throws {
        try expectSwiftFormatFixedPoint(try NodeEscapesTests.view(Self.signIn), fileName: "SignInView.swift")
    }

    @Test(arguments: [
        ("func validate() -> Bool { true }", "declares a property with 'var' or 'let', not 'func'"),
        ("var count: Int", "'count' needs an initial value: the view's callers pass only its inputs"),
        ("@State private var count = 0", "needs its type: 'count: Type'"),
        ("var count: Int { 1 } + 2", "has code after its body's closing brace"),
        ("let count: Int { 1 }", "with a body is computed, so it is a 'var', not a 'let'"),
        ("var count: Int = 1 // one", "contains a comment"),
        ("private static var count: Int = 1", "declares a property with 'var' or 'let', not 'static'"),
        ("var count: Int = (1", "is missing a closing ')'"),
        ("var count: Int = 1 +", "initial value"),
    ])
    func aMemberIsOnePropertyDeclaration(declaration: String, message: String) {
        let yaml = """
            screen: Counter
            members:
              - "\(declaration)"

            """
        let errors = SourceCheckTests.errors(yaml)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("3:5 invalid-member a member ") == true, "\(errors)")
        #expect(errors.first?.contains(message) == true, "\(errors)")
    }

    @Test func aMemberWithoutAnInitialValueStartsOnItsOwnWhenItsWrapperOrOptionalSaysSo() {
        let yaml = """
            screen: Birds
            members:
              - "@FocusState private var focus: Bool"
              - "@Query(sort: \\\\Bird.name) private var birds: [Bird]"
              - "private var selected: Bird.ID?"

            """
        #expect(SourceCheckTests.errors(yaml).isEmpty, "\(SourceCheckTests.errors(yaml))")
    }

    @Test func conditionsReadMembersAndBindingsStartOnlyAtOnesThatProjectABinding() {
        #expect(SourceCheckTests.errors(Self.signIn).isEmpty, "\(SourceCheckTests.errors(Self.signIn))")
        let computed = Self.signIn.replacingOccurrences(of: "bind: notify,", with: "bind: canSignIn,")
        SourceCheckTests.expectOneError(
            computed, "18:38 unbindable-member",
            containing: ["a member declared in 'members' with no wrapper that projects a binding"])
        let typo = Self.signIn.replacingOccurrences(of: "disabled: \"!canSignIn\" }\n        - { button", with: "disabled: \"!canSignIm\" }\n        - { button")
        SourceCheckTests.expectOneError(
            typo, "18:", containing: ["'disabled' reads 'canSignIm'", "did you mean 'canSignIn'?"])
    }

    @Test func aMembersNameIsTheViewsOnce() {
        let yaml = Self.signIn.replacingOccurrences(
            of: "private var canSignIn: Bool", with: "private var notify: Bool")
        let errors = SourceCheckTests.errors(yaml)
        #expect(errors.contains { $0.hasPrefix("8:5 duplicate-name 'notify' in members is already a name in the view") })
        let clash = Self.signIn.replacingOccurrences(of: "name: notify,", with: "name: focusedField,")
            .replacingOccurrences(of: "bind: notify,", with: "bind: focusedField,")
        #expect(
            SourceCheckTests.errors(clash).contains { $0.contains("duplicate-name 'focusedField' in content.sections") },
            "\(SourceCheckTests.errors(clash))")
    }

    @Test func theInitialFocusNamesAFieldsFocusAndEachFocusIsOnce() {
        SourceCheckTests.expectOneError(
            Self.signIn.replacingOccurrences(of: "initialFocus: email", with: "initialFocus: emial"),
            "12:17 unknown-focus 'initialFocus' names 'emial', which no field has as its 'focus'",
            containing: ["did you mean 'email'?"])
        SourceCheckTests.expectOneError(
            Self.signIn.replacingOccurrences(of: "focus: password,", with: "focus: email,"),
            "17:59 unknown-focus two fields have the focus 'email'")
    }

    @Test(arguments: [
        ("{ toggle: Notify Me, bind: notify, focus: notify }", "'focus' does not apply to a toggle"),
        ("{ textField: Email, bind: email, systemImage: at }", "'systemImage' does not apply to a textField"),
        ("{ textField: Email, bind: email, keyboard: email }", "'keyboard'"),
        ("{ textField: Email, bind: email, submit: signUp }", "'signUp' names no action of this screen"),
    ])
    func aTypedKeyIsTheKindsAndItsValueOneOfItsOwn(field: String, message: String) {
        let yaml = Self.signIn.replacingOccurrences(
            of: "{ toggle: Notify Me, bind: notify, systemImage: bell, disabled: \"!canSignIn\" }", with: field)
        let errors = SourceCheckTests.errors(yaml)
        #expect(errors.count == 1 && errors.first?.hasPrefix("18:") == true, "\(errors)")
        #expect(errors.first?.contains(message) == true, "\(errors)")
    }
}
