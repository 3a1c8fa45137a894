/// Mutually exclusive presentations are one enum, not a Bool each.
struct BooleanPresentationFlagsRule: Rule {
    static let description = RuleDescription(
        id: "boolean-presentation-flags",
        severity: .warning,
        summary: "Two or more `state` Bools are named like presentation flags (`isShowing…`, `show…`, `…Presented`).",
        rationale: """
            Several Booleans for sheets, alerts or destinations allow impossible states (two sheets at \
            once) and each needs its own modifier. One `Identifiable` enum with a case per presentation, \
            shown by one `.sheet(item:)`, makes them exclusive by construction — the spec's `sheets:` \
            (`alerts:` or `confirmationDialogs:` for flags named like alerts or dialogs). \
            The rule goes by names (`isShowing…`, `showing…`, `show…`/`present…` before a capital, \
            `isPresenting…`, `…Presented`, `…Shown`, `is…Sheet`/`Alert`/`Cover`/`Popover`/`Dialog`); \
            `showsReplies` is a display option, not a flag.
            """,
        source:
            "001 · anti-patterns (several Booleans for mutually exclusive sheets, alerts or destinations); 001 · sheets",
        digest: [20],
        triggering: [
            """
            screen: Library
            state:
              - { name: isShowingSettings, type: Bool, initial: "false" }
              - ↓{ name: showScanner, type: Bool, initial: "false" }
            """,
            """
            screen: Library
            state:
              - { name: isDeleteAlertPresented, type: Bool, initial: "false" }
              - ↓{ name: isShowingErrorAlert, type: Bool, initial: "false" }
            """,
        ],
        nonTriggering: [
            """
            screen: Library
            state:
              - { name: showsCovers, type: Bool, initial: "true" }
              - { name: isShowingSettings, type: Bool, initial: "false" }
            sheets:
              - { case: scanner, destination: ScannerView() }
            """
        ])

    static func isFlag(_ name: String) -> Bool {
        func before(_ prefix: String) -> Bool {
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
        return ["isShowing", "showing", "isPresenting", "presenting", "shouldShow", "shouldPresent", "show", "present"]
            .contains(where: before) || name.hasSuffix("Presented") || name.hasSuffix("Shown")
            || (before("is") && ["Sheet", "Alert", "Cover", "Popover", "Dialog"].contains(where: name.hasSuffix))
    }

    /// `Alert` for `isShowingDeleteAlert` and `isDeleteAlertPresented`, `Dialog` likewise, else
    /// `Sheet`: which of the spec's presentation lists the flag belongs in.
    static func kind(of name: String) -> String {
        var text = Substring(name)
        for suffix in ["Presented", "Shown"] where text.hasSuffix(suffix) {
            text = text.dropLast(suffix.count)
        }
        if text.hasSuffix("Alert") { return "Alert" }
        if text.hasSuffix("Dialog") { return "Dialog" }
        return "Sheet"
    }

    /// `isShowingSettings` → `settings`: the sheet case the flag becomes.
    static func caseName(_ name: String) -> String {
        var text = Substring(name)
        for prefix in [
            "isShowing", "isPresenting", "shouldShow", "shouldPresent", "showing", "presenting", "show", "present",
            "is",
        ]
        where text.hasPrefix(prefix) && text.count > prefix.count {
            text = text.dropFirst(prefix.count)
            break
        }
        // `isDeleteAlertPresented` → `delete`: the state word first, then the presentation's kind.
        for suffixes in [["Presented", "Shown"], ["Sheet", "Alert", "Cover", "Popover", "Dialog"]] {
            for suffix in suffixes where text.hasSuffix(suffix) && text.count > suffix.count {
                text = text.dropLast(suffix.count)
                break
            }
        }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let flags = input.spec.state.filter {
            SwiftTypeName.normalized($0.type.value) == "Bool" && Self.isFlag($0.name.value)
        }
        guard flags.count >= 2 else { return [] }
        let names = flags.map { "'\($0.name.value)'" }.joined(separator: ", ")
        // One list per kind of presentation, in the order the spec's keys come.
        var clauses: [String] = []
        for (kind, key, modifier, second) in [
            ("Sheet", "sheets", ".sheet(item:)", "destination"),
            ("Alert", "alerts", ".alert(_:isPresented:presenting:)", "title"),
            ("Dialog", "confirmationDialogs", ".confirmationDialog(_:isPresented:presenting:)", "title"),
        ] {
            let names = flags.map(\.name.value).filter { Self.kind(of: $0) == kind }
            guard !names.isEmpty else { continue }
            let cases = names.map { "{ case: \(Self.caseName($0)), \(second): … }" }.joined(separator: ", ")
            clauses.append("\(key): [\(cases)] — one enum shown with \(modifier)")
        }
        let fixIt = clauses.joined(separator: "; ")
        return [
            RuleViolation(
                "state \(names) look like flags for presentations that exclude each other", at: flags[1].location,
                fixIt: fixIt)
        ]
    }
}
