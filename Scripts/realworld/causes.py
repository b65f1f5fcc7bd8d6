#!/usr/bin/env python3
"""Groups the harness's errors into causes and counts the documents each one touches.

    causes.py [results.json]

A cause is an error message with its names, numbers and ids blanked out; the output lists the
causes by how many documents they touch, each with one message as it was printed.
"""

import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


# Known causes (see Documentation/RealWorld.md and RealWorld/Storyboards/Repros): the first whose
# pattern matches names an error; the rest are grouped by their text with names blanked.
KNOWN = [
    (r"Could not cast value of type '@Swift.MainActor", "Swift 5 target: connection table closures not @Sendable (SendableTableInSwift5)"),
    (r"generic parameter 'Sender' could not be inferred|has no member '\w+(With|From|For|To|At|In|On|By|Of)[A-Z]",
     "selector with Swift's first argument label (ActionSelectorWithLabel)"),
    (r"cannot be overridden from extension", "data-source overrides in an extension (DataSourceOverridesInExtension)"),
    (r"root element is <archive>", "IB3 archive nib in the target (ArchiveFormatXib)"),
    (r"unknown system color", "named system colour (SystemColorGroupTableViewBackground)"),
    (r"the segue's trigger .* is not an object of this scene", "segue from a static table cell (StaticCellSegue)"),
    (r"for outlet '(segmentedControl|modeControl)'|titleView",
     "navigation item's titleView not an object (NavigationItemTitleView)"),
    (r"dangling connection: no object with id .* for a constraint", "layout guide constraint (TopLayoutGuideConstraint)"),
    (r"unknown element <(collectionViewController|collectionReusableView|activityIndicatorView|pickerView|"
     r"searchBar|progressView|datePicker)>", "control or controller not built yet (MissingElements)"),
    (r"Unknown class \w+ in Interface Builder file", "unknown custom class fails the scene (UnknownClassFallsBack)"),
    (r"user defined inspected property on \(UI\w+\)", "runtime attribute on a UIKit object (RuntimeAttributeOnUIKitObject)"),
    (r"dangling connection: no object with id .* for outlet", "outlet into static table content (StaticCellSegue)"),
    (r"not key value coding-compliant|unrecognized selector sent to instance",
     "class not connected: no customModule, or customModuleProvider=target naming another module "
     "(NoModuleCustomClass, ModuleProviderTarget)"),
    (r"unknown segue class", "segue class of a module not in the app"),
    (r"<mapView> is not available here", "MapKit's map view: a plain UIView stands in (MapKit is not here)"),
    (r"\(drag and drop\) is not implemented", "drag and drop outlets of table and collection views (not implemented)"),
    (r"no object with id .* in this scene for action", "action to an object of another scene (Xcode keeps it, ibtool drops it)"),
    (r"still on screen after the unwind segue", "unwind segue did not take its source off screen"),
    (r"Unable to simultaneously satisfy constraints", "unsatisfiable constraints logged"),
    (r"nothing instantiated|instantiated \w+, expected|no root$|no \w+ on screen to perform|not on screen after|"
     r"has no segue with identifier|Could not instantiate the destination", None),
]


def known(message):
    for pattern, label in KNOWN:
        if re.search(pattern, message):
            return label or "(follows from an earlier error)"
    return None


def normalise(message):
    label = known(message)
    if label:
        return label
    text = re.sub(r"^(initial|id:[^:]+|segue [^:]+|open): ", "", message)
    text = re.sub(r"^(build: )?[^ :]+\.(storyboard|xib|swift):\d+: ", r"\1", text)
    text = re.sub(r"^build: [^:]+:\d+: ", "build: ", text)
    text = re.sub(r"'[^']*'", "'…'", text)
    text = re.sub(r'"[^"]*"', '"…"', text)
    text = re.sub(r"<[^>]*>", "<…>", text)
    text = re.sub(r"\b[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}\b", "ID", text)
    text = re.sub(r"\b0x[0-9a-f]+\b", "0x…", text)
    text = re.sub(r"\b\d+(\.\d+)?\b", "N", text)
    text = re.sub(r"\b[A-Z][A-Za-z0-9_]*(ViewController|Controller|Cell|View|Segue)\b", "Class", text)
    text = re.sub(r"(instantiated|expected|no) [A-Z][A-Za-z0-9_]+", r"\1 Class", text)
    text = re.sub(r"(class|named|identifier) [A-Za-z0-9_]+", r"\1 X", text)
    return text.strip()


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
        ".build-realworld", "storyboards", "results.json")
    results = json.load(open(path))
    documents = collections.defaultdict(set)
    example = {}
    occurrences = collections.Counter()
    first_of = collections.Counter()
    fixes = {"overrides": "data-source overrides in an extension (DataSourceOverridesInExtension): fixed by hand",
             "sendable": "Swift 5 target: connection table closures not @Sendable (SendableTableInSwift5): "
                         "worked around",
             "selectors": "selector with Swift's first argument label (ActionSelectorWithLabel): methods renamed"}
    for row in results:
        for fix in row.get("hand_fixed") or []:
            documents[fixes[fix]].add(row["file"])
            example.setdefault(fixes[fix], f"{row['file']}: needed the user's fix '{fix}'")
            occurrences[fixes[fix]] += 1
        for index, message in enumerate(row["errors"]):
            cause = normalise(message)
            documents[cause].add(row["file"])
            example.setdefault(cause, f"{row['file']}: {message}")
            occurrences[cause] += 1
            if index == 0:
                first_of[cause] += 1
        # Lines iOS logs or raises too with the same document (asios.py), apart from the failures.
        for shared in row.get("as_on_ios") or []:
            cause = "as on iOS: " + shared["reason"]
            documents[cause].add(row["file"])
            example.setdefault(cause, f"{row['file']}: {shared['message']}")
            occurrences[cause] += 1
    ranked = sorted(documents, key=lambda c: (-len(documents[c]), -occurrences[c]))
    print("documents\tfirst error of\toccurrences\tcause\texample")
    for cause in ranked:
        text = example[cause].splitlines()[0][:300]
        print(f"{len(documents[cause])}\t{first_of[cause]}\t{occurrences[cause]}\t{cause.splitlines()[0]}\t{text}")


if __name__ == "__main__":
    main()
