#!/usr/bin/env bash
# Runs a command in the Debian root with GTK 4.18 (scripts/debian-root.sh, which says more):
#   scripts/gtk418.sh [--online] COMMAND... | --ensure
exec "$(dirname "$0")/debian-root.sh" 4.18 "$@"
