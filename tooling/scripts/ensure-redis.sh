#!/usr/bin/env bash
# Makes sure `redis-server` is on this machine: the distributed rate-limit tests in @lifesci/core
# start a real one on a loopback port. Installs Debian's package when it is missing (CI machines
# start fresh); does nothing when it is already there.
set -euo pipefail

if command -v redis-server >/dev/null 2>&1; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-redis: redis-server is missing and apt-get is not available; install Redis 6+ yourself." >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
  else
    echo "ensure-redis: redis-server is missing; run as root or install the redis-server package." >&2
    exit 1
  fi
fi

echo "ensure-redis: installing redis-server (apt-get)..." >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq --no-install-recommends redis-server >&2
# The package starts a system-wide service on 6379; the tests run their own server, so stop it.
if command -v service >/dev/null 2>&1; then
  $SUDO service redis-server stop >/dev/null 2>&1 || true
fi
command -v redis-server >/dev/null
