#!/bin/sh
# Installs openai's Node SDK (npm, a pinned version) into a cache directory outside the workspace
# when it is missing. Used only by the import-time benchmark (tooling/bench), which compares the
# cold import of @lifesci/sdk with the import of that peer SDK. Prints the directory to import it
# from.
set -eu

VERSION=7.59.0
DIR="${LIFESCI_BENCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lifesci-bench}/openai-$VERSION"

if [ -f "$DIR/node_modules/openai/package.json" ]; then
  echo "$DIR"
  exit 0
fi

mkdir -p "$DIR"
[ -f "$DIR/package.json" ] || echo '{ "private": true }' >"$DIR/package.json"
npm install --prefix "$DIR" --no-audit --no-fund --silent "openai@$VERSION" >&2
echo "$DIR"
