import Foundation
import Testing

@testable import ScreenGenCore

/// The model holds facts (wrappers, ownership, homes, names, types, the user's code); the templates
/// write the Swift. Read through the one lexer, no string literal of the Model folder may hold
/// Swift the generator writes: a declaration built there would bypass the templates and any team
/// override of them.
@Suite struct ModelHasNoSwiftSyntaxTests {
    static let syntax = [
        "@State", "@Binding", "@Bindable", "@ObservedObject", "@Environment", "@Published", "@escaping",
        "private var", "private let", "private(set)", "var ", "let ", "func ", "some View", "init(",
        "Binding<", ".loading", ".constant(", ".environment", "#Preview", "Task {", "()",
    ]

    static func modelFiles() throws -> [String] {
        let folder = TestPaths.path("Sources/ScreenGenCore/Model")
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder + "/" + $0 }
    }

    /// The text of every string literal of `source`, interpolations left out.
    static func stringTexts(_ source: String) -> [String] {
        let fragment = SwiftFragment(source)
        return fragment.tokens.filter { $0.kind == .stringText }.map(fragment.text(of:))
    }

    @Test func theModelFolderBuildsNoSwiftSyntax() throws {
        let files = try Self.modelFiles()
        #expect(files.count >= 8)
        for file in files {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let fragment = SwiftFragment(source)
            // The lexer read the whole file: a literal it never reached would go unchecked.
            #expect(fragment.problem == nil, "\(file)")
            for text in Self.stringTexts(source) {
                for syntax in Self.syntax {
                    #expect(!text.contains(syntax), "\(Paths.lastComponent(of: file)) builds '\(syntax)': \(text)")
                }
            }
        }
    }

    /// The check reads string literals, so it finds what it looks for there and nowhere else.
    @Test func theCheckFindsSyntaxInStringLiteralsOnly() {
        let built = #"let declaration = "@State private var \(name): \(type)""#
        #expect(Self.stringTexts(built).contains { $0.contains("@State private var") })
        let commented = "/// The view's `@State`.\nfunc owned() -> MemberModel { owned }"
        #expect(Self.stringTexts(commented).isEmpty)
    }
}
