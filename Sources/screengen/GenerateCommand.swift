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
