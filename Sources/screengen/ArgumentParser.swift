import ScreenGenCore

/// A command's interface as data: the same table parses the arguments and writes `--help`, in
/// swift-argument-parser's layout (which this package cannot depend on).
struct CommandDescription: Sendable {
    var name: String
    var abstract: String
    var discussion: String? = nil
    var arguments: [ArgumentDescription] = []
    var options: [OptionDescription] = []
    var subcommands: [CommandDescription] = []
    var run: (@Sendable (ParsedArguments) -> Int32)? = nil
}

struct ArgumentDescription: Sendable {
    var name: String
    var help: String
    var isRepeated = false
    var isOptional = true
    var defaultValue: String? = nil
}

struct OptionDescription: Sendable {
    var long: String
    var short: Character? = nil
    /// nil for a flag (`--quiet`), the value's name for an option (`--format <format>`).
    var valueName: String? = nil
    var help: String
    var defaultValue: String? = nil
    var allowedValues: [String]? = nil
}

struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    func value(_ long: String) -> String? { values[long] }
    func flag(_ long: String) -> Bool { flags.contains(long) }
}

struct UsageError: Error {
    var message: String
}

extension CommandDescription {
    /// Whether `argument` reads as an option rather than a value (`-` alone is standard input).
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// Parses `arguments` (without the command's own name) against this description. After `--`
    /// every argument is a path; an option's value may not look like an option (write it inline,
    /// `--output=-dir`); a single-value option given twice is an error, not "last one wins".
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { "--\($0.long)" == name || $0.short.map { "-\($0)" } == name })
            else {
                let known = options.map { "--\($0.long)" }
                var message = "unknown option '\(name)'"
                if let suggestion = DidYouMean.suggestion(for: name, among: known) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message: message)
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil { throw UsageError(message: "'--\(option.long)' takes no value") }
                parsed.flags.insert(option.long)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                // `--output --quiet` is a forgotten value, not a folder named `--quiet`; a value that
                // starts with a dash goes inline (`--output=-x`).
                throw UsageError(message: "missing value for '--\(option.long) <\(valueName)>'")
            }
            if parsed.values[option.long] != nil {
                throw UsageError(message: "'--\(option.long)' is given more than once")
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                throw UsageError(
                    message: "'\(value)' is not a valid value for '--\(option.long)'; "
                        + "expected one of: \(allowed.joined(separator: ", "))")
            }
            parsed.values[option.long] = value
        }
        let isRepeated = self.arguments.contains { $0.isRepeated }
        if !isRepeated && parsed.positionals.count > self.arguments.count {
            throw UsageError(message: "unexpected argument '\(parsed.positionals[self.arguments.count])'")
        }
        let required = self.arguments.filter { !$0.isOptional }.count
        if parsed.positionals.count < required {
            throw UsageError(message: "missing expected argument '<\(self.arguments[parsed.positionals.count].name)>'")
        }
        return parsed
    }
}
