#!/usr/bin/env bash
# Checks the demo's frame-by-frame viewer in headless Chromium: the page loads, the arrow keys
# step the frames, viewDidAppear is marked at its frame, every frame picture loads, and nothing
# reaches the console as an error.
#   bash Scripts/test-viewer.sh                 runs the first 4 tour steps (debug build) and checks their page
#   bash Scripts/test-viewer.sh output          checks the page `bash Scripts/demo.sh` wrote
#   bash Scripts/test-viewer.sh output --screenshot Documentation/Images/tour-viewer.png
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh --browser
folder="${1:-}"
if [ -z "$folder" ]; then
  folder=.build/viewer-test
  rm -rf "$folder"
  swift build --product transition-practice
  "$(swift build --show-bin-path)/transition-practice" --steps 4 --output "$folder"
fi
shift || true
python3 Scripts/test-viewer.py "$folder/index.html" "$@"
