import ScreenGenCore

enum CheckCommand {
    static let description = CommandDescription(
        name: "check",
        abstract: "Report, as a unified diff, everything generate would change; write nothing.",
        discussion: "Exits 0 when the output is in step with the specs, 1 on any drift (or a spec error), 2 when a "
            + "usage, I/O, lock, template or configuration problem stops it. Code inside user regions is never drift.",
        arguments: [CommonOptions.paths],
        options: [
            CommonOptions.output, CommonOptions.templates, CommonOptions.config, CommonOptions.tests,
            CommonOptions.strict, CommonOptions.format,
            CommonOptions.quiet,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let report = ScreenGen.check(CommonOptions.projectOptions(arguments))
        CommonOptions.print(report.diagnostics, arguments)
        if CommonOptions.diagnosticFormat(arguments) == .github {
            Console.out(report.githubAnnotations)
        } else {
            Console.out(Colour.diff(report.diff))
        }
        if !arguments.flag("quiet") { Console.err(report.summary + "\n") }
        return report.exitStatus(strict: CommonOptions.isStrict(arguments)).rawValue
    }
}
