import Foundation
import Testing

@testable import ScreenGenCore

/// A generated file imports the module of a linked type only when its code names the type: told by
/// its tokens, so a comment or a string that mentions it imports nothing.
@Suite struct LinkedImportsTests {
    static let linked = ["ShelfView": "Shelf", "ShelfRoute": "Shelf", "ProfileView": "Account"]

    @Test func theCodesNamesAreImported() {
        let source = """
            import SwiftUI

            /// Shows `ProfileView` in a tab.
            struct Root: View {
                let start: ShelfRoute
                var body: some View { Text("ProfileView") }
            }

            """
        #expect(LinkedImports.modules(in: source, linked: Self.linked) == ["Shelf"])
        #expect(
            LinkedImports.modules(in: "struct A { let b = Account.ProfileView() }", linked: Self.linked) == ["Account"])
        #expect(LinkedImports.modules(in: "struct A {}", linked: Self.linked).isEmpty)
        #expect(LinkedImports.modules(in: source, linked: [:]).isEmpty)
    }

    /// The lexer reads every golden file to its end: none falls back to the text search.
    @Test func everyGoldenFileIsReadToItsEnd() throws {
        var read = 0
        for path in GoldenCase.allExpectedSwiftFiles + GoldenCase.allExpectedTestFiles {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(SwiftFragment(text).problem == nil, "\(path)")
            read += 1
        }
        #expect(read > 200)
    }
}
