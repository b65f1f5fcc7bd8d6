// swift-tools-version: 5.9
// The stand-in for issue 20's held-out set: ten presentation libraries written as for iOS by a
// helper who had not read OpenUIKit (the untouched sources are in Original/), ported into
// Sources/ with `uikit-port` alone, in Swift 5 language mode, using OpenUIKit from outside its
// package. Documentation/HeldOutStandIn.md records what compiled before and after.
import PackageDescription

let libraries = [
    "SheetKit", "DrawerMenu", "ZoomHero", "PopupPresenter", "SwipeDeck",
    "BannerDrop", "SwipeDismissKit", "ToastHUD", "PhotoZoomBrowser", "TabSlide",
]

let package = Package(
    name: "HeldOutStandIn",
    products: libraries.map { .library(name: $0, targets: [$0]) },
    dependencies: [
        .package(name: "OpenUIKit", path: "../..")
    ],
    targets: libraries.map { .target(name: $0, dependencies: [.product(name: "UIKit", package: "OpenUIKit")]) } + [
        .testTarget(
            name: "HeldOutStandInTests",
            dependencies: [
                "SheetKit", "BannerDrop", "PhotoZoomBrowser", "ToastHUD", "TabSlide", "SwipeDeck", "DrawerMenu",
                "ZoomHero", "PopupPresenter", "SwipeDismissKit", .product(name: "UIKitTesting", package: "OpenUIKit"),
            ])
    ]
)
