#!/usr/bin/env bash
# Installs, builds and starts the whole product at one URL: the built web app, the reference API and its seeded
# embedded database (kept in apps/api/data across restarts). Ctrl+C stops it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/use-node.sh"
cd "$ROOT_DIR"
bash scripts/install.sh
echo "› building the web app and the reference API" >&2
npx turbo run build --filter=@casino/web --filter=@casino/api --output-logs=errors-only >&2

export PORT="${PORT:-8080}"
export HOST="${HOST:-127.0.0.1}"
export WEB_DIST_DIR="$ROOT_DIR/apps/web/dist"
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:$PORT}"
exec node apps/api/dist/main.js
