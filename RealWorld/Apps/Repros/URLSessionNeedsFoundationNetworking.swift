// error: type 'URLSession' (aka 'AnyObject') has no member 'shared' (stocks, covid19,
// upcoming-tv). On Linux URL loading is in FoundationNetworking, which `import UIKit` does not
// bring. Fixed in the packager: `uikit-port --package` adds the import to files that use it.
import UIKit

func load(_ url: URL) {
    URLSession.shared.dataTask(with: url) { _, _, _ in }.resume()
}
