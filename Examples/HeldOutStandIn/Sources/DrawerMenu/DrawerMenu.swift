//
//  DrawerMenu.swift
//  A slide-in side menu container with an edge pan, dimming and a menu button helper.
//

import UIKit

public protocol DrawerMenuControllerDelegate: NSObjectProtocol {
    func drawerWillOpen(_ drawer: DrawerMenuController)
    func drawerDidOpen(_ drawer: DrawerMenuController)
    func drawerWillClose(_ drawer: DrawerMenuController)
    func drawerDidClose(_ drawer: DrawerMenuController)
}

extension DrawerMenuControllerDelegate {
    public func drawerWillOpen(_ drawer: DrawerMenuController) {}
    public func drawerDidOpen(_ drawer: DrawerMenuController) {}
    public func drawerWillClose(_ drawer: DrawerMenuController) {}
    public func drawerDidClose(_ drawer: DrawerMenuController) {}
}

public enum DrawerSide: Int {
    case left, right
}

open class DrawerMenuController: UIViewController {
    public private(set) var centerViewController: UIViewController
    public private(set) var menuViewController: UIViewController
    public var side: DrawerSide = .left
    public var menuWidthFraction: CGFloat = 0.78
    public var maximumDimAlpha: CGFloat = 0.5
    public var animationDuration: TimeInterval = 0.3
    public weak var delegate: DrawerMenuControllerDelegate?

    public private(set) var isOpen = false
    private let dimmingView = UIView()
    private let menuContainer = UIView()
    private var edgePan: UIScreenEdgePanGestureRecognizer!
    private var menuPan: UIPanGestureRecognizer!
    private var panStartProgress: CGFloat = 0
    private var progress: CGFloat = 0 { didSet { applyProgress() } }

    public init(center: UIViewController, menu: UIViewController) {
        centerViewController = center
        menuViewController = menu
        super.init(nibName: nil, bundle: nil)
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("Use init(center:menu:)")
    }

    private var menuWidth: CGFloat { floor(view.bounds.width * menuWidthFraction) }

