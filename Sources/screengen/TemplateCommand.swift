import ScreenGenCore

enum TemplateCommand {
    static let description = CommandDescription(
        name: "template",
        abstract: "Work on custom templates.",
        subcommands: [render])

    static let render = CommandDescription(
        name: "render",
        abstract: "Render one template against a JSON context and print the result.",
        discussion: "Use the context 'screengen dump SPEC' prints to iterate on a custom template. Partials are "
            + "the built-in templates, each replaced by a file of the same name in --partials, and the other "
            + "files of --partials, which some template must include.",
        arguments: [
            ArgumentDescription(
                name: "template", help: "A template file, or a built-in template's name (View.swift.mustache).",
                isOptional: false)
        ],
        options: [
            OptionDescription(long: "context", valueName: "file", help: "The JSON context (required)."),
            OptionDescription(long: "partials", valueName: "directory", help: "A directory of *.mustache partials."),
            CommonOptions.format,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard let context = arguments.value("context") else {
            Console.err("error: missing '--context <file>'\n")
            return ExitCode.usage
        }
        let (output, diagnostics) = ScreenGen.renderTemplate(
            arguments.positionals[0], contextPath: context, partialsDirectory: arguments.value("partials"))
        CommonOptions.print(diagnostics, arguments, toStandardError: true)
        guard let output else { return max(diagnostics.exitStatus(), .failed).rawValue }
        Console.out(output)
        return ExitCode.success
    }
}
