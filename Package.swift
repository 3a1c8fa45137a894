// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "screengen",
    // macOS 13 for the standard library's string algorithms (`firstRange(of:)`, `replacing(_:with:)`)
    // and normaliser, which stand in for Foundation's `NSString` methods (docs/performance.md,
    // session 14); Xcode itself needs a newer macOS.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "screengen", targets: ["screengen"]),
        .library(name: "ScreenGenCore", targets: ["ScreenGenCore"]),
        .plugin(name: "GenerateScreens", targets: ["GenerateScreens"]),
    ],
    targets: [
        // libyaml, the one C dependency (Debian: libyaml-dev; macOS: brew install libyaml).
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The whole pipeline: YAML → Spec → Facts → Validation → Model → Emit → Output (docs/architecture.md).
        .target(
            name: "ScreenGenCore",
            dependencies: ["CLibYAML"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Argument parsing only; every command calls into ScreenGenCore.
        .executableTarget(
            name: "screengen",
            dependencies: ["ScreenGenCore"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // `swift package generate-screens [--check]` in a package that depends on screengen.
        .plugin(
            name: "GenerateScreens",
            capability: .command(
                intent: .custom(
                    verb: "generate-screens", description: "Generate SwiftUI screens from the package's specs."),
                permissions: [
                    .writeToPackageDirectory(reason: "screengen writes the generated screens into the package.")
                ]
            ),
            dependencies: ["screengen"]
        ),
        // `swift run generate-sources`: the files made from others (the embedded templates, the
        // generated docs and schema); a developer's tool, which the tests check was run.
        .executableTarget(
            name: "generate-sources",
            dependencies: ["ScreenGenCore"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // The benchmark against the floor (docs/performance.md); not part of the tests.
        .executableTarget(
            name: "screengen-bench",
            dependencies: ["CLibYAML"],
            // The templates that make screengen write what the Python peer writes (`--templates`).
            exclude: ["PeerTemplates"]
        ),
        .testTarget(
            name: "ScreenGenCoreTests",
            dependencies: ["ScreenGenCore"]
        ),
    ]
)
