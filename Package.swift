// swift-tools-version: 6.0
import PackageDescription

// Module names are Apple's (CoreGraphics, QuartzCore, UIKit) so that code written for UIKit
// says `import UIKit` and compiles on Linux unchanged.
let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "UIKit", targets: ["CoreGraphics", "QuartzCore", "CoreImage", "UIKit", "os", "Combine"]),
        .library(name: "UIKitHost", targets: ["UIKitHost"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // The SDL window host, for apps packaged by `uikit-port --package` (`--live`).
        .library(name: "UIKitLive", targets: ["UIKitLive"]),
        // Small honest stand-ins for Apple frameworks apps import beside UIKit (see their
        // sources and Documentation/Deviations.md); `uikit-port --package` depends on the ones
        // an app imports.
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .executable(name: "transition-practice", targets: ["transition-practice"]),
        .executable(name: "uikit-bench", targets: ["uikit-bench"]),
        .executable(name: "uikit-fuzz", targets: ["uikit-fuzz"]),
        .executable(name: "uikit-port", targets: ["uikit-port"]),
        // Connects a target's storyboard and nib outlets and actions (issue 14).
        .plugin(name: "IBConnections", targets: ["IBConnections"]),
    ],
    targets: [
        // System libraries (installed by Scripts/install-dependencies.sh).
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]),

        // The layers, each importing only the ones above it.
        .target(name: "CoreGraphics"),
        // The `os` framework's logging (`os_log`, `OSLog`, `Logger`), which UIKit code imports
        // beside UIKit; it writes to standard error and needs nothing else.
        .target(name: "os"),
        // A small `Combine` (subjects, `sink`, `AnyCancellable`) for UIKit libraries that publish
        // state with it; Apple's is not on Linux, and the package depends on the toolchain only.
        .target(name: "Combine"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CCairo", "CPangoCairo", "CZlib", "CJPEG"]),
        // Xcode's storyboard and xib XML as an element tree with line numbers (Foundation only),
        // shared by UIKit's storyboard loader and the outlet/action connection generator.
        .target(name: "InterfaceBuilderFormat"),
        // Auto Layout's arithmetic: an incremental Cassowary solver, needing nothing from UIKit.
        .target(name: "Cassowary"),
        // Core Image's images, area filters and contexts on CoreGraphics' bitmaps; UIKit
        // re-exports it, as on iOS, where UIKit code uses `CIImage` without importing it.
        .target(name: "CoreImage", dependencies: ["CoreGraphics"]),
        .target(
            name: "UIKit",
            dependencies: ["CoreGraphics", "QuartzCore", "CoreImage", "InterfaceBuilderFormat", "Cassowary"]),
        // Placeholders for frameworks with no engine here: a web view that records what it is
        // asked to load, mail and message composers that cannot send, an in-app browser page.
        .target(name: "WebKit", dependencies: ["UIKit", "QuartzCore"]),
        .target(name: "MessageUI", dependencies: ["UIKit", "QuartzCore"]),
        .target(name: "SafariServices", dependencies: ["UIKit"]),
        .target(name: "MobileCoreServices"),
        // A map view that draws a placeholder grid and keeps the settings storyboards give it.
        .target(name: "MapKit", dependencies: ["UIKit", "CoreGraphics"]),
        // Core Data's object graph in memory, on Foundation alone (no model files, no SQLite).
        .target(name: "CoreData"),
        // Speech and media with no audio device here: utterances are kept, nothing is heard.
        .target(name: "AVFoundation", dependencies: ["UIKit", "QuartzCore", "CoreGraphics"]),
        // SwiftUI's views and builder for the little SwiftUI a UIKit app hosts; nothing draws them.
        .target(name: "SwiftUI", dependencies: ["UIKit", "QuartzCore", "CoreGraphics"]),
        // The build-tool plugin that generates each target's outlet/action table from its
        // storyboards and nibs, and the tool it runs.
        .executableTarget(name: "ib-connections", dependencies: ["InterfaceBuilderFormat"]),
        .plugin(name: "IBConnections", capability: .buildTool(), dependencies: ["ib-connections"]),
        // Worlds on a virtual clock (VirtualDevice), touches and capture; no Swift Testing, so
        // apps and live hosts can link it.
        .target(name: "UIKitHost", dependencies: ["UIKit"]),
        // Test traits and checks over the host, which it re-exports.
        .target(
            name: "UIKitTesting",
            dependencies: ["UIKit", "UIKitHost", "_Testing_CoreGraphics", "_Testing_CoreImage", "_Testing_UIKit"]),
        // A live host: a device's world in an SDL window, the mouse as a finger.
        .target(name: "UIKitLive", dependencies: ["UIKit", "UIKitHost", "CSDL2"]),

        // Stand-ins for Swift Testing's cross-import overlays (see the files for why).
        .target(name: "_Testing_CoreGraphics", path: "Sources/_Testing_CoreGraphics"),
        .target(name: "_Testing_CoreImage", path: "Sources/_Testing_CoreImage"),
        .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"),

        // The demo app (the seed tutorial's "Transition Practice") and its headless tour.
        .target(
            name: "TransitionPractice", dependencies: ["UIKit", "UIKitHost"],
            resources: [.process("Resources")], plugins: ["IBConnections"]),
        .executableTarget(name: "transition-practice", dependencies: ["TransitionPractice", "UIKitLive"]),
        .executableTarget(name: "uikit-bench", dependencies: ["UIKit", "UIKitHost", "UIKitLive", "Cassowary"]),
        // A model-based fuzzer of presentation and navigation call sequences (issue 15).
        .executableTarget(name: "uikit-fuzz", dependencies: ["UIKit", "UIKitHost"]),
        // The porting command (issue 20): applies the README's mechanical changes to UIKit sources.
        .target(name: "UIKitPorting", dependencies: ["InterfaceBuilderFormat"]),
        .executableTarget(name: "uikit-port", dependencies: ["UIKitPorting"]),

        // Helpers every test target shares (tolerances, an independent Bézier, the event log).
        .target(name: "TestSupport", dependencies: ["CoreGraphics", "QuartzCore"], path: "Tests/TestSupport"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "_Testing_CoreGraphics", "TestSupport"]),
        .testTarget(name: "osTests", dependencies: ["os"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "CoreImageTests", dependencies: ["CoreImage", "_Testing_CoreImage"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "_Testing_CoreGraphics", "TestSupport"]),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "TestSupport"],
            resources: [.process("Storyboards/Resources")], plugins: ["IBConnections"]),
        // Snapshot reference files live beside the tests that compare against them.
        .testTarget(
            name: "UIKitTestingTests", dependencies: ["UIKitTesting", "TestSupport"],
            exclude: ["Snapshots/__Snapshots__"]),
        .testTarget(name: "TransitionPracticeTests", dependencies: ["TransitionPractice", "UIKitTesting"]),
        // Compiles the checked-in ported sample against UIKit; the originals are only read.
        .testTarget(
            name: "UIKitPortingTests", dependencies: ["UIKitPorting", "UIKit"],
            exclude: ["Samples/Original"]),
        // The stand-in frameworks (WebKit, MessageUI, SafariServices, MapKit, CoreData, AVFoundation,
        // MobileCoreServices), used as an app uses them.
        .testTarget(
            name: "StandInFrameworkTests",
            dependencies: [
                "WebKit", "MessageUI", "SafariServices", "MapKit", "CoreData", "AVFoundation", "SwiftUI",
                "MobileCoreServices", "UIKitTesting",
            ]),
        .testTarget(
            name: "UIKitLiveTests",
            dependencies: ["UIKitLive", "_Testing_CoreGraphics", "_Testing_CoreImage", "_Testing_UIKit"]),
    ]
)
