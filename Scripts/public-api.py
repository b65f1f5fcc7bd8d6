#!/usr/bin/env python3
"""The public API, as clients of the package see it.

Reads the symbol graphs `swift package dump-symbol-graph` writes and
  --write DIR   writes one listing per library module (DIR/<Module>.txt, one declaration a line,
                sorted) so that a change to the public surface shows up in review and in CI;
  --check DIR   fails when the listings differ from the graphs (CI runs this);
  --hidden      lists declarations the sources mark public or open that clients cannot see
                (public members of package types or of extensions of package protocols).
"""
import json, pathlib, re, sys, difflib

MODULES = ["CoreGraphics", "QuartzCore", "UIKit", "UIKitHost", "UIKitTesting", "os", "WebKit", "MessageUI", "SafariServices", "MapKit", "CoreData", "Combine", "AVFoundation", "SwiftUI", "CoreImage", "MobileCoreServices"]
ROOT = pathlib.Path(__file__).resolve().parent.parent
GRAPHS = ROOT / ".build" / "x86_64-unknown-linux-gnu" / "symbolgraph"


def graphs(module):
    for path in sorted(GRAPHS.glob(f"{module}.symbols.json")) + sorted(GRAPHS.glob(f"{module}@*.symbols.json")):
        yield json.loads(path.read_text())


def listing(module):
    lines = set()
    for graph in graphs(module):
        for symbol in graph["symbols"]:
            path = ".".join(symbol["pathComponents"])
            declaration = "".join(f["spelling"] for f in symbol["declarationFragments"])
            declaration = re.sub(r"\s+", " ", declaration)
            lines.add(f"{path}: {declaration}")
    return sorted(lines)


def visible_locations():
    seen = set()
    for module in MODULES:
        for graph in graphs(module):
            for symbol in graph["symbols"]:
                location = symbol.get("location")
                if location:
                    seen.add((location["uri"].removeprefix("file://"), location["position"]["line"] + 1))
    return seen


DECLARATION = re.compile(
    r"^\s*(?:@[\w()., ]+\s+)*(?:nonisolated\s+|override\s+|final\s+|static\s+|class\s+|required\s+|convenience\s+|mutating\s+)*"
    r"(?:public|open)(?:\(set\))?\s+(?:[\w()]+\s+)*(?:func|var|let|init|class|struct|enum|protocol|typealias|subscript|case|actor)\b")


def hidden():
    seen = visible_locations()
    found = []
    for module in MODULES:
        for path in sorted((ROOT / "Sources" / module).rglob("*.swift")):
            # Test hooks behind @_spi are meant to be out of the public listing.
            if re.search(r"^@_spi\(", path.read_text(), re.M):
                continue
            lines = path.read_text().splitlines()
            for number, text in enumerate(lines, 1):
                # Unavailable declarations exist to give a better compile error; graphs omit them.
                # Look back through the attribute lines above the declaration.
                above = []
                k = number - 2
                while (k >= 0 and number - 2 - k < 6 and not DECLARATION.match(lines[k])
                       and not lines[k].strip().startswith(("///", "//")) and lines[k].strip() not in ("", "}")):
                    above.append(lines[k])
                    k -= 1
                if "unavailable" in " ".join(above):
                    continue
                # Symbol graphs omit underscored names and what extends them (as Foundation's own
                # `_KeyValueCodingAndObserving`); clients still use them.
                if re.search(r"\b(?:protocol|class|struct|enum|typealias)\s+_", text):
                    continue
                # Literal protocols' initializers (`init(_colorLiteralRed:...)`) are omitted too.
                if re.search(r"\binit\(_[a-z]", text):
                    continue
                top = next((l for l in reversed(lines[: number - 1]) if re.match(r"^(extension|public|open|@)", l)), "")
                if top.startswith("extension _") or re.search(r"\b(?:protocol|class|struct|enum)\s+_", top):
                    continue
                if DECLARATION.match(text) and (str(path), number) not in seen:
                    found.append(f"{path.relative_to(ROOT)}:{number}: {text.strip()}")
    return found


def main():
    args = sys.argv[1:]
    if args[:1] == ["--hidden"]:
        found = hidden()
        print("\n".join(found))
        print(f"{len(found)} public or open declarations clients cannot see", file=sys.stderr)
        return 1 if found else 0
    if len(args) != 2 or args[0] not in ("--write", "--check"):
        print(__doc__)
        return 2
    directory = ROOT / args[1]
    failed = False
    for module in MODULES:
        text = "\n".join(listing(module)) + "\n"
        target = directory / f"{module}.txt"
        if args[0] == "--write":
            directory.mkdir(parents=True, exist_ok=True)
            target.write_text(text)
        elif not target.exists() or target.read_text() != text:
            failed = True
            old = target.read_text().splitlines() if target.exists() else []
            diff = difflib.unified_diff(old, text.splitlines(), str(target), "now", lineterm="", n=0)
            print("\n".join(list(diff)[:200]))
    if failed:
        print("The public API changed: review the diff, then run `bash Scripts/public-api.sh --write`.")
    return 1 if failed else 0


sys.exit(main())
