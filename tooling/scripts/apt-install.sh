#!/bin/sh
# Installs Debian packages with apt-get, as root or through sudo; the one way the project's
# scripts bring in what npm cannot (redis-server for the limiter tests, Biopython for a bench).
# Usage: apt-install.sh <who-is-asking> <package>...   All output goes to stderr.
set -eu
who="$1"
shift

if ! command -v apt-get >/dev/null 2>&1; then
  echo "$who: $* missing and apt-get is not available; install it yourself." >&2
  exit 1
fi
SUDO=''
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO='sudo'
  else
    echo "$who: $* missing; run as root or install it yourself." >&2
    exit 1
  fi
fi

echo "$who: installing $* (apt-get)..." >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq --no-install-recommends "$@" >&2
