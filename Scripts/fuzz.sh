#!/usr/bin/env bash
# Long fuzzing campaigns (issue 15): `bash Scripts/fuzz.sh --sequences 100000 [--length 20]`.
# Splits the seeds over the machine's cores, each shard a release build of uikit-fuzz, and
# prints every shard's families and shrunk reproductions.
set -euo pipefail
cd "$(dirname "$0")/.."
sequences=10000
length=20
while [ $# -gt 0 ]; do
  case "$1" in
    --sequences) sequences="$2"; shift 2 ;;
    --length) length="$2"; shift 2 ;;
    *) echo "usage: $0 [--sequences N] [--length L]" >&2; exit 2 ;;
  esac
done
swift build -c release --product uikit-fuzz
cores=$(nproc)
per=$(( (sequences + cores - 1) / cores ))
status=0
pids=()
for i in $(seq 0 $((cores - 1))); do
  .build/release/uikit-fuzz --sequences "$per" --length "$length" --seed $((1 + i * per)) > ".build/fuzz-shard-$i.txt" 2>&1 &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
cat .build/fuzz-shard-*.txt
exit $status
