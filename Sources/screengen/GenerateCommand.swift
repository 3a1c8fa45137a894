import ScreenGenCore

/// Options the project-wide commands share.
extension CommonOptions {
    static let output = OptionDescription(
        long: "output", short: "o", valueName: "directory",
        help: "Where generated files go (default: the configuration's output, else Generated).")
    static let config = OptionDescription(
        long: "config", valueName: "file", help: "The configuration file (default: the nearest screengen.yml above).")
    static let paths = ArgumentDescription(
        name: "paths", help: "Spec files, directories or patterns (default: the configuration's specs, else Specs).",
        isRepeated: true)

    static func projectOptions(_ arguments: ParsedArguments) -> Project.Options {
        Project.Options(
            paths: arguments.positionals, output: arguments.value("output"),
            templatesDirectory: arguments.value("templates"), configPath: arguments.value("config"),
            tests: arguments.flag("tests"))
    }

    static let tests = OptionDescription(
        long: "tests",
        help: "Also write the generated tests of stores and deep links (as `tests:` in screengen.yml does; default "
            + "directory GeneratedTests).")

}

enum GenerateCommand {
    static let description = CommandDescription(
        name: "generate",
        abstract: "Rewrite the files screengen owns from the specs.",
        discussion: "Every spec is read and checked first; if any has an error, nothing is written. User regions "
            + "are carried over, and a file is written (atomically) only when its bytes change.",
        arguments: [CommonOptions.paths],
        options: [
            CommonOptions.output, CommonOptions.templates, CommonOptions.config, CommonOptions.tests,
            OptionDescription(
                long: "prune", help: "Remove generated files no spec of the configuration generates any more."),
            OptionDescription(long: "dry-run", help: "Print what would change; write nothing."),
            OptionDescription(
                long: "watch",
                help: "Keep running: regenerate when a spec, the configuration, a template or a .swift-format changes."),
            CommonOptions.strict, CommonOptions.format, CommonOptions.quiet,
        ],
        run: { arguments in arguments.flag("watch") ? Watch.run(arguments, once: once) : once(arguments) })

    static func once(_ arguments: ParsedArguments) -> Int32 {
        let report = ScreenGen.generate(
            CommonOptions.projectOptions(arguments), prune: arguments.flag("prune"), dryRun: arguments.flag("dry-run"))
        CommonOptions.print(report.diagnostics, arguments)
        if !arguments.flag("quiet") {
            for change in report.changes { Console.err("\(change.verb) \(change.path)\n") }
            Console.err(report.summary + "\n")
        }
        return report.diagnostics.exitStatus(strict: CommonOptions.isStrict(arguments)).rawValue
    }
}

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

enum InitCommand {
    static let description = CommandDescription(
        name: "init",
        abstract: "Write a commented starter screengen.yml and an example spec here.",
        discussion: "Existing files are left alone.",
        options: [CommonOptions.quiet],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        ScaffoldCommand.report(ScreenGen.initProject(in: "."), arguments)
    }
}
