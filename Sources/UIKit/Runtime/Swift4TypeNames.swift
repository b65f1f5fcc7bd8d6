// The top-level names UIKit's nested types had before Swift 4.2, which libraries written then
// still use (`UINavigationControllerOperation`). Apple's SDK now refuses them with a rename
// hint; here they compile as aliases so such code ports unchanged (Documentation/Deviations.md).

/// `UINavigationController.Operation` under its Swift 4.1 name.
public typealias UINavigationControllerOperation = UINavigationController.Operation
/// `UIView.AnimationOptions` under its Swift 4.1 name.
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// `UIView.AnimationCurve` under its Swift 4.1 name.
public typealias UIViewAnimationCurve = UIView.AnimationCurve
/// `UIView.ContentMode` under its Swift 4.1 name.
public typealias UIViewContentMode = UIView.ContentMode
/// `UIView.AutoresizingMask` under its Swift 4.1 name.
public typealias UIViewAutoresizing = UIView.AutoresizingMask
/// `UIGestureRecognizer.State` under its Swift 4.1 name.
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
/// `UIControl.State` under its Swift 4.1 name.
public typealias UIControlState = UIControl.State
/// `UIControl.Event` under its Swift 4.1 name.
public typealias UIControlEvents = UIControl.Event
/// `UITableViewCell.CellStyle` under its Swift 4.1 name.
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
/// `NSLayoutConstraint.Attribute` under its Swift 4.1 name.
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// `NSLayoutConstraint.Relation` under its Swift 4.1 name.
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
