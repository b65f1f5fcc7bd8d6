extension UIView {
    /// The nib's one top-level object when it is a view of the kind wanted, for a table or
    /// collection view making a registered reusable view; otherwise UIKit's complaint goes to
    /// the console and nil comes back, so the caller uses a plain one.
    func onlyTopLevelView<View: UIView>(in nib: UINib, identifier: String) -> View? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let view = objects.first as? View else {
            Diagnostics.log(
                in: loop,
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(View.self) instance"
            )
            return nil
        }
        return view
    }
}
