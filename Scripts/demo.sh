#!/usr/bin/env bash
# The main job: installs what is missing, then runs the demo headless, writing pictures.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh
swift run -c release transition-practice "$@"
