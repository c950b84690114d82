#!/usr/bin/env bash
# Checks the Swift API reference a reader gets:
#
#   1. the DocC catalogues of CustomControls and CustomControlsCore build, as
#      docs/api-documentation.md tells a reader to, without a DocC warning: no symbol link that
#      leads nowhere, no parameter documented that a function does not have (or the other way
#      round), no curation page for a symbol that is not ours;
#   2. the Swift samples of the public doc comments, the DocC articles, README.md and docs/
#      compile against the built modules (scripts/snippet-check.py).
#
#   ./scripts/docc-check.sh        (after `swift build`; the test command's `docc` stage)
#
# SwiftPM's own "prohibited flag(s): -pthread" lines (from gtk4's pkg-config flags) are not
# DocC's and are left out. CUSTOMCONTROLS_SCRATCH_PATH: SwiftPM's scratch path (default .build).
set -uo pipefail
cd "$(dirname "$0")/.."
scratch="${CUSTOMCONTROLS_SCRATCH_PATH:-.build}"
log="$(mktemp -t cc-docc.XXXXXX)"
trap 'rm -f "$log"' EXIT
passed=0 failed=0

swift package --scratch-path "$scratch" generate-documentation \
    --target CustomControls --target CustomControlsCore >"$log" 2>&1
status=$?
warnings=$(grep -E '^(warning|error):' "$log" | grep -v '^warning: prohibited flag' || true)
if [ "$status" -ne 0 ] || [ -n "$warnings" ]; then
    # The whole log: each warning's source excerpt follows its line.
    grep -v '^warning: prohibited flag' "$log"
    echo "not ok  DocC: $(printf '%s' "$warnings" | grep -c .) warnings, exit $status"
    failed=$((failed + 1))
else
    echo "ok      DocC: both catalogues, no warning"
    passed=$((passed + 1))
fi

# The samples: the script's last line is its tally, "snippet-check: N passed, M failed".
/usr/bin/python3 scripts/snippet-check.py "$scratch" >"$log" 2>&1
cat "$log"
tally=$(tail -n 1 "$log")
if [[ "$tally" =~ ([0-9]+)\ passed,\ ([0-9]+)\ failed ]]; then
    passed=$((passed + BASH_REMATCH[1])) failed=$((failed + BASH_REMATCH[2]))
else
    failed=$((failed + 1))
fi

echo "docc-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
