import Foundation
import Testing

@testable import ScreenGenCore

/// Properties over random input, each reproducible from the seed its failure prints:
///
/// - Random valid specs (`SpecGenerator`: the whole format, hostile text in every text
///   position) all load, and every file they generate parses, is the same bytes when generated
///   again, contains none of the forms `GeneratorInvariantTests` forbids, and is a fixed point
///   of `swift format`. The compiler and the formatter run once for all files, not per file.
///   The generator keeps Swift fragments, names and text literals short enough that no line
///   holding them passes 120 columns (its limits are documented on `SpecGenerator`): past that,
///   swift format wraps what the spec's author wrote, which no generator can prevent.
/// - Random text compiles, through `SwiftLiteral.string`, to exactly itself, and
///   `SwiftComment.lines` never lets a line break or an invisible control through.
///
/// `SCREENGEN_PROPERTY_SEED=0x…` explores another base seed, `SCREENGEN_PROPERTY_SPECS=N` another
/// number of specs, `SCREENGEN_PROPERTY_CASE=0x…` reruns the one spec a failure names, and
/// `SCREENGEN_PROPERTY_KEEP=1` keeps the generated files.
@Suite struct PropertyTests {
    static let baseSeed: UInt64 = environmentNumber("SCREENGEN_PROPERTY_SEED") ?? 0x5C8E_E9E1_2026_0001
    static let specCount = Int(environmentNumber("SCREENGEN_PROPERTY_SPECS") ?? 100)
    static let singleCase = environmentNumber("SCREENGEN_PROPERTY_CASE")

    static var caseSeeds: [UInt64] {
        if let singleCase { return [singleCase] }
        return (0..<specCount).map { SplitMix64.caseSeed(base: baseSeed, index: $0) }
    }

    static func environmentNumber(_ name: String) -> UInt64? {
        guard let text = ProcessInfo.processInfo.environment[name] else { return nil }
        return text.hasPrefix("0x")
            ? UInt64(text.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: 16) : UInt64(text)
    }

    static func hex(_ seed: UInt64) -> String {
        let digits = String(seed, radix: 16)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func rerun(_ seed: UInt64) -> String { "rerun alone with SCREENGEN_PROPERTY_CASE=\(hex(seed))" }

    /// One generation, as `generate` does it: load (which checks the structure), build, emit.
    static func generate(_ yaml: String, file: String) throws -> (files: [GeneratedFile]?, diagnostics: [Diagnostic]) {
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: file)
        guard let spec = result.spec else { return (nil, result.diagnostics) }
        return (try SwiftEmitter().emit(ModelBuilder().build(spec)), result.diagnostics)
    }

    struct Case {
        var seed: UInt64
        var spec: SpecGenerator.Spec
        var files: [GeneratedFile]
        /// The case's folder in the scratch directories: its seed.
        var folder: String { PropertyTests.hex(seed) }

        func describe(_ problem: String) -> String {
            "case \(PropertyTests.hex(seed)) (\(PropertyTests.rerun(seed))): \(problem)\n--- spec ---\n\(spec.yaml)"
        }
    }

    /// Warnings the parse may give. Swift 6.3 accepts `var` and `let` as argument labels of a
    /// call and warns about the backticks, which the documented grammar (and older compilers)
    /// require; the generator keeps them (`SwiftIdentifier.argumentLabel`).
    static let toleratedWarnings = [
        "warning: keyword 'var' does not need to be escaped in argument list",
        "warning: keyword 'let' does not need to be escaped in argument list",
    ]

