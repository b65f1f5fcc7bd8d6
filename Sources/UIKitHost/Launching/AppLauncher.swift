import CoreGraphics
import Foundation
import UIKit

/// Starts an iOS app on a `VirtualDevice` the way iOS does from its Info.plist: the app
/// delegate's launch, then either the scene manifest's window scene (its delegate, and the
/// window UIKit makes from `UISceneStoryboardFile` before `scene(_:willConnectTo:options:)`)
/// or, without scenes, the window made from `UIMainStoryboardFile`.
///
/// Swift on Linux cannot make an object from a class name, so the caller passes the delegate
/// and the scene delegate's initializer (the code `uikit-port --package` generates does), and
/// the launcher checks them against the names in the Info.plist.
@preconcurrency @MainActor
public enum AppLauncher {
    /// Launches an app whose Info.plist may declare a window scene with `SceneDelegate`.
    public static func launch<SceneDelegate: UIResponder>(
        info: AppInfoPlist, bundle: Bundle?, appDelegate: UIApplicationDelegate,
        sceneDelegate: @escaping @MainActor () -> SceneDelegate,
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1
    ) -> VirtualDevice {
        guard let configuration = info.windowSceneConfiguration else {
            return launch(info: info, bundle: bundle, appDelegate: appDelegate, size: size, scale: scale)
        }
        registerFonts(info.appFonts, in: bundle)
        let declared = DeclaredSceneDelegate(
            configurationName: configuration.name, storyboardName: configuration.storyboardName,
            storyboardBundle: bundle, make: sceneDelegate)
        let device = VirtualDevice(size: size, scale: scale, appDelegate: appDelegate, sceneDelegate: declared)
        let given = String(describing: SceneDelegate.self)
        if let named = configuration.delegateClassName, named != given {
            FileHandle.standardError.write(
                Data("warning: Info.plist names scene delegate class \(named); the launch was given \(given).\n".utf8))
        }
        return device
    }

    /// Launches an app without a scene delegate (its window comes from `UIMainStoryboardFile`
    /// or from its app delegate).
    public static func launch(
        info: AppInfoPlist, bundle: Bundle?, appDelegate: UIApplicationDelegate,
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1
    ) -> VirtualDevice {
        registerFonts(info.appFonts, in: bundle)
        // A scene manifest without a delegate class still gets its scene and storyboard window.
        let storyboard = info.windowSceneConfiguration == nil ? info.mainStoryboardName : nil
        return VirtualDevice(
            size: size, scale: scale, appDelegate: appDelegate, sceneDelegate: nil,
            mainStoryboard: storyboard.map { (name: $0, bundle: bundle) })
    }

    /// Registers the fonts `UIAppFonts` lists, as iOS does before the app delegate runs, so
    /// `UIFont(name:size:)` finds them; a file the bundle lacks is reported on standard error.
    static func registerFonts(_ files: [String], in bundle: Bundle?) {
        for file in files {
            let name = (file as NSString).lastPathComponent
            let url = (bundle ?? .main).url(
                forResource: (name as NSString).deletingPathExtension, withExtension: (name as NSString).pathExtension)
            guard let url, let provider = CGDataProvider(url: url), let font = CGFont(provider) else {
                FileHandle.standardError.write(
                    Data("warning: UIAppFonts lists \(file), which the app's resources do not hold.\n".utf8))
                continue
            }
            _ = CTFontManagerRegisterGraphicsFont(font, nil)
        }
    }

    /// The Info.plist in `bundle` under `name` (`uikit-port --package` copies the app's as
    /// `Info-iOS.plist`, since SwiftPM keeps the name `Info.plist` for itself); an empty one
    /// when missing or unreadable.
    public static func info(in bundle: Bundle, name: String = "Info-iOS") -> AppInfoPlist {
        guard let url = bundle.url(forResource: name, withExtension: "plist"),
            let info = try? AppInfoPlist(contentsOf: url)
        else { return AppInfoPlist(dictionary: [:]) }
        return info
    }
}
