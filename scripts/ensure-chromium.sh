#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium (Playwright never downloads a browser here). Prints its path.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then echo "$CHROME_PATH"; exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "› installing Debian's chromium" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq chromium >&2
  echo /usr/bin/chromium
  exit 0
fi
echo "✗ Chromium not found: install Debian's chromium package or set CHROME_PATH" >&2
exit 1
