import ScreenGenCore

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
