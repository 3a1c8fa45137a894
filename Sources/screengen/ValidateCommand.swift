import ScreenGenCore

enum ValidateCommand {
    static let description = CommandDescription(
        name: "validate",
        abstract: "Check screen specs and report every problem.",
        discussion: "Exits 0 when no spec has an error (warnings allowed), 1 when any has, 2 when a usage, I/O, "
            + "template or configuration problem stops it.",
        arguments: [CommonOptions.paths],
        options: [CommonOptions.config, CommonOptions.strict, CommonOptions.format, CommonOptions.quiet],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        // The process exits once the report is printed: the specs are left for the system to take back.
        let report = ScreenGen.validate(CommonOptions.projectOptions(arguments), teardown: .keepUntilExit)
        CommonOptions.print(report.diagnostics, arguments)
        if !arguments.flag("quiet") {
            Console.err(report.summary + "\n")
        }
        return report.diagnostics.exitStatus(strict: CommonOptions.isStrict(arguments)).rawValue
    }
}

/// Options several commands share, declared once.
enum CommonOptions {
    static let format = OptionDescription(
        long: "format", valueName: "format", help: "How diagnostics are printed: text, json or github.",
        defaultValue: "text", allowedValues: DiagnosticFormat.allCases.map(\.rawValue))
    static let quiet = OptionDescription(long: "quiet", short: "q", help: "Print no summary line.")
    static let strict = OptionDescription(long: "strict", help: "Fail on warnings too.")

    static let templates = OptionDescription(
        long: "templates", valueName: "directory",
        help: "A directory of *.mustache files, each replacing the built-in template of the same name, or adding "
            + "a partial that some template includes.")

    static func diagnosticFormat(_ arguments: ParsedArguments) -> DiagnosticFormat {
        arguments.value("format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
    }
}
