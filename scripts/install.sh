#!/usr/bin/env bash
# Installs the project's dependencies as locked; skipped when node_modules already matches the lock file.
# `npm install` rather than `npm ci`: the registry mirror this project installs from lacks some platform builds of
# optional native packages (Biome, Rollup for other operating systems), which npm leaves out of the lock file and
# `npm ci` then reports as missing. `npm install` keeps every locked version and skips those unreachable optionals.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/use-node.sh"
cd "$ROOT_DIR"
stamp="node_modules/.package-lock.json"
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ "${FORCE_INSTALL:-}" = 1 ]; then
  echo "› installing dependencies" >&2
  npm install --loglevel=error --no-fund --no-audit >&2
fi
