#!/bin/sh
# Installs Debian's python3-biopython when it is missing. Used only by the genes efetch parse
# benchmark (tooling/bench), which compares our parser with Biopython's Entrez.read.
# The Debian package installs into the system interpreter, so that is the one we check (a
# pyenv/venv `python3` earlier on PATH would not see it). Prints the interpreter to use.
set -eu

PY="${LIFESCI_PYTHON:-/usr/bin/python3}"
[ -x "$PY" ] || PY="$(command -v python3)"

if "$PY" -c 'import Bio.Entrez' >/dev/null 2>&1; then
  echo "$PY"
  exit 0
fi

SUDO=''
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO='sudo'
  else
    echo 'ensure-biopython: python3-biopython is missing and this user cannot run apt-get' >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq --no-install-recommends python3-biopython >&2
"$PY" -c 'import Bio.Entrez' >&2
echo "$PY"
