import ScreenGenCore

enum GenerateCommand {
    static let description = CommandDescription(
        name: "generate",
        abstract: "Generate the SwiftUI files of screen specs.",
        discussion: "Every spec is read and checked first; if any has an error, nothing is written. A file is "
            + "written only when its bytes change.",
        arguments: [
            ArgumentDescription(
                name: "paths", help: "Spec files, or directories searched for *.yaml and *.yml.", isRepeated: true,
                defaultValue: "Specs")
        ],
        options: [
            OptionDescription(
                long: "output", short: "o", valueName: "directory", help: "Where the files are written.",
                defaultValue: "Generated"),
            CommonOptions.templates, CommonOptions.format, CommonOptions.quiet,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let report: GenerateReport
        do {
            report = try ScreenGen.generate(
                paths: arguments.positionals.isEmpty ? ["Specs"] : arguments.positionals,
                output: arguments.value("output") ?? "Generated", templatesDirectory: arguments.value("templates"))
        } catch {
            Console.err("\(error.description)\n")
            return ExitCode.usage
        }
        Console.out(CommonOptions.diagnosticFormat(arguments).render(report.diagnostics))
        if report.diagnostics.hasErrors {
            if !arguments.flag("quiet") { Console.err("nothing written: the specs have errors\n") }
            return report.diagnostics.contains { $0.id == "io" } ? ExitCode.usage : ExitCode.failure
        }
        if !arguments.flag("quiet") {
            for (path, outcome) in report.outcomes where outcome != .unchanged {
                Console.err("\(outcome.rawValue) \(path)\n")
            }
            Console.err(report.summary + "\n")
        }
        return ExitCode.success
    }
}

enum DumpCommand {
    static let description = CommandDescription(
        name: "dump",
        abstract: "Print a spec's resolved screen model as JSON: the context templates render against.",
        arguments: [ArgumentDescription(name: "spec", help: "The spec file.", isOptional: false)],
        options: [CommonOptions.format],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let (json, diagnostics) = ScreenGen.dump(path: arguments.positionals[0])
        if !diagnostics.isEmpty {
            Console.err(CommonOptions.diagnosticFormat(arguments).render(diagnostics))
        }
        guard let json else {
            return diagnostics.contains { $0.id == "io" } ? ExitCode.usage : ExitCode.failure
        }
        Console.out(json.rendered() + "\n")
        return ExitCode.success
    }
}
