# The README's "Use from …" snippets as whole apps: cut out of README.md and run for 3 seconds.
# Sourced by capi-check.sh (C, Python, GJS, Vala) and rust-check.sh (Rust), which set
# `source_dir` (the checkout), `xvfb` (how to get a display) and `app_env` (the environment an
# app runs in, as `env …` words).

# readme_block SECTION LANGUAGE FILE: the first LANGUAGE block under "## SECTION" into FILE.
readme_block() {
    awk -v title="## $1" -v fence="\`\`\`$2" '
        /^## / { inside = ($0 == title); next }
        inside && !done && $0 == fence { block = 1; next }
        block && /^```/ { block = 0; done = 1; next }
        block { print }
    ' "$source_dir/README.md" >"$3"
    [ -s "$3" ] || { echo "README.md: no $2 block under \"## $1\""; return 1; }
}

# runs_for_3_seconds DIR COMMAND...: COMMAND, run in DIR, is still running after 3 s (it showed
# its window without a fatal warning or a crash) and printed nothing of its own.
runs_for_3_seconds() {
    local dir=$1 status=0 output
    shift
    output=$(cd "$dir" && "${app_env[@]}" G_DEBUG=fatal-warnings "${xvfb[@]}" dbus-run-session -- \
        timeout 3 "$@" 2>&1) || status=$?
    # Lines that are not the app's (not-the-apps-output.grep: dbus-daemon's notices, newer
    # Mesa's that Xvfb has no DRI3), nor xvfb-run's own complaint when its temporary folder is
    # already gone (seen once in CI).
    output=$(grep -v -f "$source_dir/scripts/not-the-apps-output.grep" \
        -e '^xvfb-run: error: problem while cleaning up temporary directory' <<<"$output" || true)
    echo "$output"
    [ "$status" -eq 124 ] && [ -z "$output" ]
}
