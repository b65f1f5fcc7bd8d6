extension UIViewController {
    /// The presented controller that hears size changes (presentation arrives with issue 5).
    package var presentedForSizeForwarding: UIViewController? { nil }
}
