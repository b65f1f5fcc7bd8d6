#!/usr/bin/env bash
# Installs the system packages OpenUIKit builds against, when any is missing.
#   --browser  also Chromium, for Scripts/test-viewer.sh (optional: nothing else needs it)
set -euo pipefail
packages=(libcairo2-dev libpango1.0-dev zlib1g-dev libjpeg-dev libsdl2-dev xvfb pkg-config fonts-dejavu-core)
[ "${1:-}" = "--browser" ] && packages+=(chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
