/// Function types in the spec's types. A closure an initialiser stores must be passed as an
/// escaping parameter, so the model marks the initialiser parameters whose type is a function type.
enum FunctionType {
    /// Whether `type` is a function type at its top level: `(DailyScrum) -> Void`,
    /// `@MainActor @Sendable () async throws -> Void`. A function type inside brackets is not one:
    /// `((Post) -> Void)?` is an optional, which escapes already, and `[() -> Void]` an array.
    /// A typealias of a function type cannot be told from another type name.
    static func isFunctionType(_ type: String) -> Bool {
        let scalars = Array(type.unicodeScalars)
        var depth = 0
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "-" where index + 1 < scalars.count && scalars[index + 1] == ">":
                if depth == 0 { return true }
                index += 1  // the arrow's `>` closes nothing
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            default: break
            }
            index += 1
        }
        return false
    }
}
