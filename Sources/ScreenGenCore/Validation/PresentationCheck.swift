/// Checks what sheets, alerts, confirmation dialogs and toolbar buttons need to be generated at
/// all: `item` read only where a case carries one, text that says something, one cancel button,
/// and actions that cannot throw an error nobody sees.
struct PresentationCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        // A view member named `item` is what an item-less case reads.
        var members = Set(spec.environment.map(\.name.value) + spec.inputs.map(\.name.value))
        members.formUnion(spec.state.map(\.name.value))
        if let store = facts.store { members.insert(store.propertyName.trimmingBackticks) }
        let itemIsMember = members.contains("item")

        for sheet in spec.sheets where sheet.item == nil && !itemIsMember {
            if let reader = Self.firstReaderOfItem([sheet.destination]) {
                out.append(readsMissingItem("sheet '\(sheet.caseName.value)'", at: reader.location))
            }
        }
        for (alert, kind) in spec.alertsAndDialogs {
            let what = "\(kind) '\(alert.caseName.value)'"
            for (text, key) in alert.texts where text.value.isBlank {
                out.append(.error("'\(key)' of \(what) is empty", id: "invalid-value", at: text.location))
            }
            if alert.item == nil && !itemIsMember,
                let reader = Self.firstReaderOfItem(
                    alert.texts.flatMap(\.text.expressions)
                        + alert.actions.flatMap { $0.action + [$0.condition].compactMap(\.self) + $0.modifiers })
            {
                out.append(readsMissingItem(what, at: reader.location))
            }
            let cancels = alert.actions.compactMap(\.role).filter { $0.value == .cancel }
            for extra in cancels.dropFirst() {
                out.append(
                    .error(
                        "\(what) has a second cancel button; SwiftUI shows one", id: "invalid-value",
                        at: extra.location, notes: ["give one button role: cancel, the others no role or destructive"]))
            }
            for action in alert.actions.flatMap(\.action) { checkThrows(action, &out) }
        }
        for item in spec.toolbar {
            if let label = item.label, label.value.isBlank {
                out.append(.error("'label' of a toolbar item is empty", id: "invalid-value", at: label.location))
            }
            for button in item.menu where button.label.value.isBlank {
                out.append(.error("'label' of a menu button is empty", id: "invalid-value", at: button.label.location))
            }
            let images = [item.systemImage] + item.menu.map(\.systemImage)
            for image in images.compactMap(\.self) where image.value.allSatisfy(\.isWhitespace) {
                out.append(.error("'systemImage' of a toolbar item is empty", id: "invalid-value", at: image.location))
            }
            let code =
                (item.label?.expressions ?? []) + item.buttons.flatMap { $0.label.expressions + $0.action }
                + [item.view, item.roleWhile].compactMap(\.self) + item.menu.compactMap(\.roleWhile)
            if !itemIsMember, let reader = Self.firstReaderOfItem(code) {
                out.append(
                    .error(
                        "a toolbar button reads 'item', but a toolbar has none", id: "unknown-name",
                        at: reader.location,
                        notes: ["the items belong to sheet, alert and dialog cases; read what the view has"]))
            }
            for button in item.buttons {
                for step in button.action { checkThrows(step, &out) }
            }
        }
    }

    /// The first piece of code that reads the name `item`.
    private static func firstReaderOfItem(_ code: [Located<String>]) -> Located<String>? {
        code.first { SwiftSnippet.readNames(in: $0.value).contains("item") }
    }

    func checkThrows(_ action: Located<String>, _ out: inout [Diagnostic]) {
        guard Self.throwsUnhandled(action.value) else { return }
        out.append(
            .error(
                "the action throws, and a button has nowhere to report the error", id: "invalid-expression",
                at: action.location,
                notes: [
                    "write 'try?' to ignore it, or call a function that handles the error (and, say, sets an alert)"
                ]))
    }

    private func readsMissingItem(_ what: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "\(what) reads 'item', but has none", id: "unknown-name", at: location,
            notes: ["give the case one (item: <Type>), or read what the view has"])
    }

    /// A `try` not written `try?` or `try!`, outside any closure of the action (a closure handles
    /// its own errors).
    static func throwsUnhandled(_ statement: String) -> Bool {
        holdsTry(statement) && throwsUnhandledByLexing(statement)
    }

    /// `throwsUnhandled` without the shortcut: every statement lexed. The tests pin the shortcut to it.
    static func throwsUnhandledByLexing(_ statement: String) -> Bool {
        let tokens = SwiftFragment.matchTexts(statement)
        var depth = 0
        for (index, token) in tokens.enumerated() {
            switch token {
            case "{": depth += 1
            case "}": depth -= 1
            case "try" where depth == 0:
                let next = index + 1 < tokens.count ? tokens[index + 1] : ""
                if next != "?" && next != "!" { return true }
            default: break
            }
        }
        return false
    }

    /// Whether the text holds the bytes of `try`. A token's text is a slice of the statement (a
    /// name's without its backticks), and no other spelling is canonically equivalent to `try`, so
    /// a statement without them throws nothing: most are then never lexed, which was a
    /// two-hundredth of a `validate`.
    static func holdsTry(_ statement: String) -> Bool {
        var twoBack: UInt8 = 0
        var oneBack: UInt8 = 0
        for byte in statement.utf8 {
            if twoBack == UInt8(ascii: "t") && oneBack == UInt8(ascii: "r") && byte == UInt8(ascii: "y") { return true }
            twoBack = oneBack
            oneBack = byte
        }
        return false
    }
}

extension InterpolatedText {
    /// Nothing but white space: a title or a button that would show nothing.
    var isBlank: Bool {
        segments.allSatisfy { segment in
            if case .text(let text) = segment { text.allSatisfy(\.isWhitespace) } else { false }
        }
    }
}
