#!/usr/bin/env python3
"""Keeps process-wide state visible. OpenUIKit runs many worlds (one per `VirtualDevice`) in one
process, so a stored `static var` of a library module is shared by all of them: each one lives in
its module's one `ProcessWide.swift` (so the shared state is reviewed in one place) and says why
it may be shared, in a comment above it that starts `// Process-wide:`. The reasons are gathered
in Documentation/ProcessWide.md, one table per module.

  python3 Scripts/process-wide.py --write   # regenerate the listing after a change
  python3 Scripts/process-wide.py --check   # CI: fail on a static without a reason, outside
                                            # ProcessWide.swift, or a stale listing

`@TaskLocal` statics are scoped to a task, not shared, and are left out.

State that only one file uses sits in an `enum ProcessWide` nested in its owner's block, and that
file reaches it through `fileprivate` accessors of its own. The storage itself cannot be
`fileprivate` in another file (Swift has no access level between a file and the module), so
--check stands in for it: it fails when any other file of the module names `ProcessWide.<member>`
of that block."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Every library module: a folder of Swift sources named like a module (executables, whose state
# is their own process's, and the C shims are left out).
LIBRARIES = sorted(
    name for name in os.listdir(os.path.join(ROOT, "Sources"))
    if not name.startswith("_")
    and not os.path.exists(os.path.join(ROOT, "Sources", name, "main.swift"))
    and any(f.endswith(".swift") for _, _, fs in os.walk(os.path.join(ROOT, "Sources", name)) for f in fs))
LISTING = os.path.join(ROOT, "Documentation", "ProcessWide.md")
HOME = "ProcessWide.swift"
STORED = re.compile(r"^\s*(?:@\w+\s+)*(?:nonisolated\(unsafe\)\s+)?(?:(?:private|fileprivate|package|public|internal)(?:\(set\))?\s+)*"
                    r"(?:nonisolated\(unsafe\)\s+)?static var (\w+)(.*)$")
TYPE = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|nonisolated)\s+)*"
                  r"(?:class|struct|enum|extension|actor)\s+([\w.]+)")


def is_stored(rest):
    rest = rest.strip()
    # `static var x: T { ... }` is computed; a `= value` initialiser or `{ didSet` is stored.
    if "=" in rest.split("{")[0]:
        return True
    if rest.endswith("{") or "{ get" in rest or re.search(r"\{\s*$", rest):
        return bool(re.search(r"\{\s*(didSet|willSet)", rest))
    return "{" not in rest


NAMESPACE = re.compile(r"^(\s+)enum ProcessWide \{")
NAMED = re.compile(r"\bProcessWide\.(\w+)")


def private_namespaces(lines, module, used_by_of):
    """(used-by file, member) pairs of the `enum ProcessWide` blocks in a ProcessWide.swift."""
    pairs = set()
    for i, line in enumerate(lines):
        n = NAMESPACE.match(line)
        if not n:
            continue
        used = used_by_of(i)
        k = i + 1
        while k < len(lines) and lines[k] != n.group(1) + "}":
            m = STORED.match(lines[k])
            if m:
                pairs.add((used, m.group(1)))
            k += 1
    return pairs


def check_private(module, folder, pairs, missing):
    """Fails on a file naming a member of another file's `ProcessWide` namespace."""
    for root, _, names in os.walk(folder):
        for name in sorted(names):
            path = os.path.join(root, name)
            rel_in = os.path.relpath(path, folder)
            if not name.endswith(".swift") or rel_in == HOME:
                continue
            for i, line in enumerate(open(path, encoding="utf-8").read().split("\n")):
                for member in NAMED.findall(line.split("//")[0]):
                    if (rel_in, member) not in pairs:
                        missing.append(f"{os.path.relpath(path, ROOT)}:{i + 1}: names `ProcessWide.{member}`, "
                                       f"which {HOME} keeps for another file; use that file's accessors")


