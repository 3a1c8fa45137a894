import Foundation
import PackagePlugin

/// `swift package generate-screens` runs `screengen generate` in the package (the configuration is
/// the package's `screengen.yml`); `swift package generate-screens --check` runs `screengen check`,
/// which writes nothing and fails on drift — the CI form. Other arguments are passed through.
@main
struct GenerateScreens: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "screengen")
        var arguments = arguments
        let command: String
        if let index = arguments.firstIndex(of: "--check") {
            arguments.remove(at: index)
            command = "check"
        } else {
            command = "generate"
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [command] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("screengen \(command) exited with status \(process.terminationStatus)")
            throw GenerateScreensError(status: process.terminationStatus)
        }
    }
}

struct GenerateScreensError: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "screengen exited with status \(status)" }
}
