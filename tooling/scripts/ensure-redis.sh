#!/usr/bin/env bash
# Makes sure `redis-server` is on this machine: the distributed rate-limit tests in @lifesci/core
# start a real one on a loopback port. Installs Debian's package when it is missing (CI machines
# start fresh); does nothing when it is already there.
set -euo pipefail

if command -v redis-server >/dev/null 2>&1; then
  exit 0
fi

sh "$(dirname "$0")/apt-install.sh" ensure-redis redis-server
# The package starts a system-wide service on 6379; the tests run their own server, so stop it.
if command -v service >/dev/null 2>&1; then
  service redis-server stop >/dev/null 2>&1 || sudo service redis-server stop >/dev/null 2>&1 || true
fi
command -v redis-server >/dev/null
