/// The status bar of a window scene, as UIKit's `UIStatusBarManager`.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// Whether the status bar is hidden: the key window's controllers prefer it hidden, or the
    /// device hides it (an iPhone with a notch in landscape).
    open var isStatusBarHidden: Bool {
        if let window = scene.keyWindow ?? scene.windows.last, window.isStatusBarHidden { return true }
        return StatusBarGeometry.height(on: scene.screen) == 0
    }

    /// The status bar's style, as the key window's controllers prefer it.
    open var statusBarStyle: UIStatusBarStyle { (scene.keyWindow ?? scene.windows.last)?.statusBarStyle ?? .default }

    /// The status bar's rectangle in the scene's coordinates (zero while hidden).
    open var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : StatusBarGeometry.frame(on: scene.screen)
    }
}

/// Where the status bar is: across the top of the screen, as tall as the screen's top safe
/// area (47 points on a 390 × 844 phone in portrait, none in landscape, where a phone with a
/// notch hides it). [U] Screens of other sizes have no status bar here, matching their zero
/// safe area.
enum StatusBarGeometry {
    @MainActor static func height(on screen: UIScreen) -> CGFloat { screen.safeAreaInsets.top }

    @MainActor static func frame(on screen: UIScreen) -> CGRect {
        let height = height(on: screen)
        return height == 0 ? .zero : CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
    }
}

extension UIApplication {
    /// Posted before the status bar's frame changes; `userInfo[statusBarFrameUserInfoKey]` holds
    /// the new frame as an `NSValue`.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed; `userInfo[statusBarFrameUserInfoKey]` holds
    /// the previous frame as an `NSValue`.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted before the interface orientation changes; `userInfo[statusBarOrientationUserInfoKey]`
    /// holds the new orientation's raw value as an `NSNumber`.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the interface orientation changed; `userInfo[statusBarOrientationUserInfoKey]`
    /// holds the previous orientation's raw value as an `NSNumber`.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    /// The user-info key of a status bar frame.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    /// The user-info key of an interface orientation.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"

    /// The status bar's rectangle in screen coordinates (zero while hidden).
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { currentStatusBarFrame }

    /// The orientation of the app's interface.
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { interfaceOrientation }

    /// Whether the status bar is hidden.
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool { currentStatusBarFrame == .zero }

    var currentStatusBarFrame: CGRect {
        if let window = keyWindow ?? windows.last(where: { !$0.isHidden }), window.isStatusBarHidden { return .zero }
        return StatusBarGeometry.frame(on: screen)
    }

    /// Runs a rotation of the interface between the status bar notifications UIKit posted
    /// around it: orientation and frame "will" notifications carry the new values, "did"
    /// notifications the old ones.
    func postingStatusBarNotifications(to orientation: UIInterfaceOrientation, size: CGSize, _ rotate: () -> Void) {
        let oldOrientation = interfaceOrientation
        let oldFrame = currentStatusBarFrame
        let newHeight = UIScreen.phoneSafeAreaInsets(for: size).top
        var newFrame = newHeight == 0 ? CGRect.zero : CGRect(x: 0, y: 0, width: size.width, height: newHeight)
        if keyWindow?.isStatusBarHidden == true { newFrame = .zero }
        let center = NotificationCenter.default
        let orientationChanges = oldOrientation != orientation
        let frameChanges = oldFrame != newFrame
        if orientationChanges {
            center.post(
                name: Self.willChangeStatusBarOrientationNotification, object: self,
                userInfo: [Self.statusBarOrientationUserInfoKey: NSNumber(value: orientation.rawValue)])
        }
        if frameChanges {
            center.post(
                name: Self.willChangeStatusBarFrameNotification, object: self,
                userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: newFrame)])
        }
        rotate()
        if orientationChanges {
            center.post(
                name: Self.didChangeStatusBarOrientationNotification, object: self,
                userInfo: [Self.statusBarOrientationUserInfoKey: NSNumber(value: oldOrientation.rawValue)])
        }
        if frameChanges {
            center.post(
                name: Self.didChangeStatusBarFrameNotification, object: self,
                userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: oldFrame)])
        }
    }
}
