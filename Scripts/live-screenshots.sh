#!/usr/bin/env bash
# Proves the live window: runs `transition-practice --live` on a private Xvfb display, drives it
# with xdotool (a tap on a menu row, a tap on a picture, a Ctrl-drag pinch, a rotation) and
# takes X-level screenshots of the real window into ${1:-output/live}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh
need=()
for p in x11-apps xdotool imagemagick; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
out=$(realpath -m "${1:-output/live}")
mkdir -p "$out"
swift build --product transition-practice
bin=$(swift build --show-bin-path)/transition-practice
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1024x1024x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
export DISPLAY=$display
sleep 1
shot() { xwd -root -silent | convert xwd:- "$out/$1.png"; }
"$bin" --live --output "$out/tour" --exit-after 60 --screenshot "$out/read-back.png" >"$out/app.log" 2>&1 &
app=$!
sleep 3
wid=$(xdotool search --name "Transition Practice" | head -1)
shot 1-menu
xdotool mousemove --window "$wid" 195 187 click 1   # the "Custom Transition" row
sleep 1.5; shot 2-gallery
xdotool mousemove --window "$wid" 97 380 click 1    # the third picture
sleep 1.5; shot 3-zoomed
xdotool mousemove --window "$wid" 195 450 keydown ctrl mousedown 1
for x in 190 185 180 175 170; do xdotool mousemove --window "$wid" $x 450; sleep 0.05; done
sleep 0.5; shot 4-pinching
xdotool mouseup 1 keyup ctrl
sleep 1.5; shot 5-pinch-cancelled
xdotool key --window "$wid" r; sleep 1.5; shot 6-landscape
xdotool key --window "$wid" Escape
wait $app
echo "screenshots in $out"
