// error: value of type 'UserDefaults' has no member 'value' (save-the-dot). Key-value coding's
// `value(forKey:)` comes from the Objective-C runtime; Linux Foundation has none. For
// UserDefaults a porter rewrite to `object(forKey:)` keeps the meaning.
import Foundation

let best = UserDefaults.standard.value(forKey: "bestTime") as? String
