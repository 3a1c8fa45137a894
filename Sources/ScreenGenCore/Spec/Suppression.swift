// The `suppression` object and the `suppress` key that holds it: its type and its keys. `SpecReader.mapping` decodes
// it, in every mapping whose schema has the key.

/// A rule silenced with a reason: for the whole screen (`scope` nil) or for the entry whose
/// mapping starts at `scope`.
public struct Suppression: Sendable {
    public var rule: Located<String>
    public var reason: String
    public var scope: SourceLocation?
}

extension SpecSchema {
    static let suppression = ObjectSchema(
        name: "suppression",
        summary: "One silenced rule. At the top level it covers the screen; on an entry, that entry only.",
        keys: [
            KeySchema(
                "rule", .text, required: true, "The rule id (`screengen rules` lists them).", example: "task-id-missing"
            ),
            KeySchema(
                "reason", .text, required: true, "Why the rule does not apply here.",
                example: "The call reads no state."),
        ])
}

extension KeySchema {
    /// The `suppress` key every entry that rules look at accepts, at the top level for the screen.
    static let suppress = KeySchema(
        "suppress", .list(.object("suppression")), default: "`[]`",
        "Rules silenced here, each with the reason; a suppression that silences nothing is a warning.",
        example: "[{ rule: view-model-without-reason, reason: Matches the module }]")
}
