import Foundation
import Testing

/// The stage folders of the core form layers (docs/architecture.md, "Layers"): each uses only the
/// stages below it, so each can be read, tested and changed knowing nothing of the ones above.
/// `Tests/Tools/stage_dependencies.py --check` holds the order; these tests run it.
@Suite struct StageLayersTests {
    static func check(_ sources: String) throws -> RunResult {
        let python = try #require(which("python3"))
        return try run(python, [TestPaths.path("Tests/Tools/stage_dependencies.py"), "--check", sources])
    }

    @Test func everyStageUsesOnlyTheLayersBelowIt() throws {
        let result = try Self.check(TestPaths.path("Sources/ScreenGenCore"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("# Uses that break the layers\nnone\n"))
        #expect(result.stdout.contains("# Cycles (groups of stages that reach each other)\nnone\n"))
    }

    /// docs/architecture.md shows the layers the script checks, so the table a reader trusts is the one kept.
    @Test func theArchitectureDocShowsTheCheckedLayers() throws {
        let result = try Self.check(TestPaths.path("Sources/ScreenGenCore"))
        let start = try #require(result.stdout.range(of: "# Layers, bottom first"))
        let end = try #require(result.stdout.range(of: "\n\n", range: start.upperBound..<result.stdout.endIndex))
        let layers = String(result.stdout[start.lowerBound..<end.lowerBound])
        #expect(layers.split(separator: "\n").count == 10)
        let doc = try String(contentsOfFile: TestPaths.path("docs/architecture.md"), encoding: .utf8)
        #expect(doc.contains(layers), "docs/architecture.md (Layers) does not show:\n\(layers)")
    }

    /// The check fails, naming the use, when a stage reaches up or sideways or a folder has no layer;
    /// a member an extension adds to an outside type counts where it is called on a value.
    @Test func aUseOfAHigherOrSiblingLayerOrAnUnplacedStageFails() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Pipeline/Runner.swift", "struct Runner { let spec: ScreenSpec }\n")
        try sandbox.write("Spec/ScreenSpec.swift", "struct ScreenSpec { var runner: Runner? }\n")
        try sandbox.write("Emit/Emitter.swift", "struct Emitter { let rule: Rule }\n")
        try sandbox.write("Validation/Rule.swift", "struct Rule {}\n")
        try sandbox.write("Plugins/Plugin.swift", "struct Plugin {}\n")
        try sandbox.write("Pipeline/Spread.swift", "extension Array {\n    func spread() -> [Element] { self }\n}\n")
        try sandbox.write("Model/Screen.swift", "struct Screen { let all = [1].spread(), one = Plugin.spread() }\n")
        let result = try Self.check(sandbox.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Spec (layer 2) -> Pipeline (layer 7, a higher layer): Runner"))
        #expect(result.stdout.contains("Emit (layer 5) -> Validation (layer 5, its own layer): Rule"))
        #expect(result.stdout.contains("Plugins is in no layer"))
        #expect(result.stdout.contains("Model (layer 4) -> Pipeline (layer 7, a higher layer): .spread\n"))
        #expect(result.stdout.contains("# Cycles (groups of stages that reach each other)\nPipeline, Spec\n"))
        #expect(!result.stdout.contains("Pipeline (layer 7) ->"), "a use of a lower layer is allowed")
    }
}
