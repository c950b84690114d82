# Sourced by the scripts: installs Debian/Ubuntu packages that are missing.

# ensure_packages PACKAGE...: apt-get installs those not installed yet (sudo when not root).
ensure_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing ${missing[*]} ..." >&2
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
}

if ! command -v swift >/dev/null; then
    echo "swift is not on PATH: install Swift 6 first (https://swift.org/install)" >&2
    exit 1
fi
