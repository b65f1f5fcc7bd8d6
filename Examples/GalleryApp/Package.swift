// swift-tools-version: 6.0
// An app written as for iOS in Swift 6 language mode (full concurrency checking), using
// OpenUIKit from outside its package. Built and tested by the README's test command.
import PackageDescription

let package = Package(
    name: "GalleryApp",
    dependencies: [
        .package(name: "OpenUIKit", path: "../..")
    ],
    targets: [
        .target(
            name: "GalleryApp",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit")
            ]),
        // Everyday delayed work (Dispatch's main queue, block timers) written in Swift 5
        // language mode, where overload resolution differs from inside the package.
        .target(
            name: "GalleryToasts",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit")
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A headless app whose background threads and tasks report back to the main thread.
        .executableTarget(
            name: "GalleryHeadless",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit")
            ]),
        // A storyboard connected by the IBConnections plugin, in Swift 6 mode.
        .target(
            name: "GalleryCatalog",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit")
            ],
            resources: [.process("Catalog.storyboard")],
            plugins: [.plugin(name: "IBConnections", package: "OpenUIKit")]),
        .testTarget(
            name: "GalleryAppTests",
            dependencies: [
                "GalleryApp",
                "GalleryToasts",
                "GalleryCatalog",
                .product(name: "UIKit", package: "OpenUIKit"),
                .product(name: "UIKitTesting", package: "OpenUIKit"),
            ],
            // Snapshot reference files (assertSnapshot) beside the tests.
            exclude: ["__Snapshots__"]),
    ]
)
