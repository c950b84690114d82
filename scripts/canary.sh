#!/usr/bin/env bash
# The canary: proves that a GLib warning fails its stage in every kind of process the test
# command starts. Each check plants a real warning (a GTK critical, or GIO's warning for a
# GIO_USE_VFS module that does not exist, which every GTK program logs) where a careless change could log one, and passes
# only if the machinery reports that process as failed:
#
#   1. the Swift test runner: the test that logged it fails and is named (GLibLogGuard);
#   2. a program a Swift test starts (the demo, the benchmark): that test fails (Subprocess);
#   3. the benchmark's children: the benchmark fails;
#   4. a program a check script starts (examples, meson, C API): it ends and its check fails;
#   5. the demo under the AT-SPI check: the check fails.
#
# Run by scripts/test.sh (stage `canary`) after the build, on every GTK it tests; it expects
# the environment test.sh sets (G_DEBUG=fatal-warnings, SWIFT_BACKTRACE=enable=no). Ends with
# `canary: N passed, M failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
scratch="${CUSTOMCONTROLS_SCRATCH_PATH:-.build}"
bin="$scratch/debug"
tests="$bin/CustomControlsPackageTests.xctest"
planted=canary-no-such-module
work="$(mktemp -d -t cc-canary.XXXXXX)"
trap 'rm -rf "$work"' EXIT
passed=0 failed=0

# expect_failure WHAT PATTERN COMMAND...: COMMAND must fail and print PATTERN (grep -E).
expect_failure() {
    local what=$1 pattern=$2 log="$work/$passed-$failed.log" status=0
    shift 2
    "$@" > "$log" 2>&1 || status=$?
    if [ "$status" -ne 0 ] && grep -qE -- "$pattern" "$log"; then
        echo "canary: caught: $what (exit $status)"
        passed=$((passed + 1))
    else
        echo "canary: NOT CAUGHT: $what (exit $status; expected a failure showing /$pattern/). Its output:"
        sed 's/^/    /' "$log" | tail -n 40
        failed=$((failed + 1))
    fi
}

expect_failure "a GTK critical in a test fails that test, by name" \
    'plantedCriticalFailsThisTest.*(failed|issue)' \
    env CC_CANARY=1 SWIFT_BACKTRACE=enable=yes scripts/headless.sh x11 \
    "$tests" --testing-library swift-testing --filter GLibLogCanaryTests

expect_failure "a warning in the demo, started by a test, fails that test" \
    'plantedWarningInTheDemoFailsThisTest.*(failed|issue)' \
    env CC_CANARY=1 SWIFT_BACKTRACE=enable=yes scripts/headless.sh x11 \
    "$tests" --testing-library swift-testing --filter ChildProcessCanaryTests

expect_failure "a warning in a benchmark child fails the benchmark" \
    "--part frames .*failed" \
    env GIO_USE_VFS=$planted scripts/headless.sh x11 "$bin/customcontrols-bench" --quick --output "$work/bench.json"

expect_failure "a warning in a program a check script runs ends it" \
    "GLib-GIO-WARNING.*$planted" \
    env GIO_USE_VFS=$planted scripts/headless.sh x11 "$bin/customcontrols-demo" --screenshot "$work/demo.png"

expect_failure "a warning in the demo under the AT-SPI check fails the check" \
    'FAIL.*the demo (logged no GLib warning|kept running)' \
    env GIO_USE_VFS=$planted scripts/atspi-check.sh

echo "canary: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
