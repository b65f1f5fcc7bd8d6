@_exported import UIKit
