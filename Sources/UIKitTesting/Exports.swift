// The host (VirtualDevice, touches, capture) lives in UIKitHost so apps and live hosts can use
// it without linking Swift Testing; `import UIKitTesting` keeps bringing it (and UIKit) along.
@_exported import UIKitHost
