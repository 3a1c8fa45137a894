#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colour on a terminal, plain text everywhere else: when standard output is not a terminal, when
/// `NO_COLOR` is set (no-color.org), or when `TERM` is `dumb`.
enum Colour {
    static let enabled: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }()

    private static let reset = "\u{1B}[0m"

    /// Diagnostics in the compiler's colours: the location bold, the severity red, yellow or cyan.
    static func diagnostics(_ text: String) -> String {
        guard enabled else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for (severity, code) in [(": error: ", "1;31"), (": warning: ", "1;33"), (": note: ", "1;36")] {
                if let range = line.firstRange(of: severity) {
                    let location = line[..<range.lowerBound]
                    let label = severity.dropFirst(2).dropLast(2)
                    return
                        "\u{1B}[1m\(location):\(reset) \u{1B}[\(code)m\(label):\(reset)\(line[range.upperBound...].isEmpty ? "" : " ")"
                        + line[range.upperBound...]
                }
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// A unified diff with removed lines red, added lines green and hunk headers cyan.
    static func diff(_ text: String) -> String {
        guard enabled else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("+++") || line.hasPrefix("---") { return "\u{1B}[1m\(line)\(reset)" }
            if line.hasPrefix("@@") { return "\u{1B}[36m\(line)\(reset)" }
            if line.hasPrefix("+") { return "\u{1B}[32m\(line)\(reset)" }
            if line.hasPrefix("-") { return "\u{1B}[31m\(line)\(reset)" }
            return String(line)
        }.joined(separator: "\n")
    }
}
