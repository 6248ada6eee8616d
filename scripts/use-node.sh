#!/usr/bin/env bash
# Sourced by the other scripts: makes sure a Node that satisfies package.json "engines" (24 LTS) is first on PATH.
# This machine family ships Node 20, which the stack refuses; the npm registry ships Node 24 as a package whose
# binary sits inside it, so no download from anywhere but the registry is needed.
ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REQUIRED_MAJOR=24
TOOLS_DIR="$ROOT_DIR/.tools"
LOCAL_NODE_BIN="$TOOLS_DIR/node_modules/node/bin"

node_major() { node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }

if [ -x "$LOCAL_NODE_BIN/node" ]; then
  export PATH="$LOCAL_NODE_BIN:$PATH"
fi
if [ "$(node_major)" != "$REQUIRED_MAJOR" ]; then
  echo "› Node $(node --version 2>/dev/null || echo 'missing') found; installing node@$REQUIRED_MAJOR from the npm registry into .tools/" >&2
  mkdir -p "$TOOLS_DIR"
  npm install --prefix "$TOOLS_DIR" --no-save --no-package-lock --loglevel=error "node@$REQUIRED_MAJOR" >&2
  export PATH="$LOCAL_NODE_BIN:$PATH"
fi
if [ "$(node_major)" != "$REQUIRED_MAJOR" ]; then
  echo "✗ could not get Node $REQUIRED_MAJOR (have $(node --version 2>/dev/null))" >&2
  exit 1
fi
export npm_config_yes=true
