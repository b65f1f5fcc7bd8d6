import UIKit

/// A "Saved" badge (Swift 5 language mode, importing UIKit alone): it debounces saves with a
/// work item and hides again after a delay.
public final class SaveIndicator: UIView {
    public private(set) var saves = 0
    private var pendingSave: DispatchWorkItem?

    /// Saves half a second after the last edit; an edit before then starts the wait again.
    public func edited() {
        pendingSave?.cancel()
        let save = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.save() }
        }
        pendingSave = save
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: save)
    }

    private func save() {
        saves += 1
        isHidden = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            self.isHidden = true
        }
    }
}
