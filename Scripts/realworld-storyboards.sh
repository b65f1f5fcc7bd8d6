#!/usr/bin/env bash
# Loads the storyboards and xibs listed in RealWorld/storyboards.tsv as their apps would, on
# OpenUIKit, and prints one row per document (see Documentation/RealWorld.md).
#
#   bash Scripts/realworld-storyboards.sh            # measure this worktree
#   OPENUIKIT=/path/to/other/checkout bash Scripts/realworld-storyboards.sh
#
# The documents come from repository mirrors under $MIRRORS (default /work/.mirror), read at the
# commit the list names; the script needs no network, and says which repository to fetch when a
# mirror is missing. It writes a Swift 5 package under .build-realworld/ (regenerated in place,
# so a re-run rebuilds only what changed), then the table to <package>/results.md.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export OPENUIKIT="${OPENUIKIT:-$root}"
python3 Scripts/realworld/storyboards.py generate
out=$(python3 -c 'import sys; sys.path.insert(0, "Scripts/realworld"); import storyboards; print(storyboards.OUT)')
# uikit-port comes from the OpenUIKit being measured, built once in the consumer package.
if [ -z "${UIKIT_PORT:-}" ] && [ ! -x "$out/.build/debug/uikit-port" ]; then
    (cd "$out" && swift build --product uikit-port)
fi
python3 Scripts/realworld/storyboards.py run
