// error: instance member 'classForCoder' cannot be used on type 'UITableViewCell'
// (custom-transitions). On Apple platforms `classForCoder` is also a class method through the
// Objective-C runtime; Swift on Linux has only the instance property. A porter rewrite
// `X.classForCoder()` -> `X.self` would fix it (the only error in that app).
import UIKit

let table = UITableView()
table.register(UITableViewCell.classForCoder(), forCellReuseIdentifier: "cell")
