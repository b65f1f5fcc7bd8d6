#!/usr/bin/env bash
# The test suite and a short fuzzing run under AddressSanitizer and ThreadSanitizer (issue 15):
#   bash Scripts/sanitizers.sh [address|thread ...] [--sequences N]
# Each sanitizer builds into its own scratch directory (.build-asan, .build-tsan), at low
# priority. Not part of CI: on the shared 2-core machine (2026-11-25) a cold AddressSanitizer
# build of the tests took 36 min and their run 5 min; ThreadSanitizer's build 8 min, its run
# 2.5 min; 100 fuzz sequences about 6 min under either.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=()
sequences=200
while [ $# -gt 0 ]; do
  case "$1" in
    address|thread) sanitizers+=("$1"); shift ;;
    --sequences) sequences="$2"; shift 2 ;;
    *) echo "usage: $0 [address] [thread] [--sequences N]" >&2; exit 2 ;;
  esac
done
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
status=0
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt"
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
  esac
  echo "== $sanitizer sanitizer: build =="
  start=$(date +%s)
  nice -n 19 swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
  echo "== $sanitizer sanitizer: tests =="
  # Reports end the process with a non-zero status (halt_on_error is the default).
  nice -n 19 swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" || status=1
  echo "== $sanitizer sanitizer: $sequences fuzz sequences =="
  nice -n 19 "$scratch/debug/uikit-fuzz" --sequences "$sequences" --length 20 --seed 1 || status=1
  echo "== $sanitizer sanitizer: $(($(date +%s) - start)) s =="
done
exit $status
