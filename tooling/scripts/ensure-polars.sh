#!/bin/sh
# Installs polars (PyPI, with pip as the machine is set up) when it is missing. Used only by the
# GWAS summary-statistics benchmark (tooling/bench), which compares our typed reader with polars'
# read_csv on the same file. Prints the interpreter to use.
set -eu

PY="${LIFESCI_PYTHON:-$(command -v python3)}"

if "$PY" -c 'import polars' >/dev/null 2>&1; then
  echo "$PY"
  exit 0
fi

"$PY" -m pip install --quiet polars >&2
"$PY" -c 'import polars' >&2
echo "$PY"
