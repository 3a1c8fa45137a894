/// The keys of `screengen.yml`, read by the same schema-driven reader as specs (unknown keys are
/// errors with a did-you-mean) and documented from the same table (docs/config.md).
public enum ConfigSchema {
    public static let objects: [ObjectSchema] = [config, configPlatform]

    static let config = ObjectSchema(
        name: "config",
        summary: "`screengen.yml`, at the project root. Relative paths are relative to this file.",
        keys: [
            KeySchema(
                "specs", .list(.text), default: "`[Specs]`",
                "Spec files, directories (searched for `*.yaml` / `*.yml`) or glob patterns (`*` within a "
                    + "name, `**` across directories; `?` and `[…]` as in the shell).",
                example: "[Specs, Features/**/*.screen.yaml]"),
            KeySchema(
                "output", .text, default: "`Generated`", "Where generated files go; `--output` overrides it.",
                example: "Sources/App/Screens"),
            KeySchema(
                "layout", .oneOf(OutputLayout.allCases.map(\.rawValue)), default: "`perScreen`",
                "`perScreen`: a folder per screen (`Feed/FeedView.swift`); `flat`: every file in `output`.",
                example: "flat"),
            KeySchema(
                "platform", .object("configPlatform"), default: "`{ iOS: \"17.0\" }`",
                "The deployment target of specs that do not give one.", example: "{ iOS: \"17.0\" }"),
            KeySchema(
                "templates", .text,
                "A directory of `*.mustache` files replacing built-in templates, or adding partials they include.",
                example: "Templates/Team"),
            KeySchema(
                "header", .text, "Text put as comment lines above the generated header of every file.",
                example: "Copyright © Example Corp."),
            KeySchema(
                "rules", .expressionMap, default: "`{}`",
                "Severity overrides by rule id: `error`, `warning` or `off`.",
                example: "{ view-model-without-reason: error }"),
        ])

    static let configPlatform = ObjectSchema(
        name: "configPlatform",
        summary: "The default deployment target.",
        keys: [KeySchema("iOS", .version, default: "`\"17.0\"`", "Minimum iOS version.", example: "\"17.0\"")])
}

/// How generated files are laid out under the output directory.
public enum OutputLayout: String, Sendable, CaseIterable {
    case perScreen, flat
}
