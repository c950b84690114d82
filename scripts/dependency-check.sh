#!/usr/bin/env bash
# Checks what an app that depends on CustomControls gets from SwiftPM: this package and nothing
# else. The manifest declares swift-property-based (the core's property tests) and
# swift-docc-plugin (`swift package generate-documentation`), which no library target uses;
# SwiftPM's target-based resolution must leave both out of an app's resolution.
#
# A scratch app depends on this checkout as on a git server (its HEAD, tagged 1.0.0, through a
# file:// URL) and resolves; the check fails if SwiftPM fetched, checked out or pinned any
# other package. Committed state only: uncommitted changes to Package.swift are not seen.
# No shared SwiftPM cache is used or filled. scripts/test.sh runs it after the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! git rev-parse --git-dir >/dev/null 2>&1; then
    echo "dependency-check: not a git checkout; skipped"
    exit 0
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

git init --quiet --bare "$scratch/CustomControls.git"
git push --quiet --no-verify "$scratch/CustomControls.git" HEAD:refs/tags/1.0.0

app="$scratch/app"
mkdir -p "$app/Sources/App"
echo 'import CustomControls' >"$app/Sources/App/main.swift"
cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "file://$scratch/CustomControls.git", from: "1.0.0")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "CustomControls", package: "CustomControls")])]
)
EOF

swift package resolve --package-path "$app" --disable-dependency-cache --manifest-cache local >"$scratch/resolve.log" 2>&1 || {
    echo "dependency-check: swift package resolve failed:" >&2
    cat "$scratch/resolve.log" >&2
    exit 1
}

fetched=$(ls "$app/.build/repositories" | sed -E 's/-[0-9a-f]+$//' | sort | tr '\n' ' ')
checked_out=$(ls "$app/.build/checkouts" | sort | tr '\n' ' ')
pinned=$(grep -o '"identity" : "[^"]*"' "$app/Package.resolved" | cut -d'"' -f4 | sort | tr '\n' ' ')
if [ "$fetched" != "CustomControls " ] || [ "$checked_out" != "CustomControls " ] || [ "$pinned" != "customcontrols " ]; then
    echo "dependency-check: an app that depends on CustomControls got more than CustomControls:" >&2
    echo "    fetched: $fetched" >&2
    echo "    checked out: $checked_out" >&2
    echo "    pinned: $pinned" >&2
    exit 1
fi
echo "dependency-check: an app that depends on CustomControls fetches, checks out and pins only CustomControls"
