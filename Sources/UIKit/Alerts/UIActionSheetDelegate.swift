// `UIActionSheet` was deprecated in iOS 8.3 for `UIAlertController` and is not built here; apps
// written before then still declare that their controllers adopt its delegate protocol, often
// after moving to alert controllers. The protocol exists so that declaration compiles; its
// optional methods, which take the sheet, are not declared.

/// The delegate of the deprecated `UIActionSheet`; present a `UIAlertController` instead.
@preconcurrency @MainActor
public protocol UIActionSheetDelegate: AnyObject {}
