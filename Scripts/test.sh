#!/usr/bin/env bash
# The tests: installs what is missing, builds with warnings as errors, runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build
