#!/usr/bin/env bash
# Runs a command in the Debian root with GTK 4.24 (scripts/debian-root.sh, which says more):
#   scripts/gtk424.sh [--online] COMMAND... | --ensure
exec "$(dirname "$0")/debian-root.sh" 4.24 "$@"
