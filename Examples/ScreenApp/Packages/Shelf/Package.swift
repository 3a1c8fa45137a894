// swift-tools-version:6.0
import PackageDescription

// A feature of the Reader app in a package of its own, as large apps keep theirs: its spec lives
// in Specs/, the app's screengen.yml names it as module `Shelf` (access: public), and one
// `screengen generate` at the app writes its screens into Sources/Shelf/Screens and its tests into
// Tests/ShelfTests/Screens. The SwiftUI files are excluded from the Linux build, as in the app;
// screengen's typecheck-goldens.sh type-checks them against the iOS SDK.
let package = Package(
    name: "Shelf",
    products: [
        .library(name: "Shelf", targets: ["Shelf"])
    ],
    targets: [
        .target(
            name: "Shelf",
            exclude: [
                "Screens/Shelf/ShelfView.swift",
                "Screens/Shelf/ShelfView+Subviews.swift",
            ]
        ),
        .testTarget(
            name: "ShelfTests",
            dependencies: ["Shelf"]
        ),
    ]
)
