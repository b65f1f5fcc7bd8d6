#!/usr/bin/env python3
"""Turns every `package` declaration of the given modules into `internal`, then puts `package`
back only where the compiler says another module (or a protocol/override rule) needs it.
Repeats until the build (with tests) is clean; run it from the package root on a clean work tree,
then review and commit the diff. Usage: python3 Scripts/narrow-access.py UIKit QuartzCore CoreGraphics"""
import re, subprocess, sys, os, collections

KEYWORDS = r"(var|func|static|let|init|struct|mutating|private|fileprivate|enum|final|weak|override|class|unowned|typealias|protocol|subscript|convenience|required|lazy|nonisolated|indirect|actor|extension|dynamic)\b"
PACKAGE = re.compile(r"(?<![\w.\"])package (?=" + KEYWORDS + ")")
INTERNAL = re.compile(r"(?<![\w.\"])internal /\*was package\*/ ")

modules = sys.argv[1:]
files = []
for m in modules:
    for root, _, names in os.walk(f"Sources/{m}"):
        files += [os.path.join(root, n) for n in names if n.endswith(".swift")]

KEEP_FILE = ".build/narrow-access-keep.txt"  
keep = set(open(KEEP_FILE).read().split("\n")) if os.path.exists(KEEP_FILE) else set()
def key(f, line):
    return f + "\t" + line.strip().replace("internal /*was package*/ ", "package ")
changed = 0
for f in files:
    text = open(f).read()
    out = []
    for line in text.split("\n"):
        s = line.lstrip()
        if s.startswith("//"):
            out.append(line); continue
        if key(f, line) in keep:
            out.append(line); continue
        new, n = PACKAGE.subn("internal /*was package*/ ", line)
        changed += n
        out.append(new)
    open(f, "w").write("\n".join(out))
print(f"narrowed {changed} declarations", flush=True)

def close_types():
    """A package declaration whose signature names a type needs that type package too."""
    while True:
        texts = {f: open(f).read().split("\n") for f in files}
        used = set()
        for f, src in texts.items():
            for line in src:
                if PACKAGE.search(line) and "/*was package*/" not in line:
                    used |= set(re.findall(r"\b[A-Z]\w*", line))
        changed = 0
        for f, src in texts.items():
            for i, line in enumerate(src):
                m = re.search(r"/\*was package\*/ .*\b(class|struct|enum|protocol|typealias|actor)\s+(\w+)", line)
                if m and m.group(2) in used:
                    src[i] = line.replace("internal /*was package*/ ", "package ")
                    keep.add(key(f, src[i]))
                    with open(KEEP_FILE, "a") as kf: kf.write(key(f, src[i]) + "\n")
                    changed += 1
            if changed: open(f, "w").write("\n".join(src))
        print(f"types closed: {changed}", flush=True)
        if changed == 0: return

loc = re.compile(r"^(/[^:]+\.swift):(\d+):\d+: (error|note): (.*)$")
for round_ in range(40):
    close_types()
    r = subprocess.run(["swift", "build", "--build-tests", "-Xswiftc", "-diagnostic-style", "-Xswiftc", "llvm"], capture_output=True, text=True)
    log = r.stdout + r.stderr
    restore = collections.defaultdict(set)
    errors = 0
    for line in log.split("\n"):
        m = loc.match(line)
        if not m: continue
        path, ln, kind, msg = m.group(1), int(m.group(2)), m.group(3), m.group(4)
        if kind == "error": errors += 1
        rel = os.path.relpath(path)
        if rel in files:
            restore[rel].add(ln)
    # Errors with no note naming the declaration ("cannot find 'X' in scope", "has no member 'X'"):
    # restore every marked declaration of that name.
    names = set(re.findall(r"error: cannot find (?:type )?'(\w+)' in scope", log))
    names |= set(re.findall(r"error: value of type '[^']+' has no member '(\w+)'", log))
    names |= set(re.findall(r"error: type '[^']+' has no member '(\w+)'", log))
    names |= set(re.findall(r"its type '(\w+)' uses an internal type", log))
    names |= set(re.findall(r"uses an internal type '(\w+)'", log))
    for f in files:
        src = open(f).read().split("\n")
        for i, line in enumerate(src):
            if "/*was package*/" not in line: continue
            for n in names:
                if re.search(r"\b(class|struct|enum|protocol|typealias|func|var|let|case|actor)\s+" + n + r"\b", line):
                    restore[f].add(i + 1)
    fixed = 0
    for f, lines in restore.items():
        src = open(f).read().split("\n")
        for ln in lines:
            i = ln - 1
            # the declaration may start a few lines above an attribute-laden note location
            for j in (i, i - 1, i + 1):
                if 0 <= j < len(src) and "/*was package*/" in src[j]:
                    keep.add(key(f, src[j]))
                    with open(KEEP_FILE, "a") as kf: kf.write(key(f, src[j]) + "\n")
                    src[j] = src[j].replace("internal /*was package*/ ", "package ")
                    fixed += 1
                    break
        open(f, "w").write("\n".join(src))
    print(f"round {round_}: {errors} errors, restored {fixed}", flush=True)
    if r.returncode == 0 and errors == 0:
        break
    if fixed == 0:
        print(log[-6000:]); sys.exit(1)

left = 0
for f in files:
    text = open(f).read()
    left += text.count("internal /*was package*/ ")
    text = text.replace("internal /*was package*/ ", "")
    open(f, "w").write(text)
print(f"now internal: {left}")