    override open func viewDidLoad() {
        super.viewDidLoad()
        embed(centerViewController, in: view)

        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.isHidden = true
        dimmingView.frame = view.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(dimmingView)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DrawerMenuController.closeMenuTapped))

        menuContainer.clipsToBounds = false
        menuContainer.layer.shadowColor = UIColor.black.cgColor
        menuContainer.layer.shadowOpacity = 0
        menuContainer.layer.shadowRadius = 12
        view.addSubview(menuContainer)
        embed(menuViewController, in: menuContainer)

        edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: DrawerMenuController.handleEdgePan)
        edgePan.edges = side == .left ? .left : .right
        view.addGestureRecognizer(edgePan)

        menuPan = UIPanGestureRecognizer(target: self, action: DrawerMenuController.handleMenuPan)
        menuPan.maximumNumberOfTouches = 1
        menuContainer.addGestureRecognizer(menuPan)
        dimmingView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DrawerMenuController.handleMenuPan))
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        applyProgress()
    }

    override open var childForStatusBarStyle: UIViewController? {
        isOpen ? menuViewController : centerViewController
    }

    private func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }

    private func applyProgress() {
        guard isViewLoaded else { return }
        let width = menuWidth
        let hiddenX: CGFloat = side == .left ? -width : view.bounds.width
        let shownX: CGFloat = side == .left ? 0 : view.bounds.width - width
        menuContainer.frame = CGRect(
            x: hiddenX + (shownX - hiddenX) * progress, y: 0,
            width: width, height: view.bounds.height)
        menuContainer.layer.shadowPath = UIBezierPath(rect: menuContainer.bounds).cgPath
        menuContainer.layer.shadowOpacity = Float(0.3 * progress)
        dimmingView.alpha = maximumDimAlpha * progress
        dimmingView.isHidden = progress == 0
        let parallax = (side == .left ? 1 : -1) * width * 0.15 * progress
        centerViewController.view.transform = CGAffineTransform(translationX: parallax, y: 0)
    }

    // MARK: Public API

    public func toggleMenu() {
        isOpen ? closeMenu(animated: true) : openMenu(animated: true)
    }

    public func openMenu(animated: Bool, completion: (() -> Void)? = nil) {
        delegate?.drawerWillOpen(self)
        menuViewController.beginAppearanceTransition(true, animated: animated)
        animate(to: 1, animated: animated) {
            self.isOpen = true
            self.menuViewController.endAppearanceTransition()
            self.setNeedsStatusBarAppearanceUpdate()
            UIAccessibility.post(notification: .screenChanged, argument: self.menuViewController.view)
            self.delegate?.drawerDidOpen(self)
            completion?()
        }
    }

    public func closeMenu(animated: Bool, completion: (() -> Void)? = nil) {
        delegate?.drawerWillClose(self)
        menuViewController.beginAppearanceTransition(false, animated: animated)
        animate(to: 0, animated: animated) {
            self.isOpen = false
            self.menuViewController.endAppearanceTransition()
            self.setNeedsStatusBarAppearanceUpdate()
            self.delegate?.drawerDidClose(self)
            completion?()
        }
    }

    public func setCenterViewController(_ newCenter: UIViewController, closeMenu: Bool = true) {
        let old = centerViewController
        old.willMove(toParent: nil)
        addChild(newCenter)
        newCenter.view.frame = old.view.frame
        transition(from: old, to: newCenter, duration: 0.2, options: .transitionCrossDissolve, animations: nil) { _ in
            old.removeFromParent()
            newCenter.didMove(toParent: self)
            self.view.sendSubviewToBack(newCenter.view)
            self.centerViewController = newCenter
            if closeMenu { self.closeMenu(animated: true) }
        }
    }

    private func animate(to target: CGFloat, animated: Bool, completion: @escaping () -> Void) {
        guard animated else {
            progress = target
            completion()
            return
        }
        dimmingView.isHidden = false
        UIView.animate(
            withDuration: animationDuration * Double(abs(target - progress) + 0.2), delay: 0,
            options: [.curveEaseOut, .beginFromCurrentState],
            animations: {
                self.progress = target
            }, completion: { _ in completion() })
    }

    // MARK: Gestures

    private func closeMenuTapped() {
        closeMenu(animated: true)
    }

    private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        handlePan(gesture)
    }

    private func handleMenuPan(_ gesture: UIPanGestureRecognizer) {
        handlePan(gesture)
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        let dx = gesture.translation(in: view).x * (side == .left ? 1 : -1)
        switch gesture.state {
        case .began:
            panStartProgress = progress
            if progress == 0 { delegate?.drawerWillOpen(self) }
        case .changed:
            progress = max(0, min(1, panStartProgress + dx / menuWidth))
        case .ended, .cancelled, .failed:
            let vx = gesture.velocity(in: view).x * (side == .left ? 1 : -1)
            let shouldOpen = vx > 300 || (vx > -300 && progress > 0.5)
            shouldOpen ? openMenu(animated: true) : closeMenu(animated: true)
        default:
            break
        }
    }
}

// MARK: - Convenience

private var drawerMenuKey: UInt8 = 0

public extension UIViewController {
    /// The nearest drawer container, if any.
    var drawerMenuController: DrawerMenuController? {
        if let cached = objc_getAssociatedObject(self, &drawerMenuKey) as? DrawerMenuController {
            return cached
        }
        var current: UIViewController? = parent
        while let vc = current {
            if let drawer = vc as? DrawerMenuController {
                objc_setAssociatedObject(self, &drawerMenuKey, drawer, .OBJC_ASSOCIATION_ASSIGN)
                return drawer
            }
            current = vc.parent
        }
        return nil
    }

    func addDrawerMenuButton() {
        let image = UIImage(systemName: "line.3.horizontal")
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: image, style: .plain,
            target: self, action: UIViewController.drawerButtonTapped)
    }

    private func drawerButtonTapped() {
        drawerMenuController?.toggleMenu()
    }
}
