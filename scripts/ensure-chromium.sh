#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright never downloads a browser here). Prints its path.
# The headless shell (package chromium-headless-shell, the build Playwright itself runs headless) is preferred: the
# full browser's headless mode also runs its own window UI in a renderer, which cost the suites a third of their time.
set -euo pipefail
SHELL_PATH=/usr/bin/chromium-headless-shell
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then echo "$CHROME_PATH"; exit 0; fi
if [ -x "$SHELL_PATH" ]; then echo "$SHELL_PATH"; exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "› installing Debian's chromium-headless-shell" >&2
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq >&2 && apt-get install -y -qq chromium-headless-shell >&2; then
    echo "$SHELL_PATH"
    exit 0
  fi
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
echo "✗ Chromium not found: install Debian's chromium-headless-shell (or chromium) package, or set CHROME_PATH" >&2
exit 1
