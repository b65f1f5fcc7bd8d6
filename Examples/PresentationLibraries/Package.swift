// swift-tools-version: 5.9
// Two presentation libraries written as for iOS (the untouched sources are in Original/), ported
// into Sources/ with `swift run uikit-port`, in Swift 5 language mode, using OpenUIKit from
// outside its package. One package for both, so the README's test command builds OpenUIKit for
// them once.
import PackageDescription

let package = Package(
    name: "PresentationLibraries",
    products: [
        .library(name: "BottomSheet", targets: ["BottomSheet"]),
        .library(name: "CardDeck", targets: ["CardDeck"]),
    ],
    dependencies: [
        .package(name: "OpenUIKit", path: "../..")
    ],
    targets: [
        .target(name: "BottomSheet", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        .target(name: "CardDeck", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        .testTarget(
            name: "BottomSheetTests",
            dependencies: ["BottomSheet", .product(name: "UIKitTesting", package: "OpenUIKit")]),
        .testTarget(
            name: "CardDeckTests",
            dependencies: ["CardDeck", .product(name: "UIKitTesting", package: "OpenUIKit")]),
    ]
)
