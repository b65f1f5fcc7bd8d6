extension SourceRewriter {
    /// Base names of the optional requirements of UIKit's own delegate and data source
    /// protocols, which are plain requirements with default implementations in OpenUIKit, so a
    /// library forwarding to one (`delegate?.tabBarController?(self, shouldSelect: vc)`) calls it
    /// directly. Only `.name?(` and `.name!(` are rewritten, which a property of that name never is.
    static let uikitOptionalRequirementNames: Set<String> = [
        // UITabBarControllerDelegate, UINavigationControllerDelegate
        "tabBarController", "tabBarControllerSupportedInterfaceOrientations",
        "tabBarControllerPreferredInterfaceOrientationForPresentation", "navigationController",
        "navigationControllerSupportedInterfaceOrientations",
        "navigationControllerPreferredInterfaceOrientationForPresentation",
        // UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning
        "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController", "interruptibleAnimator", "animationEnded",
        // UIAdaptivePresentationControllerDelegate, UIPopoverPresentationControllerDelegate
        "adaptivePresentationStyle", "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
        "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
        "prepareForPopoverPresentation", "popoverPresentationControllerShouldDismissPopover",
        "popoverPresentationControllerDidDismissPopover", "popoverPresentationController",
        // UIScrollViewDelegate
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
        "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
        "scrollViewDidEndScrollingAnimation", "viewForZooming", "scrollViewWillBeginZooming", "scrollViewDidZoom",
        "scrollViewDidEndZooming", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
        "scrollViewDidChangeAdjustedContentInset",
        // UIGestureRecognizerDelegate
        "gestureRecognizerShouldBegin", "gestureRecognizer",
        // Table, collection, page and split view delegates and data sources
        "tableView", "collectionView", "numberOfSections", "sectionIndexTitles", "indexTitles",
        "pageViewController", "presentationCount", "presentationIndex", "splitViewController",
        // UITextFieldDelegate, UITextViewDelegate
        "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing",
        "textFieldDidEndEditing", "textField", "textFieldShouldClear", "textFieldShouldReturn",
        "textFieldDidChangeSelection", "textViewShouldBeginEditing", "textViewDidBeginEditing",
        "textViewShouldEndEditing", "textViewDidEndEditing", "textView", "textViewDidChange",
        "textViewDidChangeSelection",
    ]
}
