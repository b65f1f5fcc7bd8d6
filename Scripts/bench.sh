#!/usr/bin/env bash
# The solver benchmark: our Cassowary solver against kiwi's C++ (its headers are downloaded and
# the C++ side built by Scripts/bench-kiwi.sh, which `uikit-bench solver` runs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/bench-kiwi.sh --build >/dev/null || echo "kiwi could not be built; measuring ours only"
swift run -c release uikit-bench solver
