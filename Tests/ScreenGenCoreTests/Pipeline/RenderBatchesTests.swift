import Testing

@testable import ScreenGenCore

/// Rendering frees each batch of specs once its files are planned (a cold run of 10,000 screens
/// would otherwise hold every spec and every planned file at once), rendering the batches from the
/// last: the results must still come back in spec order, each file with its own spec, and the
/// first error in spec order must be the one thrown, whichever batch met it first.
@Suite struct RenderBatchesTests {
    /// 300 screens then 260 apps: a batch straddles the screens and the apps, and the apps alone
    /// fill more than a batch.
    static func loaded(_ sandbox: Sandbox) throws -> (Project, ScreenGen.LoadedSpecs) {
        for index in 0..<300 { try sandbox.write("Specs/Screen\(index).yaml", WorkflowTests.screen("Screen\(index)")) }
        for index in 0..<260 {
            try sandbox.write(
                "Specs/App\(index).yaml",
                "app: App\(index)\ntabs:\n  - { case: home, title: Home, systemImage: house, root: \"Screen\(index)View()\" }\n"
            )
        }
        let project = try Project.resolve(
            Project.Options(paths: [sandbox.path("Specs")], output: sandbox.path("Out")))
        let loaded = ScreenGen.load(project)
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
        #expect(loaded.specs.count == 300 && loaded.apps.count == 260)
        return (project, loaded)
    }

    @Test func resultsComeBackInSpecOrderAndTheSpecsAreFreed() throws {
        let sandbox = try Sandbox()
        var (project, loaded) = try Self.loaded(sandbox)
        let names = loaded.specs.map(\.screen.value) + loaded.apps.map(\.app.value)
        let (results, collisions) = try ScreenGen.renderScreens(&loaded, project: project) { $0.path }
        #expect(collisions.isEmpty)
        #expect(loaded.specs.isEmpty, "every screen's spec is freed once rendered")
        #expect(results.map(\.spec) == results.map(\.spec).sorted(), "in spec order")
        #expect(Set(results.map(\.spec)) == Set(names.indices), "every screen and app rendered")
        for result in results {
            let name = names[result.spec]
            #expect(result.path.hasPrefix("\(name)/\(name)"), "\(result.path) is \(name)'s")
            #expect(result.value == result.path)
        }
    }

    /// The sixth screen in spec order (file order: `Screen104` comes before `Screen5`) is in the
    /// last batch rendered, the 291st screen and the fourth app in earlier ones: the sixth screen's
    /// error is the one thrown.
    @Test func theFirstErrorInSpecOrderIsThrown() throws {
        let sandbox = try Sandbox()
        var (project, loaded) = try Self.loaded(sandbox)
        let first = loaded.specs[5].screen.value
        let failing = [first, loaded.specs[290].screen.value, loaded.apps[3].app.value].map { "\($0)/" }
        #expect {
            _ = try ScreenGen.renderScreens(&loaded, project: project) { file throws(RunError) in
                if let name = failing.first(where: { file.path.hasPrefix($0) }) {
                    throw RunError(.io, "cannot plan \(name)", file: file.path)
                }
                return file.path
            }
        } throws: { error in
            "\(error)".contains("cannot plan \(first)/")
        }
    }
}
