// Swift 4.2 imported many of UIKit's top-level types as nested ones (`UIControlState` became
// `UIControl.State`); code written before then no longer compiles against the iOS SDK either,
// and Xcode's migrator renames it. The port applies the same renames, so such apps build
// without a migration by hand.

extension SourceRewriter {
    /// The old names and the names Swift 4.2 gave them, for the types OpenUIKit has.
    static let swift42Renames: [String: String] = [
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
        "UIControlState": "UIControl.State",
        "UIControlEvents": "UIControl.Event",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UITabBarSystemItem": "UITabBarItem.SystemItem",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIButtonType": "UIButton.ButtonType",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "NSAttributedStringKey": "NSAttributedString.Key",
    ]

    /// Writes the pre-4.2 names of UIKit's types with their current names, unless the sources
    /// declare a type of that name or the name is a member of something else.
    mutating func rewriteSwift42Names() {
        let declared = Set(scopes.map(\.name))
        for i in tokens.indices where tokens[i].kind == .identifier {
            guard let renamed = Self.swift42Renames[tokens[i].text], !declared.contains(tokens[i].text),
                replacements[i] == nil
            else { continue }
            if let before = previousSignificant(before: i), tokens[before].text == "." { continue }
            replacements[i] = renamed
        }
    }
}
