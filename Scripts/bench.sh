#!/usr/bin/env bash
# The solver benchmark: our Cassowary solver against kiwisolver (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! python3 -c 'import kiwisolver' 2>/dev/null; then
    # Without it the benchmark still runs and prints our figures alone.
    python3 -m pip install --quiet kiwisolver || echo "kiwisolver could not be installed; measuring ours only"
fi
swift run -c release uikit-bench solver
