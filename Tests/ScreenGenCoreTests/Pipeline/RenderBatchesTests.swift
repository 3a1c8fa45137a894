import Testing

@testable import ScreenGenCore

/// Rendering frees each batch of specs once its files are planned (a cold run of 10,000 screens
/// would otherwise hold every spec and every planned file at once), rendering the batches from the
/// last: the results must still come back in spec order, each file with its own spec.
@Suite struct RenderBatchesTests {
    @Test func resultsComeBackInSpecOrderAndTheSpecsAreFreed() throws {
        let sandbox = try Sandbox()
        // Three batches of 256, the last one short.
        let names = (0..<600).map { "Screen\($0)" }
        for name in names { try sandbox.write("Specs/\(name).yaml", WorkflowTests.screen(name)) }
        let project = try Project.resolve(
            Project.Options(paths: [sandbox.path("Specs")], output: sandbox.path("Out")))
        var loaded = ScreenGen.load(project)
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
        let screens = loaded.specs.map(\.screen.value)
        #expect(screens.count == names.count)
        let (results, collisions) = try ScreenGen.renderScreens(&loaded, project: project) { $0.path }
        #expect(collisions.isEmpty)
        #expect(loaded.specs.isEmpty, "every spec is freed once rendered")
        #expect(results.map(\.spec) == results.map(\.spec).sorted(), "in spec order")
        #expect(Set(results.map(\.spec)) == Set(screens.indices), "every spec rendered")
        for result in results {
            let screen = screens[result.spec]
            #expect(result.path.hasPrefix("\(screen)/\(screen)"), "\(result.path) is \(screen)'s")
            #expect(result.value == result.path)
        }
    }
}