def scan():
    rows, missing = [], []
    for module in LIBRARIES:
        folder = os.path.join(ROOT, "Sources", module)
        pairs = set()
        for root, _, names in os.walk(folder):
            for name in sorted(names):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(root, name)
                lines = open(path, encoding="utf-8").read().split("\n")
                owner, used_by = "?", name
                for i, line in enumerate(lines):
                    u = re.match(r"^// Used by (\S+)\.$", line)
                    if u:
                        used_by = u.group(1)
                    t = TYPE.match(line)
                    if t and not line.startswith(" "):
                        owner = t.group(1)
                    m = STORED.match(line)
                    if not m or "@TaskLocal" in line:
                        continue
                    rest = m.group(2)
                    k = i + 1
                    while k < len(lines) and k < i + 4 and (
                        rest.strip().endswith(":") or lines[k].strip().startswith(("{", "[", "->"))
                    ):
                        rest += " " + lines[k].strip()
                        k += 1
                    if not is_stored(rest):
                        continue
                    # The comment block above; attributes, doc comments and the other statics of
                    # an adjacent group may sit between (a group shares one reason).
                    j, comment = i - 1, []
                    while j >= 0 and (lines[j].strip().startswith(("//", "@")) or STORED.match(lines[j])):
                        if lines[j].strip().startswith("//"):
                            comment.insert(0, lines[j].strip())
                        j -= 1
                    # The reason: the nearest `// Process-wide:` line and the plain comment lines
                    # that continue it (doc comments say what the state is, not why it is shared).
                    starts = [k for k, c in enumerate(comment) if c.startswith("// Process-wide:")]
                    reason = None
                    if starts:
                        k = starts[-1]
                        parts = [comment[k][len("// Process-wide:"):].strip()]
                        for c in comment[k + 1:]:
                            if c.startswith("///") or not c.startswith("//"):
                                break
                            parts.append(c[2:].strip())
                        reason = " ".join(parts)
                    rel = os.path.relpath(path, ROOT)
                    if os.path.relpath(path, folder) != HOME:
                        missing.append(f"{rel}:{i + 1}: `static var {m.group(1)}` is shared by every world; "
                                       f"move it to Sources/{module}/{HOME} with its reason, or make it per world")
                    elif reason is None:
                        missing.append(f"{rel}:{i + 1}: `static var {m.group(1)}` is shared by every world; "
                                       "say why in a `// Process-wide: ...` comment above it, or make it per world")
                    else:
                        rows.append((module, owner, m.group(1), used_by, reason))
                if name == HOME and root == folder:
                    def used_by_of(i, lines=lines):
                        for j in range(i, -1, -1):
                            u = re.match(r"^// Used by (\S+)\.$", lines[j])
                            if u:
                                return u.group(1)
                        return None
                    pairs = private_namespaces(lines, module, used_by_of)
        check_private(module, folder, pairs, missing)
    return rows, missing


def render(rows):
    out = ["# Process-wide state", "",
           "Every world (one per `VirtualDevice`, or an app's) shares these stored statics; everything else",
           "belongs to a world (its `MainLoop`, its layer and view trees). Generated by",
           "`python3 Scripts/process-wide.py --write` from the `// Process-wide:` comment above each, in",
           "each module's one `ProcessWide.swift`; CI fails on a stored static elsewhere or without a reason.",
           "State that one file alone uses sits in an `enum ProcessWide` inside its owner's block there, and",
           "that file reaches it through `fileprivate` accessors of its own; CI fails on another file",
           "naming it.",
           ""]
    groups = []
    for module, owner, name, file, reason in rows:
        if groups and groups[-1][0] == module and groups[-1][2] == file and groups[-1][3] == reason:
            groups[-1][1].append(f"`{owner}.{name}`")
        else:
            groups.append((module, [f"`{owner}.{name}`"], file, reason))
    for module in LIBRARIES:
        mine = [g for g in groups if g[0] == module]
        if not mine:
            continue
        out += [f"## {module}", "", "| state | used by | why it may be shared |", "|---|---|---|"]
        out += [f"| {', '.join(names)} | {file} | {reason} |" for _, names, file, reason in mine]
        out.append("")
    return "\n".join(out)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "--check"
    rows, missing = scan()
    text = render(rows)
    for line in missing:
        print(line)
    if mode == "--write":
        with open(LISTING, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {os.path.relpath(LISTING, ROOT)}: {len(rows)} process-wide statics")
    if missing:
        sys.exit(1)
    if mode == "--check":
        old = open(LISTING, encoding="utf-8").read() if os.path.exists(LISTING) else ""
        if old != text:
            print("Documentation/ProcessWide.md is stale: run python3 Scripts/process-wide.py --write")
            sys.exit(1)
        print(f"process-wide state: {len(rows)} statics, each with its reason")


if __name__ == "__main__":
    main()
