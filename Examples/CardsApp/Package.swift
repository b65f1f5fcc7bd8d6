// swift-tools-version: 5.9
// An app written as for iOS, in Swift 5 language mode (most UIKit code in the wild), using
// OpenUIKit from outside its package. Built and tested by the README's test command.
import PackageDescription

let package = Package(
    name: "CardsApp",
    dependencies: [
        .package(name: "OpenUIKit", path: "../..")
    ],
    targets: [
        .target(
            name: "CardsApp",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit")
            ]),
        // An Xcode 8 storyboard connected by the IBConnections plugin, in Swift 5 mode.
        .target(
            name: "CardsStoryboard",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit")
            ],
            resources: [.process("Notes.storyboard")],
            plugins: [.plugin(name: "IBConnections", package: "OpenUIKit")]),
        .testTarget(
            name: "CardsAppTests",
            dependencies: [
                "CardsApp",
                "CardsStoryboard",
                .product(name: "UIKitTesting", package: "OpenUIKit"),
                .product(name: "CoreData", package: "OpenUIKit"),
                .product(name: "MapKit", package: "OpenUIKit"),
                .product(name: "WebKit", package: "OpenUIKit"),
                .product(name: "AVFoundation", package: "OpenUIKit"),
                .product(name: "SwiftUI", package: "OpenUIKit"),
            ]),
    ]
)
