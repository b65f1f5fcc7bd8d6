#!/usr/bin/env bash
# Counts the compile errors of each ported library: typechecks its sources in Swift 5 language
# mode against the modules of OpenUIKit's own debug build (run `swift build` at the repository
# root first), which costs seconds where this package's own build compiles OpenUIKit again.
# Usage: bash Examples/HeldOutStandIn/measure.sh [Library...]; logs go to $TMPDIR/heldout-<Library>.log.
set -uo pipefail
cd "$(dirname "$0")/../.."
B=.build/debug
flags=(-typecheck -swift-version 5 -I $B/Modules -I $B)
for m in Sources/C*/module.modulemap; do flags+=(-Xcc -fmodule-map-file=$PWD/$m); done
flags+=($(pkg-config --cflags-only-I cairo pangocairo | sed 's/-I/-Xcc -I/g'))
libs=("$@"); [ ${#libs[@]} -eq 0 ] && libs=(SheetKit DrawerMenu ZoomHero PopupPresenter SwipeDeck BannerDrop SwipeDismissKit ToastHUD PhotoZoomBrowser TabSlide)
for lib in "${libs[@]}"; do
  swiftc "${flags[@]}" -module-name $lib Examples/HeldOutStandIn/Sources/$lib/*.swift > "${TMPDIR:-/tmp}/heldout-$lib.log" 2>&1
  echo "$lib $(grep -c ': error:' "${TMPDIR:-/tmp}/heldout-$lib.log")"
done
