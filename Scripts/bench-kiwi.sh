#!/usr/bin/env bash
# Builds Benchmarks/kiwi/kiwi_bench.cpp against kiwi's C++ headers and runs it: the kiwi side of
# `uikit-bench solver` (which runs this script and prints ours / kiwi per problem).
#   KIWI_DIR    where kiwisolver's source distribution is downloaded (default /tmp/kiwi)
#   --build     only build; print the benchmark binary's path
# kiwi's headers come from PyPI's kiwisolver sdist (`pip download --no-binary :all:`); none of kiwi's
# sources are kept in this repository. Needs pip and a C++17 compiler (the Swift toolchain's
# clang++, or g++); this is a benchmark tool only, CI does not run it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
kiwi_dir="${KIWI_DIR:-/tmp/kiwi}"
out_dir="$root/.build/kiwi-bench"
binary="$out_dir/kiwi_bench"
source="$root/Benchmarks/kiwi/kiwi_bench.cpp"

headers="$(ls -d "$kiwi_dir"/kiwisolver-*/kiwi 2>/dev/null | head -n 1 || true)"
if [ -z "$headers" ]; then
  mkdir -p "$kiwi_dir"
  pip="$(command -v pip3 || command -v pip || true)"
  [ -n "$pip" ] || { echo "bench-kiwi: pip is needed to download kiwisolver's sources" >&2; exit 1; }
  "$pip" download --quiet --no-binary :all: --no-deps kiwisolver -d "$kiwi_dir" >&2
  tar -xzf "$(ls "$kiwi_dir"/kiwisolver-*.tar.gz | head -n 1)" -C "$kiwi_dir"
  headers="$(ls -d "$kiwi_dir"/kiwisolver-*/kiwi | head -n 1)"
fi

if [ ! -x "$binary" ] || [ "$source" -nt "$binary" ]; then
  compiler="$(command -v clang++ || command -v g++ || true)"
  [ -n "$compiler" ] || { echo "bench-kiwi: no C++ compiler (clang++ or g++) found" >&2; exit 1; }
  mkdir -p "$out_dir"
  "$compiler" -std=c++17 -O2 -DNDEBUG -I "$(dirname "$headers")" "$source" -o "$binary"
fi

if [ "${1:-}" = "--build" ]; then
  echo "$binary"
else
  "$binary"
fi
