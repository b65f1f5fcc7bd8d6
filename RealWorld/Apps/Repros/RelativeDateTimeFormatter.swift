// error: cannot find 'RelativeDateTimeFormatter' in scope (stocks). Foundation on Linux (the
// Swift 6.3 toolchain's) has no RelativeDateTimeFormatter; it is not UIKit's to supply.
import Foundation

let formatter = RelativeDateTimeFormatter()
let text = formatter.localizedString(for: Date(timeIntervalSinceNow: -90), relativeTo: Date())
