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

sh "$(dirname "$0")/apt-install.sh" ensure-biopython python3-biopython
"$PY" -c 'import Bio.Entrez' >&2
echo "$PY"
