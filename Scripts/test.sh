#!/usr/bin/env bash
# The tests: installs what is missing, checks formatting, builds with warnings as errors, runs
# every test, a bounded fuzzing campaign and the public API check, then builds and tests the
# consumer packages in Examples/ the way a user's own package uses OpenUIKit (one in Swift 5
# mode, one in Swift 6 mode).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh
echo "== swift format lint --strict =="
swift format lint --strict --recursive --parallel Sources Tests Examples
swift build --build-tests -Xswiftc -warnings-as-errors
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift test --skip-build 2>&1 | tee "$log"
# XCTest also prints its own (empty) summary; count the Swift Testing run, plainly.
count=$(grep -oE 'Test run with [0-9]+ tests' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)

echo "== Fuzzing: 2,000 fixed sequences (bash Scripts/fuzz.sh runs long campaigns) =="
# Fails the run (exit 1) when any sequence breaks an invariant; prints the shrunk sequence.
"$(swift build --show-bin-path)/uikit-fuzz" --sequences 2000 --length 20 --seed 1 | sed 's/^\([0-9]* passed, [0-9]* failed\)$/fuzz sequences: \1/'

echo "== Public API listing (Documentation/API) =="
bash Scripts/public-api.sh --check

# Every `package` declaration is named by another target, and every static shared by all worlds
# says why (Documentation/PackageAccess.md, Documentation/ProcessWide.md).
echo "== Module hygiene =="
python3 Scripts/package-access.py --check
python3 Scripts/process-wide.py --check

echo "== Ported presentation libraries match their iOS originals (uikit-port) =="
for original in Examples/PresentationLibraries/Original/*/ Examples/HeldOutStandIn/Original/*/; do
  ported=$(mktemp -d)
  "$(swift build --show-bin-path)/uikit-port" "$original" --output "$ported" > /dev/null
  diff -r "$ported" "$(dirname "$(dirname "$original")")/Sources/$(basename "$original")"
  rm -rf "$ported"
done

# The DocC catalogs, warnings as errors, and that every article's code is a test.
echo "== Documentation (Scripts/docs.sh) =="
bash Scripts/docs.sh

for example in Examples/*/; do
  echo "== Consumer package ${example} =="
  (cd "$example" && swift build --build-tests && swift test --skip-build) 2>&1 | tee "$log"
  xctests=$(grep -oE 'Executed [0-9]+ tests?, with 0 failures' "$log" | tail -1 | grep -oE '[0-9]+' | head -1 || true)
  swifttests=$(grep -oE 'Test run with [0-9]+ tests' "$log" | tail -1 | grep -oE '[0-9]+' || true)
  count=$((count + ${xctests:-0} + ${swifttests:-0}))
done
echo "tests: ${count} passed, 0 failed"
