/// Which `onChange(of:)` an expression calls. The iOS 17.4 SDK's SwiftUI declares it with
/// `perform:` and a closure of one parameter (iOS 14, deprecated in 17), and, after an optional
/// `initial:`, with a closure of two parameters (old and new value) or none (iOS 17). The labels
/// cannot tell a trailing closure's forms apart; its parameters can.
enum OnChangeForm {
    static let api = APIAvailability(api: "onChange(of:initial:_:)", iOS: ScreenSpec.OnChange.twoParameterForm)

    /// Whether any `.onChange(of:` call in the tokens is the iOS 17 form.
    static func usesIOS17Form(_ tokens: [String]) -> Bool { uses(.iOS17, tokens) }

    /// Whether any `.onChange(of:` call in the tokens is the iOS 14 form, `perform:` or a closure
    /// of one parameter, which iOS 17 deprecates: a call whose closure is a name is neither.
    static func usesIOS14Form(_ tokens: [String]) -> Bool { uses(.iOS14, tokens) }

    private enum Form { case iOS14, iOS17 }

    private static func uses(_ form: Form, _ tokens: [String]) -> Bool {
        let call = [".", "onChange", "(", "of", ":"]
        var index = 0
        while index + call.count <= tokens.count {
            if tokens[index..<index + call.count].elementsEqual(call),
                self.form(callOpening: index + 2, tokens) == form
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// `opening` is the index of the call's `(`; nil when neither its labels nor a closure tell.
    private static func form(callOpening opening: Int, _ tokens: [String]) -> Form? {
        guard let closing = matchingClose(of: opening, tokens) else { return nil }
        var closure: Int?
        var depth = 0
        for index in (opening + 1)..<closing {
            let token = tokens[index]
            if depth == 0 {
                if token == "initial", tokens[index + 1] == ":" { return .iOS17 }
                if token == "perform", tokens[index + 1] == ":" { return .iOS14 }
                if token == "{", tokens[index - 1] == "," { closure = index }
            }
            if opens(token) { depth += 1 } else if closes(token) { depth -= 1 }
        }
        if closure == nil, closing + 1 < tokens.count, tokens[closing + 1] == "{" { closure = closing + 1 }
        guard let closure else { return nil }
        return parameterCount(closureOpening: closure, tokens) == 1 ? .iOS14 : .iOS17
    }

    /// The parameters a closure declares (`{ old, new in`, `{ (old, new) -> Void in`), or else the
    /// anonymous ones its own body uses (`$1` means two).
    private static func parameterCount(closureOpening opening: Int, _ tokens: [String]) -> Int {
        guard let closing = matchingClose(of: opening, tokens) else { return 0 }
        var index = opening + 1
        if index < closing, tokens[index] == "[", let end = matchingClose(of: index, tokens) { index = end + 1 }
        if let declared = declaredParameters(from: index, to: closing, tokens) { return declared }
        // `$n` inside a nested closure is that closure's.
        var count = 0
        var depth = 0
        for position in (opening + 1)..<closing {
            let token = tokens[position]
            if token == "{" { depth += 1 } else if token == "}" { depth -= 1 }
            // The lexer reads an anonymous parameter as one token, `$1`.
            if depth == 0, token.hasPrefix("$"), let number = Int(token.dropFirst()) {
                count = max(count, number + 1)
            }
        }
        return count
    }

    /// The count of a closure signature starting at `start`, or nil when the body starts there.
    private static func declaredParameters(from start: Int, to end: Int, _ tokens: [String]) -> Int? {
        var index = start
        var count = 0
        if index < end, tokens[index] == "(" {
            guard let close = matchingClose(of: index, tokens), close < end else { return nil }
            var depth = 0
            for position in (index + 1)..<close {
                if opens(tokens[position]) { depth += 1 } else if closes(tokens[position]) { depth -= 1 }
                if depth == 0, tokens[position] == "," { count += 1 }
            }
            count += close > index + 1 ? 1 : 0
            index = close + 1
        } else {
            while index < end, isIdentifier(tokens[index]) {
                count += 1
                index += 1
                guard index < end, tokens[index] == "," else { break }
                index += 1
            }
            guard count > 0 else { return nil }
        }
        guard index < end else { return nil }
        if tokens[index] == "in" { return count }
        // Effects and a result type may come before `in`: `async throws -> Void in`.
        guard ["async", "throws", "-"].contains(tokens[index]) else { return nil }
        while index < end, !["{", "}", ";", "="].contains(tokens[index]) {
            if tokens[index] == "in" { return count }
            index += 1
        }
        return nil
    }

    private static func matchingClose(of opening: Int, _ tokens: [String]) -> Int? {
        var depth = 0
        for index in opening..<tokens.count {
            if opens(tokens[index]) { depth += 1 } else if closes(tokens[index]) { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    private static func opens(_ token: String) -> Bool { token == "(" || token == "[" || token == "{" }
    private static func closes(_ token: String) -> Bool { token == ")" || token == "]" || token == "}" }
    private static func isIdentifier(_ token: String) -> Bool {
        token != "in" && (token.first.map { $0.isLetter || $0 == "_" } ?? false)
    }
}
