// error: value of type 'UIApplication' has no member 'open' (stocks). Opening a URL in another
// app has no counterpart here; UIKit's call could log and answer false through its completion.
import UIKit

func openWebsite() {
    UIApplication.shared.open(URL(string: "https://example.com")!, options: [:], completionHandler: nil)
}
