#!/usr/bin/env bash
# Long fuzzing campaigns (issue 15):
#   bash Scripts/fuzz.sh --sequences 100000 [--length 20] [--seed 1] [--chunk 500] [--jobs N]
#                        [--state FILE] [--fresh] [--debug] [--scratch-path DIR]
# Splits the seeds into chunks run in parallel over the cores (a release build of uikit-fuzz
# unless --debug). Every finished chunk is appended to a state file ("first last failures"), so
# an interrupted campaign re-run with the same arguments continues where it stopped; --fresh
# forgets earlier chunks (do so after changing the fuzzer or UIKit). Prints the shrunk
# reproductions of failing chunks; the last line is `fuzz: N sequences, F failures`.
set -euo pipefail
cd "$(dirname "$0")/.."
sequences=10000
length=20
first=1
chunk=500
jobs=$(nproc)
state=""
fresh=0
config=release
scratch=.build
while [ $# -gt 0 ]; do
  case "$1" in
    --sequences) sequences="$2"; shift 2 ;;
    --length) length="$2"; shift 2 ;;
    --seed) first="$2"; shift 2 ;;
    --chunk) chunk="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --state) state="$2"; shift 2 ;;
    --fresh) fresh=1; shift ;;
    --debug) config=debug; shift ;;
    --scratch-path) scratch="$2"; shift 2 ;;
    *) echo "usage: $0 [--sequences N] [--length L] [--seed S] [--chunk C] [--jobs J] [--state FILE] [--fresh] [--debug] [--scratch-path DIR]" >&2
       exit 2 ;;
  esac
done
logs=$scratch/fuzz-logs
mkdir -p "$logs"
state=${state:-$scratch/fuzz-state-length$length.txt}
[ "$fresh" = 1 ] && rm -f "$state" "$logs"/chunk-*.txt
touch "$state"
swift build -c "$config" --scratch-path "$scratch" --product uikit-fuzz >&2
bin="$(swift build -c "$config" --scratch-path "$scratch" --show-bin-path)/uikit-fuzz"
last=$((first + sequences - 1))

# The chunks of [first, last] that the state file does not list as finished.
todo=()
for ((s = first; s <= last; s += chunk)); do
  e=$((s + chunk - 1)); [ "$e" -gt "$last" ] && e=$last
  grep -q "^$s $e " "$state" || todo+=("$s $e")
done
echo "fuzz: $((${#todo[@]})) chunks to run on $jobs jobs ($bin, length $length)" >&2

run_chunk() {
  local s=$1 e=$2 out
  out="$logs/chunk-$s-$e-length$length.txt"
  "$bin" --sequences $((e - s + 1)) --length "$length" --seed "$s" > "$out" 2>&1 || true
  local failed
  failed=$(grep -oE '^[0-9]+ passed, [0-9]+ failed$' "$out" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo crashed)
  # A chunk whose process died (a trap) counts every sequence as failed and is kept for a re-run.
  [ "$failed" = crashed ] && failed=$((e - s + 1)) && echo "fuzz: chunk $s-$e crashed, see $out" >&2
  echo "$s $e $failed" >> "$state"
}
export -f run_chunk
export bin length logs state
if [ "${#todo[@]}" -gt 0 ]; then
  printf '%s\n' "${todo[@]}" | xargs -P "$jobs" -L 1 bash -c 'run_chunk $0 $1'
fi

total=0
failures=0
while read -r s e f; do
  [ "$s" -ge "$first" ] && [ "$e" -le "$last" ] || continue
  total=$((total + e - s + 1))
  failures=$((failures + f))
  if [ "$f" != 0 ]; then
    echo "== chunk $s-$e: $f failed =="
    cat "$logs/chunk-$s-$e-length$length.txt" 2>/dev/null || true
  fi
done < <(sort -n -u "$state")
echo "fuzz: $total sequences, $failures failures"
[ "$failures" = 0 ]
