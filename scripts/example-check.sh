#!/usr/bin/env bash
# Checks the embedding example (Examples/EmbeddingExample), which is docs/embedding.md's "Embedding in
# your app" as an app of its own:
#
#   1. every swift, c, xml and css block of that page is quoted from the example's
#      sources (leading and repeated whitespace aside), so the guide shows code that compiles;
#   2. the example builds against this checkout, through the package's product, as a separate
#      package (its own .build, so the library is compiled once more; with
#      CUSTOMCONTROLS_SCRATCH_PATH=.build-gtk418, as for the build against GTK 4.18, its own
#      .build-gtk418);
#   3. its --smoke mode runs under a private Xvfb: each control is laid out and each
#      value-changed handler, Swift and C, reports a change;
#   4. so does its interop-example, an app with a GTK module of its own named CGtk (as
#      swift-cross-ui's): it places the controls with its own GTK calls, adopts a knob from
#      GtkBuilder and gets the same Swift handle twice, and sees a GtkLabel turned down.
#
# scripts/test.sh runs it after the test suite; on its own it sets up the same environment.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/system-packages.sh
ensure_packages libgtk-4-dev xvfb xauth

example=Examples/EmbeddingExample

# --- 1. docs/embedding.md quotes the example ------------------------------------------------------

# One line per source line, without indentation, trailing or repeated blanks, or empty lines.
normalize() {
    sed -E 's/^[[:space:]]+//; s/[[:space:]]+$//; s/[[:space:]]+/ /g; /^$/d'
}

sources=()
while IFS= read -r file; do
    sources+=("$(normalize <"$file")")
done < <(find "$example" -path "$example/.build*" -prune -o -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) -print)

blocks=$(mktemp -d)
trap 'rm -rf "$blocks"' EXIT
# Writes each quoted block of the section to $blocks/N.
awk -v dir="$blocks" '
    /^# / { inside = ($0 == "# Embedding in your app"); next }
    !inside { next }
    /^```/ {
        if (block) { block = 0; close(file); next }
        if ($0 ~ /^```(swift|c|xml|css)$/) { block = 1; file = dir "/" ++count; printf "" > file }
        else { skipping = !skipping }
        next
    }
    block { print > file }
' docs/embedding.md

count=0 failed=0
for block in "$blocks"/*; do
    [ -e "$block" ] || continue
    count=$((count + 1))
    needle=$(normalize <"$block")
    found=0
    for text in "${sources[@]}"; do
        if [[ "$text" == *"$needle"* ]]; then found=1; break; fi
    done
    if [ "$found" -eq 0 ]; then
        echo "example-check: docs/embedding.md block not found in $example:" >&2
        sed 's/^/    /' "$block" >&2
        failed=1
    fi
done
if [ "$count" -eq 0 ]; then
    echo "example-check: no code blocks found in docs/embedding.md" >&2
    exit 1
fi
[ "$failed" -eq 0 ] || exit 1
echo "example-check: docs/embedding.md's $count code blocks are quoted from $example"

# --- 2. Build ------------------------------------------------------------------------------

scratch="$example/$(basename "${CUSTOMCONTROLS_SCRATCH_PATH:-.build}")"
swift build --package-path "$example" --scratch-path "$scratch"
bin_path="$(swift build --package-path "$example" --scratch-path "$scratch" --show-bin-path 2>/dev/null)"

# --- 3. Run headless -----------------------------------------------------------------------

export G_DEBUG=fatal-warnings GTK_A11Y=test GSETTINGS_BACKEND=memory GTK_THEME=Adwaita
export GDK_BACKEND=x11 NO_AT_BRIDGE=1
# Swift's crash backtracer would catch the trap of a fatal GLib warning and let the example go
# on to exit 0: without it the trap ends the example, and the check fails.
export SWIFT_BACKTRACE=enable=no
unset WAYLAND_DISPLAY
# Runs "$bin_path/$1 --smoke" headless and checks that it printed each of the other arguments
# as a whole line (* matches anything).
smoke_check() {
    local program=$1 output
    shift
    output=$(timeout 60 xvfb-run -a -s "-screen 0 1280x1024x24" "$bin_path/$program" --smoke) || {
        echo "example-check: $program --smoke failed (exit $?); it printed:" >&2
        echo "$output" >&2
        exit 1
    }
    for line in "$@"; do
        if ! grep -qx -- "${line//\*/.*}" <<<"$output"; then
            echo "example-check: $program --smoke did not print \"$line\"; it printed:" >&2
            echo "$output" >&2
            exit 1
        fi
    done
    echo "example-check: $program --smoke ran: $(tail -n 1 <<<"$output")"
}

smoke_check embedding-example \
    "ready range *" "ready knob *" "ready circular *" "ready builder *" \
    "value-changed range 25.0 75.0" "value-changed knob 7.0" "value-changed circular 90.0" \
    "value-changed builder -6.000" \
    "example ready range knob circular builder"

# --- 4. An app with its own CGtk module ------------------------------------------------------

smoke_check interop-example \
    "rejected: expected a CcKnob, got a GtkLabel" \
    "ready range *" "ready knob *" "ready circular *" "ready builder *" \
    "same handle true" \
    "value-changed range 0.25 0.75" "value-changed knob 0.5" "value-changed circular 90.0" \
    "notify builder value 0.75" "value-changed builder 0.75" \
    "interop ready"
