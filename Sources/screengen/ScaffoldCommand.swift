import ScreenGenCore

enum ScaffoldCommand {
    static let description = CommandDescription(
        name: "scaffold",
        abstract: "Create new screens: their generated files and, once, their hand-written companions.",
        discussion: "An existing generated file is never overwritten unless --force; an existing companion "
            + "(the hand-written NameView+Subviews.swift) never is.",
        arguments: [
            ArgumentDescription(
                name: "specs", help: "The specs of the new screens.", isRepeated: true, isOptional: false)
        ],
        options: [
            CommonOptions.output, CommonOptions.templates, CommonOptions.config,
            OptionDescription(
                long: "force", help: "Overwrite existing generated files (user regions are still carried over)."),
            CommonOptions.format, CommonOptions.quiet,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        report(
            ScreenGen.scaffold(CommonOptions.projectOptions(arguments), force: arguments.flag("force")), arguments)
    }
}

extension ScaffoldCommand {
    /// What `scaffold` and `init` print: the diagnostics, then each file created or left alone and a
    /// summary, unless quiet. The exit status comes from the diagnostics.
    static func report(_ report: ScaffoldReport, _ arguments: ParsedArguments) -> Int32 {
        CommonOptions.print(report.diagnostics, arguments)
        if !arguments.flag("quiet") {
            for path in report.created { Console.err("created \(path)\n") }
            for path in report.leftAlone { Console.err("left alone \(path)\n") }
            Console.err(report.summary + "\n")
        }
        return report.diagnostics.exitStatus().rawValue
    }
}
