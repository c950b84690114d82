#!/usr/bin/env bash
# Builds the DocC catalogues of CustomControls and CustomControlsCore, as
# docs/api-documentation.md tells a reader to, and fails on any DocC warning: a symbol link that
# leads nowhere, a parameter documented that a function does not have (or the other way
# round), a curation page for a symbol that is not ours. Such warnings mean a page a reader
# opens is wrong or missing.
#
#   ./scripts/docc-check.sh
#
# SwiftPM's own "prohibited flag(s): -pthread" lines (from gtk4's pkg-config flags) are not
# DocC's and are left out. CUSTOMCONTROLS_SCRATCH_PATH: SwiftPM's scratch path (default .build).
set -uo pipefail
cd "$(dirname "$0")/.."
scratch="${CUSTOMCONTROLS_SCRATCH_PATH:-.build}"
log="$(mktemp -t cc-docc.XXXXXX)"
trap 'rm -f "$log"' EXIT

swift package --scratch-path "$scratch" generate-documentation \
    --target CustomControls --target CustomControlsCore >"$log" 2>&1
status=$?
warnings=$(grep -E '^(warning|error):' "$log" | grep -v '^warning: prohibited flag' || true)
if [ "$status" -ne 0 ] || [ -n "$warnings" ]; then
    # The whole log: each warning's source excerpt follows its line.
    grep -v '^warning: prohibited flag' "$log"
    echo "docc-check: 0 passed, 1 failed ($(printf '%s' "$warnings" | grep -c . ) DocC warnings, exit $status)"
    exit 1
fi
grep -E '^Finished building documentation' "$log"
echo "docc-check: 1 passed, 0 failed"
