import ScreenGenCore

enum SchemaCommand {
    static let description = CommandDescription(
        name: "schema",
        abstract: "Print the JSON Schema of the spec format, for YAML editors (completion and checking).",
        discussion: "The same schema ships as schema/screen-spec.schema.json; a spec points editors at it with a "
            + "first line '# yaml-language-server: $schema=<path or URL>'.",
        run: { _ in
            Console.out(SpecJSONSchema.json())
            return ExitCode.success
        })
}
