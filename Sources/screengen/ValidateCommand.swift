import ScreenGenCore

enum ValidateCommand {
    static let description = CommandDescription(
        name: "validate",
        abstract: "Check screen specs and report every problem.",
        discussion: "Exits 0 when no spec has an error (warnings allowed), 1 when any has, 2 on a usage or I/O error.",
        arguments: [CommonOptions.paths],
        options: [CommonOptions.config, CommonOptions.strict, CommonOptions.format, CommonOptions.quiet],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let format = CommonOptions.diagnosticFormat(arguments)
        let report: ValidationReport
        do {
            report = try ScreenGen.validate(CommonOptions.projectOptions(arguments))
        } catch {
            // The description is already `path: error: …`, as `generate` prints it.
            Console.err("\(error.description)\n")
            return ExitCode.usage
        }
        let text = format.render(report.diagnostics)
        Console.out(format == .text ? Colour.diagnostics(text) : text)
        if !arguments.flag("quiet") {
            Console.err(report.summary + "\n")
        }
        if report.hasIOErrors { return ExitCode.usage }
        return CommonOptions.fails(report.diagnostics, arguments) ? ExitCode.failure : ExitCode.success
    }
}

/// Options several commands share, declared once.
enum CommonOptions {
    static let format = OptionDescription(
        long: "format", valueName: "format", help: "How diagnostics are printed: text, json or github.",
        defaultValue: "text", allowedValues: DiagnosticFormat.allCases.map(\.rawValue))
    static let quiet = OptionDescription(long: "quiet", short: "q", help: "Print no summary line.")
    static let strict = OptionDescription(long: "strict", help: "Fail on warnings too.")

    /// Errors fail a command; with --strict, warnings do too.
    static func fails(_ diagnostics: [Diagnostic], _ arguments: ParsedArguments) -> Bool {
        diagnostics.hasErrors || (arguments.flag("strict") && diagnostics.contains { $0.severity == .warning })
    }
    static let templates = OptionDescription(
        long: "templates", valueName: "directory",
        help: "A directory of *.mustache files, each replacing the built-in template of the same name, or adding "
            + "a partial that some template includes.")

    static func diagnosticFormat(_ arguments: ParsedArguments) -> DiagnosticFormat {
        arguments.value("format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
    }
}