    @Test func randomSpecsGenerateSwiftThatParsesAndIsStableCleanAndFormatted() throws {
        let swiftc = try #require(which("swiftc"))
        let swift = try #require(which("swift"))
        let scratch = try makeTemporaryDirectory()
        // SCREENGEN_PROPERTY_KEEP=1 keeps the generated files (and says where) for a closer look.
        let keep = ProcessInfo.processInfo.environment["SCREENGEN_PROPERTY_KEEP"] == "1"
        defer {
            if keep {
                print("PropertyTests: the generated files are in \(scratch)")
            } else {
                try? FileManager.default.removeItem(atPath: scratch)
            }
        }

        var cases: [Case] = []
        for seed in Self.caseSeeds {
            var generator = SpecGenerator(seed: seed)
            let spec = generator.spec()
            let specPath = "Specs/\(spec.screen).yaml"
            let first = try Self.generate(spec.yaml, file: specPath)
            guard let files = first.files else {
                let diagnostics = DiagnosticFormat.text.render(first.diagnostics)
                Issue.record(
                    Comment(
                        rawValue: Case(seed: seed, spec: spec, files: []).describe("it does not load:\n\(diagnostics)"))
                )
                continue
            }
            let item = Case(seed: seed, spec: spec, files: files)
            // (b) The same bytes from a second, independent generation.
            let second = try Self.generate(spec.yaml, file: specPath).files ?? []
            #expect(second == files, Comment(rawValue: item.describe("a second generation differs")))
            // (c) None of the forms the generator invariants forbid (iOS 16 has its own list).
            for file in files {
                var forbidden = GeneratorInvariantTests.forbidden.filter {
                    !(spec.isLegacy && GeneratorInvariantTests.legacyMapping.contains($0.pattern))
                }
                if spec.isLegacy { forbidden += GeneratorInvariantTests.forbiddenBelow17 }
                for (pattern, why) in forbidden where file.contents.contains(pattern) {
                    Issue.record(Comment(rawValue: item.describe("\(file.path) contains \(pattern): \(why)")))
                }
            }
            cases.append(item)
        }
        try #require(!cases.isEmpty)
        if Self.singleCase == nil && Self.specCount >= 100 {
            // The batch reaches every part of the format (a guard against a generator that
            // quietly stopped producing one).
            let yaml = cases.map(\.spec.yaml).joined()
            let features = [
                "iOS: \"16", "iOS: \"18", "viewModel", "reason:", "ownership: owned", "ownership: received",
                "ownership: bindable", "ownership: environment", "ownership: binding", "dependencies:", "properties:",
                "key:", "dependsOn:", "refreshable: true", "empty:", "error:", "element:", "lazyVStack", "lazyHStack",
                "navigation: owner", "navigation: participant", "navigation: destinations", "path:", "value:",
                "style: fullScreenCover", "item:", "previews:", "with:", "state: empty",
            ]
            for feature in features where !yaml.contains(feature) {
                Issue.record("no spec of the batch has '\(feature)'")
            }
        }

        // Every file twice: one tree for the compiler, one for the formatter to rewrite in place.
        for tree in ["parse", "format"] {
            for item in cases {
                for file in item.files {
                    let path = "\(scratch)/\(tree)/\(item.folder)/\(file.path)"
                    try FileManager.default.createDirectory(
                        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
                }
            }
        }

        // (a) Every file parses. -parse reads each file alone, so one call takes many files, as
        // long as no two share a name (the driver refuses that even when parsing only); -wmo
        // parses them in one frontend process instead of starting one per file.
        var batches: [[String]] = []
        var namesInBatch: [Set<String>] = []
        for item in cases {
            for file in item.files {
                let name = (file.path as NSString).lastPathComponent
                let batch = namesInBatch.firstIndex { !$0.contains(name) } ?? batches.count
                if batch == batches.count {
                    batches.append([])
                    namesInBatch.append([])
                }
                batches[batch].append("\(scratch)/parse/\(item.folder)/\(file.path)")
                namesInBatch[batch].insert(name)
            }
        }
        for batch in batches {
            let parsed = try run(swiftc, ["-parse", "-wmo", "-diagnostic-style", "llvm"] + batch)
            let diagnostics = parsed.stderr.split(separator: "\n").filter { line in
                line.contains(": error: ")
                    || line.contains(": warning: ") && !Self.toleratedWarnings.contains { line.hasSuffix($0) }
            }
            guard parsed.status != 0 || !diagnostics.isEmpty else { continue }
            var attributed = false
            for item in cases {
                let lines = diagnostics.filter { $0.contains("/parse/\(item.folder)/") }
                guard !lines.isEmpty else { continue }
                attributed = true
                Issue.record(
                    Comment(rawValue: item.describe("swiftc -parse:\n\(lines.prefix(20).joined(separator: "\n"))")))
            }
            if !attributed { Issue.record("swiftc -parse failed (status \(parsed.status)):\n\(parsed.stderr)") }
        }

        // (d) Every file is a fixed point of swift format with the project's configuration.
        let formatted = try run(
            swift,
            [
                "format", "format", "--configuration", TestPaths.path(".swift-format"), "--in-place", "--recursive",
                "--parallel", "\(scratch)/format",
            ])
        #expect(formatted.status == 0 && formatted.stderr.isEmpty, "swift format: \(formatted.stderr)")
        for item in cases {
            for file in item.files {
                let path = "\(scratch)/format/\(item.folder)/\(file.path)"
                let after = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                if after != file.contents {
                    let diff = unifiedDiff(expected: file.contents, actual: after, label: file.path)
                    Issue.record(Comment(rawValue: item.describe("swift format changes \(file.path):\n\(diff)")))
                }
            }
        }
    }

    // MARK: The escapers

    static func scalars(_ string: String) -> String { CompiledLiterals.scalars(string) }

    @Test func randomTextCompilesToExactlyItsLiteral() throws {
        let seed = Self.baseSeed ^ 0x11
        var rng = SplitMix64(seed: seed)
        let strings = (0..<500).map { _ in HostileText.anything(&rng) }
        let compiled = try CompiledLiterals.run(strings.map(SwiftLiteral.string))
        let printed = try #require(
            compiled.values, "seed \(Self.hex(seed)): the literals do not compile:\n\(compiled.compilerOutput)")
        #expect(
            compiled.compilerOutput.isEmpty,
            "seed \(Self.hex(seed)): the literals compile with warnings:\n\(compiled.compilerOutput)")
        try #require(printed.count == strings.count, "seed \(Self.hex(seed)): \(printed.count) lines printed")
        for (index, (string, line)) in zip(strings, printed).enumerated() where line != Self.scalars(string) {
            let message =
                "seed \(Self.hex(seed)), string \(index) [\(Self.scalars(string))]: "
                + "\(SwiftLiteral.string(string)) compiles to [\(line)]"
            Issue.record(Comment(rawValue: message))
        }
    }

    static let lineBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

    /// Control characters (C0, DEL, C1), line and paragraph separators, bidirectional controls and
    /// the byte order mark: what a reader of the source cannot see.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: scalar.properties.isBidiControl || scalar.value == 0xFEFF
        }
    }

    @Test func commentLinesHoldNoBreakOrInvisibleCharacterAndLoseNothingVisible() {
        let seed = Self.baseSeed ^ 0x22
        var rng = SplitMix64(seed: seed)
        for index in 0..<2_000 {
            let text = HostileText.anything(&rng)
            let lines = SwiftComment.lines(text)
            let label = "seed \(Self.hex(seed)), string \(index) [\(Self.scalars(text))]"
            for line in lines {
                let bad = line.unicodeScalars.filter { Self.lineBreaks.contains($0.value) || Self.isInvisible($0) }
                #expect(bad.isEmpty, "\(label): the line '\(line)' holds [\(bad.map { String($0.value, radix: 16) })]")
            }
            // One line per line break (CR LF is one).
            let breaks = text.unicodeScalars.enumerated().filter { offset, scalar in
                Self.lineBreaks.contains(scalar.value)
                    && !(scalar == "\n" && offset > 0 && Array(text.unicodeScalars)[offset - 1] == "\r")
            }.count
            #expect(lines.count == breaks + 1, "\(label): \(lines.count) lines for \(breaks) line breaks")
            // Joined back, every visible character is there, in order, and the invisible controls
            // are spelled out. Spaces may go (lines are trimmed), and so may the other
            // default-ignorable characters (U+200B and its kind), which show nothing either.
            func isBlank(_ scalar: Unicode.Scalar) -> Bool {
                scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
            }
            var expected = String.UnicodeScalarView()
            for scalar in text.unicodeScalars where !Self.lineBreaks.contains(scalar.value) {
                if Self.isInvisible(scalar) {
                    expected.append(
                        contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
                } else if !isBlank(scalar) {
                    expected.append(scalar)
                }
            }
            let joined = lines.joined().unicodeScalars.filter { !isBlank($0) }
            #expect(
                Array(joined) == Array(expected),
                "\(label): joined back [\(Self.scalars(String(joined)))], expected [\(Self.scalars(String(expected)))]")
        }
    }
}
