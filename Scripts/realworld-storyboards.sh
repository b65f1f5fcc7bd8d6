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
out=$(python3 -c 'import sys; sys.path.insert(0, "Scripts/realworld"); import storyboards; print(storyboards.OUT)')
# uikit-port comes from the OpenUIKit being measured, built once beside the consumer package
# (generating the stubs needs it, and the consumer package cannot load before they exist).
if [ -z "${UIKIT_PORT:-}" ]; then
    (swift build --package-path "$OPENUIKIT" --scratch-path "$out/.build-port" --product uikit-port)
    export UIKIT_PORT="$out/.build-port/debug/uikit-port"
fi
python3 Scripts/realworld/storyboards.py generate
python3 Scripts/realworld/storyboards.py run
