#!/usr/bin/env bash
# Lists the APIs that exist for source compatibility but are not built yet: every call site
# of `unimplemented(...)`, and the spec statements that have a conformance test.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "## Not implemented yet"
grep -rn --include='*.swift' 'unimplemented(' Sources | grep -v 'func unimplemented' \
  | sed -E 's/^([^:]+):([0-9]+):.*unimplemented\((.*)\).*/- \1:\2 \3/' | sort
echo
echo "## Spec statements with a conformance test"
grep -rhoE 'statement[0-9]{3}(_[0-9]{3})*' Tests | grep -oE '[0-9]{3}' | sort -u | tr '\n' ' '
echo
