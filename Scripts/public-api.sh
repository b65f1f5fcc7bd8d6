#!/usr/bin/env bash
# The public API listing (Documentation/API/<Module>.txt), as clients of the package see it.
#   bash Scripts/public-api.sh --check   fails when the public surface changed without the listing
#   bash Scripts/public-api.sh --write   rewrites the listing after an intended change
#   bash Scripts/public-api.sh --hidden  lists declarations marked public that clients cannot see
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:---check}"
# Same flags as the test build, so the graphs come from the build already made.
swift package -Xswiftc -warnings-as-errors dump-symbol-graph --minimum-access-level public > /dev/null
case "$mode" in
  --hidden) python3 Scripts/public-api.py --hidden ;;
  *) python3 Scripts/public-api.py "$mode" Documentation/API && python3 Scripts/public-api.py --hidden ;;
esac
