// swift-tools-version:6.0
import PackageDescription

// An app's package that uses screengen: its specs live in Specs/, the Shelf feature's in its own
// package (Packages/Shelf), and `swift package generate-screens` writes both modules' screens and
// tests from the one screengen.yml; CI runs `swift package generate-screens --check`. The
// platform-neutral parts (stores, routes, routers, the app's tab navigation) build and are tested
// on Linux; the SwiftUI files are excluded here, and screengen's Tests/Fixtures/typecheck-goldens.sh
// type-checks them against the iOS SDK (case `example`: module Shelf, then this app importing it).
let package = Package(
    name: "ScreenApp",
    dependencies: [
        .package(path: "../.."),
        // The Shelf feature, a package of its own whose public screens the app shows.
        .package(path: "Packages/Shelf"),
    ],
    targets: [
        .target(
            name: "ScreenApp",
            dependencies: [.product(name: "Shelf", package: "Shelf")],
            exclude: [
                "Screens/Timeline/TimelineView.swift",
                "Screens/Timeline/TimelineView+Subviews.swift",
                "Screens/Reader/ReaderRootView.swift",
                "Screens/Reader/ReaderApp.swift",
                "AppViews.swift",
            ]
        ),
        .testTarget(
            name: "ScreenAppTests",
            dependencies: ["ScreenApp", .product(name: "Shelf", package: "Shelf")]
        ),
    ]
)
