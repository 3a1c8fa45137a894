import ScreenGenCore

enum RulesCommand {
    static let description = CommandDescription(
        name: "rules",
        abstract: "List every rule, generator invariant and check: id, kind, severity, summary.",
        options: [
            OptionDescription(
                long: "format", valueName: "format", help: "text, json, or markdown (docs/rules.md).",
                defaultValue: "text", allowedValues: ["text", "json", "markdown"])
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        switch arguments.value("format") ?? "text" {
        case "json": Console.out(RuleCatalogueDocs.json())
        case "markdown": Console.out(RuleCatalogueDocs.markdown())
        default: Console.out(RuleCatalogueDocs.text())
        }
        return ExitCode.success
    }
}

enum ExplainCommand {
    static let description = CommandDescription(
        name: "explain",
        abstract: "Explain a rule or a check: why, where it comes from, and its examples with what they report.",
        arguments: [
            ArgumentDescription(
                name: "rule-id", help: "A rule or check id, as `screengen rules` lists them.", isOptional: false)
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let id = arguments.positionals[0]
        guard let text = RuleCatalogueDocs.explain(id) else {
            var message = "error: '\(id)' is not a rule or check id"
            if let suggestion = DidYouMean.suggestion(for: id, among: RuleCatalogueDocs.explainableIDs) {
                message += "; did you mean '\(suggestion)'?"
            }
            Console.err(message + "\n")
            return ExitCode.usage
        }
        Console.out(text)
        return ExitCode.success
    }
}
