import ScreenGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command tree; each subcommand's file holds its description and its (thin) run function.
let root = CommandDescription(
    name: "screengen",
    abstract: "Generate idiomatic SwiftUI screens from YAML specs, and keep them in step.",
    subcommands: [
        ValidateCommand.description, GenerateCommand.description, CheckCommand.description,
        ScaffoldCommand.description, InitCommand.description, RulesCommand.description, ExplainCommand.description,
        DumpCommand.description, TemplateCommand.description, SchemaCommand.description,
        CompletionCommand.description,
    ])

@MainActor func dispatch(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    if arguments.first == "--version" {
        Console.out("screengen \(ScreenGen.version) (templates: built-in, embedded at build time)\n")
        return ExitCode.success
    }
    if arguments.isEmpty || arguments.first == "-h" || arguments.first == "--help" {
        Console.out(HelpFormatter.help(for: root, path: ["screengen"]))
        return arguments.isEmpty ? ExitCode.usage : ExitCode.success
    }
    var wantsHelp = false
    if arguments.first == "help" {
        arguments.removeFirst()
        wantsHelp = true
        if arguments.isEmpty {
            Console.out(HelpFormatter.help(for: root, path: ["screengen"]))
            return ExitCode.success
        }
    }
    var command = root
    var path = ["screengen"]
    while let next = arguments.first, let sub = command.subcommands.first(where: { $0.name == next }) {
        command = sub
        path.append(next)
        arguments.removeFirst()
    }
    if path.count == 1 {
        let name = arguments.first ?? ""
        var message = "error: unknown subcommand '\(name)'"
        if let suggestion = DidYouMean.suggestion(for: name, among: root.subcommands.map(\.name)) {
            message += "; did you mean '\(suggestion)'?"
        }
        Console.err(
            message + "\n\nUSAGE: \(HelpFormatter.usage(for: root, path: path))\n"
                + "  See 'screengen --help' for the subcommands.\n")
        return ExitCode.usage
    }
    // After `--` every argument is a path, `--help` included.
    let options = arguments.prefix { $0 != "--" }
    if wantsHelp || options.contains("--help") || options.contains("-h") {
        Console.out(HelpFormatter.help(for: command, path: path))
        return ExitCode.success
    }
    guard let run = command.run else {
        Console.out(HelpFormatter.help(for: command, path: path))
        return ExitCode.usage
    }
    do {
        return run(try command.parse(arguments))
    } catch {
        Console.err(
            "error: \(error.message)\n\nUSAGE: \(HelpFormatter.usage(for: command, path: path))\n"
                + "  See 'screengen help \(path.dropFirst().joined(separator: " "))' for more.\n")
        return ExitCode.usage
    }
}

exit(dispatch(Array(CommandLine.arguments.dropFirst())))
