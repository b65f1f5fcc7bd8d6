import ObjectiveC
// Cause: imports of Apple-only modules or submodules that mean nothing on Linux.
// Stops: SKPhotoBrowser (`import UIKit.UIImage`), FloatingPanel (`import os.log`, then `os_log`
// calls and `OSLog` values), Toast-Swift (`import ObjectiveC`, for associated objects, which
// OpenUIKit's UIKit already offers).
// Errors: no such module 'UIKit.UIImage'; no such module 'os.log'; no such module 'ObjectiveC'.
// Expected: uikit-port turns `import UIKit.X` into `import UIKit` and drops `import ObjectiveC`;
// `import os.log` with `os_log(_:log:type:_:)`, `OSLog(subsystem:category:)`, `OSLog.disabled`
// and `OSLogType.debug/.info/.error/.fault` compiles against an `os` module.
import UIKit.UIImage
import os.log

let panelLog = OSLog(subsystem: "com.example.panel", category: "panel")

func report(_ state: String) {
    os_log("%{public}@", log: panelLog, type: .debug, state)
    os_log("%{public}@", log: .disabled, type: .fault, state)
}
