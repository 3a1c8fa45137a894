import ScreenGenCore

extension CommonOptions {
    /// Prints a command's diagnostics in the chosen `--format` (stops included: they are
    /// diagnostics like the others), on standard output, or on standard error when standard output
    /// carries the command's product (`dump`, `template render`).
    static func print(_ diagnostics: [Diagnostic], _ arguments: ParsedArguments, toStandardError: Bool = false) {
        let format = diagnosticFormat(arguments)
        guard !diagnostics.isEmpty || (format == .json && !toStandardError) else { return }
        let text = format.render(diagnostics)
        if toStandardError {
            Console.err(text)
        } else {
            Console.out(format == .text ? Colour.diagnostics(text) : text)
        }
    }

    static func isStrict(_ arguments: ParsedArguments) -> Bool { arguments.flag("strict") }
}
