#!/usr/bin/env bash
# Checks the Rust bindings (bindings/rust: customcontrols-sys and customcontrols) in the GTK 4.18
# root, where gir, cargo and Debian's gtk-rs crates are:
#
#   scripts/gtk418.sh scripts/rust-check.sh            the check (the test command runs this)
#   scripts/gtk418.sh scripts/rust-check.sh --update   regenerates the crates' generated code in
#                                                      the checkout instead of comparing it
#
# 1. the library: meson builds it and installs it into .build-rust/prefix (a debug build, the
#    Swift runtime linked dynamically: the fastest to build, and the GIR is the same), unless
#    CUSTOMCONTROLS_RUST_PREFIX names a prefix where it is installed already;
# 2. generation: gir (sys and normal mode) from that install's Cc-1.gir, then `cargo fmt`, into
#    a copy of bindings/rust without its generated files; fails if gir prints anything (a
#    warning), if generated code is left commented out (`//pub fn`, `/*Ignored*/`), or if the
#    result differs from what is checked in (stale files included);
# 3. cargo, offline against Debian's crates (/usr/share/cargo/registry, through a CARGO_HOME of
#    its own): builds both crates with every feature and checks the default features; runs the
#    sys crate's ABI tests, the Gir.toml format checks and the customcontrols tests (every
#    control under Xvfb), runs the example app in its self-test mode and the README's "Use from
#    Rust" app for 3 seconds.
#
# Cargo's target folder is kept in .build-rust/target (gitignored), so a second run compiles
# almost nothing; CUSTOMCONTROLS_RUST_TARGET_DIR puts it elsewhere, e.g. in a folder of the
# root that outlives fresh clones (gtk-rs's crates are most of the build). Prints one line per
# check and `rust: N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
source_dir=$PWD

mode=check
case "${1:-}" in
    "") ;;
    --update) mode=update ;;
    *) echo "usage: $0 [--update]" >&2; exit 2 ;;
esac
registry=/usr/share/cargo/registry
if ! command -v gir >/dev/null || ! command -v cargo >/dev/null || ! ls -d "$registry"/gtk4-0.9.* >/dev/null 2>&1; then
    echo "rust-check.sh: needs gir, cargo and Debian's gtk-rs crates: run it as scripts/gtk418.sh $0" >&2
    exit 2
fi

started=$SECONDS
state=$source_dir/.build-rust
bindings=$source_dir/bindings/rust
crates=(customcontrols-sys customcontrols)
mkdir -p "$state"
work=$(mktemp -d "$state/work.XXXXXX")
trap 'rm -rf "$work"' EXIT
log=$work/log
passed=0
failed=0

