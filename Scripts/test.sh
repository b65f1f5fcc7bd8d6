#!/usr/bin/env bash
# The tests: installs what is missing, builds with warnings as errors, runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh
swift build --build-tests -Xswiftc -warnings-as-errors
log=$(mktemp)
swift test --skip-build 2>&1 | tee "$log"
# XCTest also prints its own (empty) summary; close with the Swift Testing count, plainly.
count=$(grep -oE 'Test run with [0-9]+ tests' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
rm -f "$log"
echo "tests: ${count} passed, 0 failed"
