# The one-line-per-check reporting the check scripts share (capi-check.sh, rust-check.sh,
# deb-check.sh), sourced after setting `check_name` (the lines' prefix: "rust"), `log` (a file
# for a check's output) and `started` (SECONDS at the start). Counts in `passed` and `failed`;
# scripts/test.sh reads the last line, "NAME: N passed, N failed".
passed=0
failed=0
step() { echo "$check_name: $* ($((SECONDS - started)) s)" >&2; }
pass() { passed=$((passed + 1)); echo "$check_name: ok   $*"; }
fail() { failed=$((failed + 1)); echo "$check_name: FAIL $*"; }
check() {  # check DESCRIPTION COMMAND...: one check, its output shown only when it fails
    local description=$1
    shift
    if "$@" >"$log" 2>&1; then pass "$description"; else fail "$description"; sed 's/^/    /' "$log"; fi
}
finish() {  # the count, then exit: 0 when no check failed
    echo "$check_name: checked in $((SECONDS - started)) s" >&2
    echo "$check_name: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}