step() { echo "rust: $* ($((SECONDS - started)) s)" >&2; }
pass() { passed=$((passed + 1)); echo "rust: ok   $*"; }
fail() { failed=$((failed + 1)); echo "rust: FAIL $*"; }
check() {  # check DESCRIPTION COMMAND...: one check, its output shown only when it fails
    local description=$1
    shift
    if "$@" >"$log" 2>&1; then pass "$description"; else fail "$description"; sed 's/^/    /' "$log"; fi
}
finish() {
    echo "rust: checked in $((SECONDS - started)) s" >&2
    echo "rust: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

# ---- 1. The library, installed ----

if [ -n "${CUSTOMCONTROLS_RUST_PREFIX:-}" ]; then
    prefix=$(cd "$CUSTOMCONTROLS_RUST_PREFIX" && pwd)
else
    prefix=$state/prefix
    build_dir=$state/meson
    step "meson: build and install the library into $prefix"
    options=(--prefix="$prefix" --buildtype=debug -Dstatic_swift_stdlib=false
        -Dintrospection=true -Dvapi=false -Ddocumentation=false -Dtests=false)
    if [ -f "$build_dir/meson-private/coredata.dat" ]; then
        meson setup --reconfigure "${options[@]}" "$build_dir" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
    else
        meson setup "${options[@]}" "$build_dir" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
    fi
    nice -n 5 meson compile -C "$build_dir" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
    meson install -C "$build_dir" --no-rebuild >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
fi
gir_file=$prefix/share/gir-1.0/Cc-1.gir
pc_file=$(find "$prefix" -name customcontrols-1.pc -path '*/pkgconfig/*' | head -n 1)
[ -f "$gir_file" ] && [ -n "$pc_file" ] || { echo "rust: no Cc-1.gir or customcontrols-1.pc under $prefix" >&2; exit 1; }
libdir=$(dirname "$(dirname "$pc_file")")

# ---- 2. Generation ----

# The GIR folder gir reads, as gtk-rs's gir-files checkout is: the system's GIRs, ours, and a
# patched copy of Debian's freetype2-2.0.gir, whose alias FT_Int32 names its target type
# without a c:type, which gir rejects ("Missing <alias> target's c:type"). The sed is applied
# here rather than a copy checked in, so the rest of the file stays Debian's; once Debian's
# file has the c:type, the sed changes nothing. Its path is "../gir-files" from each crate, as
# the generated files' headers say.
step "gir: generate both crates"
gen=$work/rust
mkdir -p "$gen/gir-files"
for file in /usr/share/gir-1.0/*.gir; do ln -s "$file" "$gen/gir-files/"; done
rm "$gen/gir-files/freetype2-2.0.gir"
sed 's|<type name="int32"/>|<type name="gint32" c:type="gint32"/>|' /usr/share/gir-1.0/freetype2-2.0.gir \
    >"$gen/gir-files/freetype2-2.0.gir"
ln -s "$gir_file" "$gen/gir-files/Cc-1.gir"

# A copy of bindings/rust without what gir writes, so that a file gir no longer writes shows.
# (gir writes tests/manual.h only when it is missing; it is taken as generated too.)
generated_paths() {  # generated_paths CRATE: what gir generates in CRATE, relative to it
    case $1 in
        customcontrols-sys) echo build.rs src/lib.rs tests/abi.rs tests/constant.c tests/layout.c tests/manual.h versions.txt ;;
        customcontrols) echo src/auto ;;
    esac
}
(cd "$bindings" && tar --exclude=./target --exclude=./Cargo.lock -cf - .) | (cd "$gen" && tar -xf -)
for crate in "${crates[@]}"; do
    (cd "$gen/$crate" && rm -rf $(generated_paths "$crate"))
done

gir_runs() {
    local status=0 crate
    for crate in "${crates[@]}"; do
        # gir writes into versions.txt the git commit of the folder holding ../gir-files; in a
        # checkout that would be this project's own HEAD, new with every commit. Git is told
        # not to look above the generation folder, so it is "???" wherever the check runs.
        (cd "$gen/$crate" && GIT_CEILING_DIRECTORIES="$gen" gir -c Gir.toml -o . >"$work/gir-$crate.log" 2>&1) || status=$?
        sed "s/^/$crate: /" "$work/gir-$crate.log"
    done
    [ "$status" -eq 0 ] && ! [ -s "$work/gir-${crates[0]}.log" ] && ! [ -s "$work/gir-${crates[1]}.log" ]
}
check "gir generates customcontrols-sys and customcontrols without a warning" gir_runs

# Cargo, offline against Debian's crates: a CARGO_HOME of this check's own, whose config
# replaces crates.io with the directory source, so nothing in the checkout is Debian's.
export CARGO_HOME=$state/cargo-home
export CARGO_TARGET_DIR=${CUSTOMCONTROLS_RUST_TARGET_DIR:-$state/target}
export CARGO_TERM_COLOR=never
mkdir -p "$CARGO_HOME"
cat >"$CARGO_HOME/config.toml" <<EOF
[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "$registry"

[net]
offline = true
EOF
export PKG_CONFIG_PATH=$libdir/pkgconfig
export LD_LIBRARY_PATH=$libdir

formatted() { (cd "$gen" && cargo fmt --all); }
check "cargo fmt of the generated code" formatted

nothing_commented_out() {
    ! grep -rnE '^\s*//\s*(pub )?(fn|unsafe fn|#\[doc)|/\*Ignored\*/|/\*Unknown conversion\*/|TODO' \
        "$gen/customcontrols/src/auto" "$gen/customcontrols-sys/src"
}
check "no generated code left commented out or ignored" nothing_commented_out

if [ "$mode" = update ]; then
    for crate in "${crates[@]}"; do
        for path in $(generated_paths "$crate"); do
            rm -rf "${bindings:?}/$crate/$path"
            mkdir -p "$(dirname "$bindings/$crate/$path")"
            cp -r "$gen/$crate/$path" "$bindings/$crate/$path"
        done
        # gir fills in the sys crate's Cargo.toml (its features, system-deps versions).
        cp "$gen/$crate/Cargo.toml" "$bindings/$crate/Cargo.toml"
    done
    step "regenerated bindings/rust; review with git diff"
    finish
fi

same_as_checked_in() {
    diff -r -u --exclude=target --exclude=Cargo.lock --exclude=gir-files "$bindings" "$gen"
}
check "the checked-in crates are what gir generates from the installed Cc-1.gir" same_as_checked_in

# ---- 3. Build and test ----

step "cargo: build and test"
cd "$bindings"
check "cargo build, every feature (gtk_v4_18)" nice -n 5 cargo build --workspace --all-targets --all-features
check "cargo check, default features (GTK 4.8 API)" nice -n 5 cargo check --workspace --all-targets

# What the tests see: a private X display, no accessibility bus, a fixed theme and settings.
test_env=(env GDK_BACKEND=x11 GSETTINGS_BACKEND=memory GTK_A11Y=test GTK_THEME=Adwaita NO_AT_BRIDGE=1)
xvfb=(xvfb-run -a -s "-screen 0 1280x1024x24")

# cargo_tests NAME CARGO-TEST-ARGS...: one check per test, from each test binary's summary
# ("test result: ok. 22 passed; 0 failed; ..."): a test's own output can share a line with the
# harness's "test NAME ... ok", so those lines undercount.
# Without G_DEBUG=fatal-warnings (scripts/test.sh exports it): the tests provoke warnings on
# purpose, and their own log writer fails a test on any warning it did not expect.
cargo_tests() {
    local name=$1
    shift
    local status=0
    env -u G_DEBUG "${test_env[@]}" "${xvfb[@]}" nice -n 5 cargo test --no-fail-fast --all-features "$@" >"$log" 2>&1 || status=$?
    local ok not_ok
    # "test result: ok. 22 passed; 0 failed; ...": fields 4 and 6, added up in one pass.
    read -r ok not_ok < <(awk '/^test result: [A-Za-z]+\. [0-9]+ passed; [0-9]+ failed/ {p += $4; f += $6} END {print p + 0, f + 0}' "$log")
    if [ "$status" -ne 0 ] || [ "$not_ok" -ne 0 ] || [ "$ok" -eq 0 ]; then
        passed=$((passed + ok))
        failed=$((failed + (not_ok > 0 ? not_ok : 1)))
        echo "rust: FAIL $name: $ok passed, $not_ok failed, exit status $status"
        sed 's/^/    /' "$log"
    else
        passed=$((passed + ok))
        echo "rust: ok   $name: $ok tests passed"
    fi
}
cargo_tests "customcontrols-sys: ABI tests, Gir.toml format" -p customcontrols-sys
cargo_tests "customcontrols: the controls from Rust, Gir.toml format" -p customcontrols

example() {
    local output status=0
    output=$("${test_env[@]}" G_DEBUG=fatal-warnings "${xvfb[@]}" dbus-run-session -- \
        timeout 60 "$CARGO_TARGET_DIR/debug/examples/controls" --self-test 2>&1) || status=$?
    echo "$output"
    [ "$status" -eq 0 ] &&
        grep -qE '^ready knob [1-9][0-9]*x[1-9][0-9]* circular-slider [1-9][0-9]*x[1-9][0-9]* range-slider [1-9][0-9]*x[1-9][0-9]*$' <<<"$output" &&
        grep -qx 'value-changed knob 0.75' <<<"$output" &&
        grep -qx 'value-changed circular-slider 90' <<<"$output" &&
        grep -qx 'value-changed range-slider 20 80' <<<"$output"
}
check "examples/controls.rs --self-test: a window with every control, warning-free" example

# The README's "Use from Rust" snippet, a whole app: built as a crate of its own over the
# checked-out crates (with the features the workspace was built with, so Cargo reuses what it
# compiled) and run for 3 seconds, in which it must show its window without a warning (fatal)
# or a crash.
readme_app() {
    local app=$work/readme-app status=0 output
    mkdir -p "$app/src"
    awk '
        /^## / { inside = ($0 == "## Use from Rust"); next }
        inside && !done && $0 == "```rust" { block = 1; next }
        block && /^```/ { block = 0; done = 1; next }
        block { print }
    ' "$source_dir/README.md" >"$app/src/main.rs"
    [ -s "$app/src/main.rs" ] || { echo "README.md: no rust block under \"## Use from Rust\""; return 1; }
    cat >"$app/Cargo.toml" <<MANIFEST
[package]
name = "readme-app"
version = "0.1.0"
edition = "2021"

[workspace]

[dependencies]
gtk = { package = "gtk4", version = "0.9" }
customcontrols = { path = "$bindings/customcontrols", features = ["gtk_v4_18"] }
MANIFEST
    (cd "$app" && nice -n 5 cargo build) || return 1
    output=$("${test_env[@]}" G_DEBUG=fatal-warnings "${xvfb[@]}" dbus-run-session -- \
        timeout 3 "$CARGO_TARGET_DIR/debug/readme-app" 2>&1) || status=$?
    # dbus-daemon's notices are not the app's.
    output=$(grep -v '^dbus-daemon' <<<"$output" || true)
    echo "$output"
    [ "$status" -eq 124 ] && [ -z "$output" ]
}
check "README: Use from Rust, built and run for 3 seconds" readme_app

finish
