/// The rule catalogue as `screengen rules` prints it (text, JSON) and as docs/rules.md (Markdown),
/// and one rule as `screengen explain` prints it — all from the rules' own descriptions.
public enum RuleCatalogueDocs {
    public static func text() -> String {
        var out = ""
        for rule in descriptions {
            out +=
                "\(rule.id.padded(toLength: 34)) rule       "
                + "\(rule.severity.rawValue.padded(toLength: 8)) \(rule.summary)\n"
        }
        for invariant in Catalogue.invariants {
            out +=
                "\(invariant.id.padded(toLength: 34)) invariant  guaranteed "
                + "\(invariant.summary)\n"
        }
        for check in checks {
            out +=
                "\(check.id.padded(toLength: 34)) check      \(check.severity.rawValue.padded(toLength: 8)) \(check.summary)\n"
        }
        return out
    }

    /// The checks, sorted by id.
    static var checks: [CheckDescription] { CheckCatalogue.all.sorted { $0.id < $1.id } }

    /// The rules' descriptions, sorted by id. (A key path over the metatypes crashes the 6.3 compiler.)
    static var descriptions: [RuleDescription] {
        var out: [RuleDescription] = []
        for rule in RuleRegistry.all { out.append(rule.description) }
        return out.sorted { $0.id < $1.id }
    }

    /// The ids of the rules that read app specs as well as screens (`Rule.readsApps`).
    static var appRuleIDs: Set<String> {
        var out: Set<String> = []
        for rule in RuleRegistry.all where rule.readsApps { out.insert(rule.description.id) }
        return out
    }

    public static func json() -> String {
        let rules = descriptions.map { rule in
            JSONValue.object([
                ("id", .string(rule.id)), ("kind", .string("rule")), ("severity", .string(rule.severity.rawValue)),
                ("summary", .string(rule.summary)), ("source", .string(rule.source)),
                ("digest", .array(rule.digest.map(JSONValue.int))),
            ])
        }
        let invariants = Catalogue.invariants.map { invariant in
            JSONValue.object([
                ("id", .string(invariant.id)), ("kind", .string("invariant")), ("severity", .string("guaranteed")),
                ("summary", .string(invariant.summary)), ("test", .string(invariant.test)),
                ("digest", .array(invariant.digest.map(JSONValue.int))),
            ])
        }
        let checks = checks.map { check in
            JSONValue.object([
                ("id", .string(check.id)), ("kind", .string("check")), ("severity", .string(check.severity.rawValue)),
                ("summary", .string(check.summary)), ("stage", .string(check.stage.rawValue)),
                ("digest", .array(check.digest.map(JSONValue.int))),
            ])
        }
        return JSONValue.object([("rules", .array(rules + invariants + checks))]).rendered() + "\n"
    }

    /// Every id `explain` answers for: the rules' and the checks'.
    public static var explainableIDs: [String] { (descriptions.map(\.id) + checks.map(\.id)).sorted() }

    /// `screengen explain ID`: for a rule, the rationale, the source, and each example with what it
    /// raises; for a check, where it is found, what it means, and its example with what it raises.
    public static func explain(_ id: String) -> String? {
        if let check = CheckCatalogue.check(id) { return explain(check) }
        guard let rule = RuleRegistry.rule(id) else { return nil }
        let d = rule.description
        var out = "\(d.id) (\(d.severity.rawValue)): \(d.summary)\n\n\(d.rationale)\n\nSource: \(d.source)"
        out += " (rules digest \(d.digest.map(String.init).joined(separator: ", ")))\n"
        for (index, example) in d.triggering.enumerated() {
            let file = "triggering-\(index + 1).yaml"
            out += "\nTriggering example:\n\n" + indent(RuleExamples.strip(example)) + "\n"
            out += indent(DiagnosticFormat.text.render(RuleExamples.diagnostics(rule, example: example, file: file)))
        }
        for example in d.nonTriggering {
            out += "\nNon-triggering example:\n\n" + indent(RuleExamples.strip(example)) + "\n"
        }
        return out
    }

    private static func explain(_ check: CheckDescription) -> String {
        var out = "\(check.id) (\(check.severity.rawValue), check): \(check.summary)\n\n"
        out += "Found by \(check.stage.title)"
        if !check.digest.isEmpty {
            out += "; it keeps rules digest \(check.digest.map(String.init).joined(separator: ", "))"
        }
        switch check.stage {
        case .yaml, .spec, .references: out += ". A check is not configurable: the spec must change.\n"
        case .project: out += ". A check is not configurable: the specs or the configuration must change.\n"
        case .output: out += ". A check is not configurable: the files must change.\n"
        case .run: out += ". It stops the run (exit status 2).\n"
        }
        if let example = check.example {
            let diagnostics = SpecLoader().load(bytes: Array(example.utf8), file: "example.yaml").diagnostics
                .filter { $0.id == check.id }
            out += "\nExample:\n\n" + indent(example.hasSuffix("\n") ? String(example.dropLast()) : example) + "\n"
            out += indent(DiagnosticFormat.text.render(diagnostics))
        } else if let needs = check.needs {
            out += "\nRaised by \(needs).\n"
        }
        return out
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }

    public static func markdown() -> String {
        var out = """
            # Rule catalogue

            <!-- Generated by `swift run generate-sources` (as `screengen rules --format markdown` prints it); the tests fail when it is stale. -->

            Every statement of the rules digest (../shared/design/rules-digest.md, drawn from the source
            documents) is a **rule** a spec can break (reported with its id, configurable in `screengen.yml`,
            suppressible with a reason), an **invariant** the generator always keeps (proved by the named
            test over every golden file), a **check** (not configurable: the spec could not be generated
            as it is), or marked **not expressible** in a spec.

            ## Digest coverage

            | statement | covered by |
            | --- | --- |

            """
        for statement in 1...Catalogue.digestStatementCount {
            var covers: [String] = []
            covers += descriptions.filter { $0.digest.contains(statement) }.map { "rule [`\($0.id)`](#\($0.id))" }
            covers += Catalogue.invariants.filter { $0.digest.contains(statement) }.map { "invariant `\($0.id)`" }
            covers += Catalogue.structureChecks.filter { $0.digest.contains(statement) }.map { "check `\($0.id)`" }
            if let why = Catalogue.notExpressible[statement] { covers.append("not expressible: \(why)") }
            out += "| \(statement) | \(covers.joined(separator: "; ")) |\n"
        }
        out += "\n## Rules\n"
        let appRules = appRuleIDs
        for d in descriptions {
            out += "\n### \(d.id)\n\n**\(d.severity.rawValue)** · \(d.summary)\n\n\(d.rationale)\n\n"
            out += "Source: \(d.source) (digest \(d.digest.map(String.init).joined(separator: ", "))).\n"
            if appRules.contains(d.id) {
                out += "\nIt reads app specs too: their dependencies, tabs (roots, badges, `if`, `modifiers`), sheets, "
                    + "routes and the root's `modifiers`.\n"
            }
            for example in d.triggering {
                out += "\nTriggers (at `↓`):\n\n```yaml\n\(example)\n```\n"
            }
            for example in d.nonTriggering {
                out += "\nDoes not trigger:\n\n```yaml\n\(example)\n```\n"
            }
        }
        out += "\n## Generator invariants\n\n| id | guarantee | digest | test |\n| --- | --- | --- | --- |\n"
        for invariant in Catalogue.invariants {
            out +=
                "| `\(invariant.id)` | \(invariant.summary.replacingLiterally("|", with: "\\|")) | "
                + "\(invariant.digest.map(String.init).joined(separator: ", ")) | `\(invariant.test)` |\n"
        }
        out += """

            ## Checks

            Every other id screengen prints. A check is not configurable: the input must change. Each is
            found by one stage of a run (see docs/architecture.md): the YAML reader (`yaml`), the spec
            decoder, which checks a value's shape (`spec`), the checks of one spec, which check the names
            its parts give each other (`references`), the checks of a run's specs together (`project`),
            the output (`output`), or the run as a whole (`run`, which stops it). `screengen explain ID`
            shows a check's example and what it reports.

            | id | severity | stage | what | digest |
            | --- | --- | --- | --- | --- |

            """
        for check in checks {
            out +=
                "| `\(check.id)` | \(check.severity.rawValue) | \(check.stage.rawValue) | "
                + "\(check.summary.replacingLiterally("|", with: "\\|")) | "
                + "\(check.digest.map(String.init).joined(separator: ", ")) |\n"
        }
        out += """

            ## Severities and suppression

            In `screengen.yml`, `rules: { task-id-missing: error, view-model-without-reason: off }` changes a
            rule's severity (`error`, `warning`, `off`); an unknown id is an error with a did-you-mean. In a
            spec, `suppress: [{ rule: task-id-missing, reason: … }]` silences a rule for the whole screen (at
            the top level) or for one entry (on a load, a state property, …); the reason is required, and a
            suppression that silences nothing is a warning. Warnings alone exit 0; `--strict` makes them fail.

            """
        return out
    }
}

/// Running a rule's inline examples: strip the `↓` markers, decode, run the rule alone.
public enum RuleExamples {
    public static func strip(_ example: String) -> String { example.filter { $0 != RuleDescription.marker } }

    /// The 1-based line and column of each marker, in the stripped text.
    public static func markers(_ example: String) -> [(line: Int, column: Int)] {
        var out: [(Int, Int)] = []
        var line = 1
        var column = 1
        for character in example {
            if character == RuleDescription.marker {
                out.append((line, column))
                continue
            }
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return out
    }

    /// Everything the pipeline reports for the example with only `rule` enabled.
    public static func diagnostics(_ rule: any Rule.Type, example: String, file: String) -> [Diagnostic] {
        let result = SpecLoader().load(bytes: Array(strip(example).utf8), file: file)
        guard let spec = result.spec else { return result.diagnostics }
        return (result.diagnostics + RuleEngine(rules: [rule]).run([spec])).sortedForDisplay()
    }
}

extension String {
    /// The text padded with spaces at its end to `length` characters, or as it is when it is that
    /// long already: a column of the catalogue `screengen rules` prints.
    fileprivate func padded(toLength length: Int) -> String {
        let missing = length - count
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}
