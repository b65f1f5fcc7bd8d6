#!/usr/bin/env bash
# The documentation: builds every module's DocC catalog (Sources/<Module>/<Module>.docc) with the
# toolchain's docc, warnings as errors, into .build/docs/ (static hosting, no network), after
# checking that each article's Swift code is compiled and run by a test.
#   bash Scripts/docs.sh
#   python3 -m http.server --directory .build/docs 8000   then open http://localhost:8000/
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(CoreGraphics QuartzCore UIKit UIKitHost UIKitTesting)

echo "== Article code is tested (Tests/UIKitTests/Documentation) =="
python3 - <<'PY'
import pathlib, re, sys
tests = "\n".join(p.read_text() for p in pathlib.Path("Tests/UIKitTests/Documentation").glob("*.swift"))
missing = 0
for article in sorted(pathlib.Path("Sources").glob("*/*.docc/*.md")):
    for block in re.findall(r"```swift\n(.*?)```", article.read_text(), re.S):
        if block not in tests:
            missing += 1
            print(f"{article}: a swift block is not verbatim in a documentation test:\n{block[:300]}")
sys.exit(1 if missing else 0)
PY

echo "== Symbol graphs =="
# Same flags as the test build, so the graphs come from the build already made.
swift package -Xswiftc -warnings-as-errors dump-symbol-graph --minimum-access-level public > /dev/null
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"

docc="$(command -v docc || xcrun --find docc)"
out=.build/docs
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
rm -rf "$out"
mkdir -p "$out"
for module in "${modules[@]}"; do
  echo "== docc convert ${module} =="
  mkdir -p "$scratch/$module"
  cp "$graphs/$module.symbols.json" "$scratch/$module/"
  cp "$graphs/$module"@*.symbols.json "$scratch/$module/" 2>/dev/null || true
  "$docc" convert "Sources/$module/$module.docc" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.openuikit.$module" \
    --additional-symbol-graph-dir "$scratch/$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --output-path "$out/$module" --warnings-as-errors
done

{
  echo '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OpenUIKit documentation</title></head>'
  echo '<body style="font-family:system-ui,sans-serif;margin:40px"><h1>OpenUIKit documentation</h1><ul>'
  for module in "${modules[@]}"; do
    lower="$(echo "$module" | tr '[:upper:]' '[:lower:]')"
    echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
  done
  echo '</ul><p>Start with UIKit: Getting started.</p></body></html>'
} > "$out/index.html"
echo "docs: ${#modules[@]} catalogs in $out (serve it: python3 -m http.server --directory $out 8000)"
