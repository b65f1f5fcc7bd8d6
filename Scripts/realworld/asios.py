"""The harness's lines that are what iOS does with the same document: not OpenUIKit's failures.

Each entry names the documents it applies to, the lines it covers and why iOS does the same,
with the statement of Documentation/Behaviour.md or the documentation that says so (see
Documentation/RealWorld.md). A run keeps these lines out of `errors`, in `as_on_ios`, and counts
in `as_on_ios_counts` the scenes, segues and visits that fail only with such lines.
"""

import re

AS_ON_IOS = [
    # IQKeyboardManager's Settings, General and TestCases name classes of `DemoSwift`, a module no
    # build of the repository has (its app target is IQKeyboardManagerSwiftExampleSwift); the
    # UnknownClassFallsBack repro names a class no module has, on purpose.
    (r"IQKeyboardManager |Repros UnknownClassFallsBack", r"Unknown class \w+ in Interface Builder file\.",
     "UIKit logs this line for a class no module has and makes the element's own class"),
    (r"IQKeyboardManager ", r"setValue:forUndefinedKey:\]: this class is not key value coding-compliant",
     "the stand-in class lacks the outlet: UIKit raises NSUnknownKeyException with this text"),
    (r"IQKeyboardManager ", r"unrecognized selector sent to instance",
     "the stand-in class lacks the action: UIKit raises with this text when the action is sent "
     "(OpenUIKit says so at load; Deviations.md)"),
    # Presentr's DynamicViewController is laid out for a 230-point view (15 + 200 + 15) and shown
    # full width: its required constraints conflict.
    (r"IcaliaLabs/Presentr ", r"Unable to simultaneously satisfy constraints",
     "UIKit logs unsatisfiable required constraints and breaks one (Auto Layout Guide, "
     "'Unsatisfiable Layouts')"),
    # RESideMenu's `Second` is a push segue whose source is the navigation controller itself.
    (r"romaonthego/RESideMenu ", r"Push segues can only be used when the source controller is managed by",
     "a navigation controller's own navigationController is its navigation ancestor, none here: "
     "UIKit's push segue raises with this text"),
    (r"romaonthego/RESideMenu ", r"segue Second: DEMOSecondViewController not on screen after a push segue",
     "follows from the refused push"),
    # SwiftGen's fixtures: plain UITableViewControllers with dynamic prototypes and no code.
    (r"SwiftGen/SwiftGen ", r"cannot find #proto:\w+ in UITableViewController to trigger its segue",
     "a plain UITableViewController answers no rows for a dynamic table: there is no cell to select "
     "on iOS either"),
    # SWRevealViewController's RearViewController.xib: Xcode 4's archive format, built for iOS 6.
    (r"John-Lluch/SWRevealViewController .*RearViewController\.xib", r"the root element is <archive>",
     "ibtool refuses to compile documents built for earlier than iOS 7 (Xcode 9 and later: "
     "'Compiling IB documents for earlier than iOS 7 is no longer supported'); the app does not build"),
]

LABEL = re.compile(r"^(initial|id:[^:]+|segue [^:]+|visit [^:]+|open)( tabs| iPad)?: ")


def reason(file, message):
    """Why iOS does the same, or None."""
    for document, pattern, why in AS_ON_IOS:
        if re.search(document, file + " ") and re.search(pattern, message):
            return why
    return None


def apply(row):
    """Moves the row's lines that iOS shares into `as_on_ios` and counts what fails only so."""
    kept, shared = [], []
    for message in row.get("errors", []):
        why = reason(row["file"], message)
        if why:
            shared.append({"message": message, "reason": why})
        else:
            kept.append(message)
    if not shared:
        return row
    counts = {"scenes": 0, "segues": 0, "visits": 0}
    labels = {}
    for message in row["errors"]:
        match = LABEL.match(message)
        if match and not match.group(2):
            labels.setdefault(match.group(1), []).append(reason(row["file"], message) is not None)
    for label, flags in labels.items():
        if all(flags):
            kind = "segues" if label.startswith("segue ") else "visits" if label.startswith("visit ") else (
                None if label == "open" else "scenes")
            if kind:
                counts[kind] += 1
    row["errors"] = kept
    row["as_on_ios"] = shared
    row["as_on_ios_counts"] = counts
    return row
