import Foundation

/// Compiles Swift string literals with the real compiler and runs them: the test of every function
/// that turns user text into a literal. Each value comes back as its scalars in hex, one line per
/// literal, an encoding that no newline or control character in a value can blur.
struct CompiledLiterals {
    /// What `swiftc` printed: a compile error ends the test, a warning is a finding.
    var compilerOutput: String
    /// The scalars of each literal's value, in order; nil when the program did not compile.
    var values: [String]?

    /// `literals` are Swift expressions of type String; `prelude` declares what they interpolate.
    static func run(_ literals: [String], prelude: String = "") throws -> CompiledLiterals {
        guard let swiftc = which("swiftc") else { throw RunError.missing("swiftc") }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var program = prelude + "var values: [String] = []\n"
        for literal in literals {
            program += "values.append(\(literal))\n"
        }
        program += """
            for value in values {
                print(value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }

            """
        let source = directory + "/main.swift"
        try Data(program.utf8).write(to: URL(fileURLWithPath: source))
        let compiled = try ScreenGenCoreTests.run(
            swiftc, ["-swift-version", "6", source, "-o", directory + "/literals"])
        guard compiled.status == 0 else { return CompiledLiterals(compilerOutput: compiled.stderr, values: nil) }
        let result = try ScreenGenCoreTests.run(directory + "/literals", [])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        return CompiledLiterals(compilerOutput: compiled.stderr, values: lines)
    }

    /// The scalars of a string as the compiled program prints them.
    static func scalars(_ string: String) -> String {
        string.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    enum RunError: Error {
        case missing(String)
    }
}
