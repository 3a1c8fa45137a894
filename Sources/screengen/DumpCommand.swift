import ScreenGenCore

enum DumpCommand {
    static let description = CommandDescription(
        name: "dump",
        abstract: "Print a spec's resolved screen model as JSON: the context templates render against.",
        arguments: [ArgumentDescription(name: "spec", help: "The spec file.", isOptional: false)],
        options: [CommonOptions.format],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let (json, diagnostics) = ScreenGen.dump(path: arguments.positionals[0])
        CommonOptions.print(diagnostics, arguments, toStandardError: true)
        guard let json else { return max(diagnostics.exitStatus(), .failed).rawValue }
        Console.out(json.rendered() + "\n")
        return ExitCode.success
    }
}
