#!/usr/bin/env bash
# Installs the project's dependencies exactly as locked; skipped when node_modules already matches the lock file.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/use-node.sh"
cd "$ROOT_DIR"
stamp="node_modules/.package-lock.json"
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ "${FORCE_INSTALL:-}" = 1 ]; then
  echo "› installing dependencies (npm ci)" >&2
  npm ci --loglevel=error --no-fund --no-audit >&2
fi
