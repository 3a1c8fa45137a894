import Foundation
import Testing

@testable import ScreenGenCore

/// `if` on a toolbar menu's button and on a row's swipe or context-menu button: the button is
/// wrapped in `if …` inside its menu (issue 38, point 1). A row's button reads the row's element;
/// every condition reads only what the screen declares, by the one rule of `ActionCheck`.
@Suite struct ButtonConditionsTests {
    static let shelf = """
        screen: Shelf
        state:
          - { name: sorted, type: Bool, initial: "false" }
        environment:
          - { name: client, type: LibraryClient, preview: LibraryClient.preview }
        loads:
          - { name: books, type: "[Book]", call: client.books() }
        content:
          sections:
            - load: books
              element: book
              row: "BookRow(book: book)"
              swipeActions:
                - buttons: [{ label: Finish, tint: .green, action: "print(book)", if: "!book.isFinished" }]
              contextMenu:
                - { label: Copy, action: "print(book)", if: "!book.title.isEmpty" }
        toolbar:
          - label: Sort
            menu:
              - { label: Newest, action: sorted = true, if: "!sorted" }
              - { label: Oldest, action: sorted = false }

        """

    @Test func aButtonWithAConditionIsWrappedInIfInsideItsMenu() throws {
        let view = try NodeEscapesTests.view(Self.shelf)
        let swipe = """
                                    .swipeActions {
                                        if !book.isFinished {
                                            Button("Finish") {
                                                print(book)
                                            }
                                            .tint(.green)
                                        }
                                    }
                                    .contextMenu {
                                        if !book.title.isEmpty {
                                            Button("Copy") {
                                                print(book)
                                            }
                                        }
                                    }

            """
        #expect(view.contains(swipe), "\(view)")
        let menu = """
                            Menu("Sort") {
                                if !sorted {
                                    Button("Newest") {
                                        sorted = true
                                    }
                                }
                                Button("Oldest") {
                                    sorted = false
                                }
                            }

            """
        #expect(view.contains(menu), "\(view)")
        #expect(SourceCheckTests.errors(Self.shelf).isEmpty, "\(SourceCheckTests.errors(Self.shelf))")
    }

    @Test func aMenuButtonsConditionReadsWhatTheScreenDeclares() {
        SourceCheckTests.expectOneError(
            Self.shelf.replacingOccurrences(of: "if: \"!sorted\"", with: "if: \"!sortd\""), "20:53 unknown-name",
            containing: ["'if' reads 'sortd', which this screen does not declare", "did you mean 'sorted'?"])
    }

    /// The row's element is bound around the row's buttons, and nowhere else.
    @Test func onlyARowsButtonReadsItsElement() {
        SourceCheckTests.expectOneError(
            Self.shelf.replacingOccurrences(of: "if: \"!sorted\"", with: "if: \"!book.isFinished\""), "20:53 unknown-name",
            containing: ["'if' reads 'book'"])
    }

    @Test func theRulesReadAButtonsCondition() throws {
        let yaml = Self.shelf.replacingOccurrences(of: "if: \"!sorted\"", with: "if: \"books.sorted().isEmpty\"")
        let expressions = try ModelBuilderTests.spec(yaml).expressions.filter { $0.role == .condition }
        #expect(expressions.map(\.text).contains("books.sorted().isEmpty"), "\(expressions.map(\.text))")
    }

    /// A menu's and a row's button take their own modifiers, written after the button (and a swipe
    /// button's tint) inside its `if`; a button without any reads no outer node's.
    @Test func aButtonsModifiersFollowItInsideItsCondition() throws {
        let yaml = Self.shelf
            .replacingOccurrences(
                of: "action: \"print(book)\", if: \"!book.isFinished\" }",
                with: "action: \"print(book)\", if: \"!book.isFinished\", modifiers: ['.help(\"Done\")'] }")
            .replacingOccurrences(
                of: "{ label: Oldest, action: sorted = false }",
                with: "{ label: Oldest, action: sorted = false, modifiers: ['.keyboardShortcut(\"o\")'] }")
        let view = try NodeEscapesTests.view(yaml)
        #expect(view.contains("                .tint(.green)\n                                .help(\"Done\")\n"), "\(view)")
        #expect(view.contains("                    }\n                    .keyboardShortcut(\"o\")\n                }\n"), "\(view)")
        #expect(view.components(separatedBy: ".help(").count == 2, "\(view)")
        try expectSwiftFormatFixedPoint(view, fileName: "ShelfView.swift")
        let modifiers = try ModelBuilderTests.spec(yaml).expressions.filter { $0.role == .modifier }.map(\.text)
        #expect(modifiers.sorted() == [#".help("Done")"#, #".keyboardShortcut("o")"#], "\(modifiers)")
    }
}
