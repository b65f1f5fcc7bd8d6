// Cause: missing API found behind the first blockers (after hand-fixing those in a throwaway copy),
// so these stop libraries once the first layer is fixed.
// FloatingPanel: UIView.cornerConfiguration / UICornerConfiguration (iOS 26), UIView
// .effectiveRadius, UITableView.isEditing, UICollectionViewController, OSLogType.fault,
// os_unfair_lock, NSException.
// SKPhotoBrowser: UILabel.shadowColor/.shadowOffset, UIView.accessibilityIgnoresInvertColors,
// UIView.beginAnimations/setAnimationDuration/setAnimationCurve/commitAnimations, CGImage
// .colorSpace/.bitmapInfo, UIButton.setBackgroundImage(_:for:)/.imageEdgeInsets,
// UIActivityViewController, UIActivityItemProvider.
// Expected: each line compiles (the iOS 26 corner API may stay unimplemented, reported through
// `unimplemented`).
import UIKit

func nextLayer(label: UILabel, view: UIView, table: UITableView, button: UIButton, image: CGImage) {
    label.shadowColor = .black
    label.shadowOffset = CGSize(width: 0, height: 1)
    view.accessibilityIgnoresInvertColors = true
    table.isEditing = false
    button.setBackgroundImage(nil, for: .normal)
    button.imageEdgeInsets = .zero
    _ = image.colorSpace
    _ = image.bitmapInfo
    UIView.beginAnimations(nil, context: nil)
    UIView.setAnimationDuration(0.2)
    UIView.setAnimationCurve(.easeIn)
    view.center = CGPoint(x: 100, y: 100)
    UIView.commitAnimations()
    _ = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
    _ = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
}
