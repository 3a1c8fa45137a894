/// Writes `--help` text in swift-argument-parser's layout, from the same table the parser reads.
enum HelpFormatter {
    static func help(for command: CommandDescription, path: [String]) -> String {
        var out = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion {
            out += "\n\(discussion)\n"
        }
        out += "\nUSAGE: \(usage(for: command, path: path))\n"
        if !command.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in command.arguments {
                out += row("<\(argument.name)>", help(argument.help, default: argument.defaultValue))
            }
        }
        out += "\nOPTIONS:\n"
        for option in command.options {
            var label = option.short.map { "-\($0), " } ?? ""
            label += "--\(option.long)"
            if let valueName = option.valueName { label += " <\(valueName)>" }
            out += row(label, help(option.help, default: option.defaultValue))
        }
        if path.count == 1 {
            out += row("--version", "Show the version.")
        }
        out += row("-h, --help", "Show help information.")
        if !command.subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            for subcommand in command.subcommands {
                out += row(subcommand.name, subcommand.abstract)
            }
            out += "\n  See '\(path[0]) help <subcommand>' for detailed help.\n"
        }
        return out
    }

    static func usage(for command: CommandDescription, path: [String]) -> String {
        var parts = [path.joined(separator: " ")]
        if !command.subcommands.isEmpty { parts.append("<subcommand>") }
        for argument in command.arguments {
            var part = "<\(argument.name)>"
            if argument.isRepeated { part += " ..." }
            parts.append(argument.isOptional ? "[\(part)]" : part)
        }
        for option in command.options {
            let part = option.valueName.map { "--\(option.long) <\($0)>" } ?? "--\(option.long)"
            parts.append("[\(part)]")
        }
        return parts.joined(separator: " ")
    }

    private static func help(_ text: String, default value: String?) -> String {
        guard let value else { return text }
        return "\(text) (default: \(value))"
    }

    /// Two-column row: labels up to 22 characters share the line with their help, longer ones don't.
    private static func row(_ label: String, _ help: String) -> String {
        let width = 24
        let indented = "  \(label)"
        if indented.count < width - 1 {
            return indented + String(repeating: " ", count: width - indented.count) + help + "\n"
        }
        return indented + "\n" + String(repeating: " ", count: width) + help + "\n"
    }
}
