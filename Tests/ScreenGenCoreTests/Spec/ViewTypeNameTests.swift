import Foundation
import Testing

@testable import ScreenGenCore

/// `typeName` (issue 38, point 9): the view's type when `<screen>View` does not fit. It renames the
/// view, its file and its companion's; the store and the enums keep the screen's name. A name that
/// is no type name, or that another generated type has, is a located error.
@Suite struct ViewTypeNameTests {
    static let spec = """
        screen: AddAccounts
        typeName: AddAccountView
        title: Add Account
        store:
          dependencies:
            - { name: client, type: Client, preview: Client.preview }
        loads:
          - { name: instances, type: "[Instance]", call: client.instances() }
        """

    static func files(_ yaml: String) throws -> [GeneratedFile] {
        try SwiftEmitter().emit(ModelBuilder().build(ModelBuilderTests.spec(yaml)))
    }

    @Test func theViewItsFileAndItsPreviewsTakeTheName() throws {
        let files = try Self.files(Self.spec)
        #expect(files.map(\.path) == ["AddAccounts/AddAccountView.swift", "AddAccounts/AddAccountsStore.swift"])
        let view = files[0].contents
        #expect(view.contains("struct AddAccountView: View {"))
        #expect(view.contains("AddAccountView(client: Client.preview)"))
        #expect(!view.contains("AddAccountsView"))
        #expect(files[1].contents.contains("final class AddAccountsStore"))
        let facts = ScreenFacts(try ModelBuilderTests.spec(Self.spec))
        #expect(CompanionEmitter.fileName(of: facts) == "AddAccountView+Subviews.swift")
    }

    @Test func aNameThatIsNoTypeNameIsRefusedWhereItIsWritten() {
        let errors = SourceCheckTests.errors(Self.spec.replacingOccurrences(of: "AddAccountView", with: "add-account"))
        #expect(errors.count == 1 && errors[0].hasPrefix("2:11 invalid-identifier"), "\(errors)")
    }

    @Test func theNameOfAnotherTypeOfTheScreenIsRefusedAtTypeName() {
        let errors = SourceCheckTests.errors(
            Self.spec.replacingOccurrences(of: "typeName: AddAccountView", with: "typeName: AddAccountsStore"))
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("2:11 duplicate-name 'typeName' AddAccountsStore is the name of") == true)
    }

    /// Two screens in folders of their own whose views have one name: both files would be
    /// written, and the module would not build. Reported at the later `typeName`.
    @Test func aViewNamedAsAnotherScreensTypeIsRefusedAcrossTheRun() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Accounts.yaml", "screen: Accounts\n")
        try sandbox.write("Specs/Settings.yaml", "screen: Settings\ntypeName: AccountsView\n")
        let project = try Project.resolve(Project.Options(paths: [sandbox.path("Specs")], output: sandbox.path("Out")))
        let errors = ScreenGen.load(project).diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.id == "duplicate-type")
        #expect(errors.first?.location.file.hasSuffix("Settings.yaml") == true && errors.first?.location.line == 2)
    }

    @Test func theViewIsSwiftAsSwiftFormatWritesIt() throws {
        try expectSwiftFormatFixedPoint(try Self.files(Self.spec)[0].contents, fileName: "AddAccountView.swift")
    }
}
