import ScreenGenCore

/// `screengen completion bash|zsh`: shell completion scripts written from the same command table
/// the parser reads, so a new command or option completes without anyone editing a script.
enum CompletionCommand {
    static let description = CommandDescription(
        name: "completion",
        abstract: "Print a shell completion script: source <(screengen completion bash).",
        arguments: [ArgumentDescription(name: "shell", help: "bash or zsh.", isOptional: false)],
        run: run)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        switch arguments.positionals[0] {
        case "bash": Console.out(bash(root))
        case "zsh": Console.out(zsh(root))
        default:
            Console.err(
                "error: '\(arguments.positionals[0])' is not a shell screengen completes; expected bash or zsh\n")
            return ExitCode.usage
        }
        return ExitCode.success
    }

    /// Every command path (`validate`, `template render`) with its description.
    static func leaves(_ command: CommandDescription, prefix: [String] = []) -> [([String], CommandDescription)] {
        command.subcommands.flatMap { sub -> [([String], CommandDescription)] in
            let path = prefix + [sub.name]
            return sub.subcommands.isEmpty ? [(path, sub)] : [(path, sub)] + leaves(sub, prefix: path)
        }
    }

    static func options(_ command: CommandDescription) -> [String] {
        command.options.map { "--\($0.long)" } + ["--help"]
    }

    static func bash(_ root: CommandDescription) -> String {
        let top = root.subcommands.map(\.name) + ["help", "--help", "--version"]
        var cases = ""
        for (path, command) in leaves(root) {
            let words = (command.subcommands.map(\.name) + options(command)).joined(separator: " ")
            // A command with subcommands takes no files.
            let files = command.subcommands.isEmpty ? 1 : 0
            cases += "        \"\(path.joined(separator: " "))\") words=\"\(words)\" files=\(files) ;;\n"
        }
        return """
            # bash completion for screengen: source <(screengen completion bash)
            _screengen() {
                local cur=${COMP_WORDS[COMP_CWORD]} words="" command="" files=1
                local i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    [[ ${COMP_WORDS[i]} == -* ]] && break
                    command="${command:+$command }${COMP_WORDS[i]}"
                done
                if [[ -z $command ]]; then
                    COMPREPLY=($(compgen -W "\(top.joined(separator: " "))" -- "$cur"))
                    return
                fi
                case "$command" in
            \(cases)        help) words="\(root.subcommands.map(\.name).joined(separator: " "))" files=0 ;;
                    *) words="" ;;
                esac
                if [[ $cur == -* || $files == 0 ]]; then
                    COMPREPLY=($(compgen -W "$words" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "$words" -- "$cur") $(compgen -f -- "$cur"))
                fi
            }
            complete -o filenames -F _screengen screengen

            """
    }

    static func zsh(_ root: CommandDescription) -> String {
        func quoted(_ text: String) -> String {
            text.replacing("'", with: "'\\''").replacing(":", with: "\\:").replacing("[", with: "\\[")
                .replacing("]", with: "\\]")
        }
        let commands = root.subcommands.map { "'\($0.name):\(quoted($0.abstract))'" }.joined(separator: " ")
        var cases = ""
        for (path, command) in leaves(root) {
            let pattern = path.joined(separator: "-")
            if !command.subcommands.isEmpty {
                let names = command.subcommands.map(\.name).joined(separator: " ")
                cases += "        (\(pattern)) _values 'subcommand' \(names) ;;\n"
                continue
            }
            let specs = command.options.map { option -> String in
                let value =
                    option.valueName.map { name in
                        ":\(name):" + (option.allowedValues.map { "(\($0.joined(separator: " ")))" } ?? "_files")
                    } ?? ""
                return "'--\(option.long)[\(quoted(option.help))]\(value)'"
            }
            cases += "        (\(pattern)) _arguments \(specs.joined(separator: " ")) '*:file:_files' ;;\n"
        }
        return """
            #compdef screengen
            # zsh completion for screengen: screengen completion zsh > "${fpath[1]}/_screengen"
            _screengen() {
                if (( CURRENT == 2 )); then
                    local -a commands
                    commands=(\(commands))
                    _describe 'command' commands
                    return
                fi
                local command=${words[2]}
                # _arguments reads the words after the (sub)command.
                shift words
                (( CURRENT-- ))
                if [[ $command == template && CURRENT -gt 2 ]]; then
                    command="template-${words[2]}"
                    shift words
                    (( CURRENT-- ))
                fi
                case $command in
            \(cases)    esac
            }
            _screengen "$@"

            """
    }
}
