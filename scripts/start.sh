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
# The local demo needs the development services: the outbox holds sign-up and reset mails, the payment simulator
# takes test cards and the crypto control confirms deposits. They answer this machine only; never set this on a
# server players can reach (the API warns at start, and refuses with NODE_ENV=production).
export DEV_SERVICES="${DEV_SERVICES:-true}"
exec node apps/api/dist/main.js
