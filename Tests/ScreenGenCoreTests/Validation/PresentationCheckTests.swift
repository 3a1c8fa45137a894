import Testing

@testable import ScreenGenCore

@Suite struct PresentationCheckTests {
    /// A statement is lexed only when it holds the bytes of `try`; the answer is the lexer's for
    /// every statement, with and without them, in backticks, in strings, closures and comments,
    /// and next to text that is canonically equivalent to ASCII (a Kelvin sign is a K to `==`).
    @Test func statementsWithoutTryAreAnsweredAsTheLexerAnswers() {
        let statements = [
            "", "save()", "try save()", "try? save()", "try! save()", "tr y save()", "retry()", "entry = 1",
            "`try` save()", "Task { try await save() }", "try await save()", "_ = try? await load()",
            "let x = \"try\"", "save() // try", "tryAgain()", "t\u{0301}ry save()", "\u{212A}try save()",
            "trY save()", "TRY save()", "x ? try a() : b", "{ try a() }()", "try\u{0308} a()", "try", "tr", "y",
            "a.try()", "tryy()", "t r y", "\\(try x)", "await save(); try next()",
        ]
        for statement in statements {
            #expect(
                PresentationCheck.throwsUnhandled(statement) == PresentationCheck.throwsUnhandledByLexing(statement),
                "\(statement)")
            if !PresentationCheck.holdsTry(statement) {
                #expect(!SwiftFragment.matchTexts(statement).contains("try"), "\(statement)")
            }
        }
    }
}
