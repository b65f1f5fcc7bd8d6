// error: no such module 'CoreData' (compositional-playground, clean-store),
// 'WebKit' (covid19), 'MessageUI' (round-and-split).
// OpenUIKit is UIKit alone: an app that imports another Apple framework stops at the import, and
// the compiler reports nothing else in the target.
import CoreData
import UIKit

final class Store {
    let container = NSPersistentContainer(name: "Model")
}
