#!/usr/bin/env bash
# Installs everything and runs every test: lint, typecheck, unit and component tests, package and app builds,
# the Storybook build and the end-to-end suite in Debian's Chromium against the real reference API.
# Ends with one line "N passed, M failed" summing every suite; exits non-zero when anything failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/use-node.sh"
cd "$ROOT_DIR"
bash scripts/install.sh || { echo "0 passed, 1 failed"; exit 1; }

RESULTS="$ROOT_DIR/.test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
export CI="${CI:-true}" TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1

# A check is one pass/fail line of the summary.
check() {
  local name="$1"; shift
  echo "━━ $name" >&2
  if "$@"; then echo -e "$name\tpass" >> "$RESULTS/checks.tsv"; else echo -e "$name\tfail" >> "$RESULTS/checks.tsv"; fi
}

# A suite reports its own test counts in a JSON file; a crash before it writes one counts as a failure.
vitest_suite() {
  local workspace="$1" dir="$2"
  echo "━━ unit: $workspace" >&2
  (cd "$dir" && npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-$workspace.json") \
    || [ -f "$RESULTS/vitest-$workspace.json" ] || echo -e "vitest $workspace (crashed)\tfail" >> "$RESULTS/checks.tsv"
}

check "lint (biome)" npx biome check .
check "build (turbo)" npx turbo run build --output-logs=errors-only
for ws in packages/api-contract packages/casino-ui apps/api apps/web .storybook; do
  check "typecheck $ws" npx tsc --noEmit -p "$ws"
done
check "casino-ui package lint (publint, attw)" npm run lint:package --workspace @casino/ui --silent
check "casino-ui pack test (tarball in a fresh Vite app)" npm run test:pack --workspace @casino/ui --silent
vitest_suite api-contract packages/api-contract
vitest_suite casino-ui packages/casino-ui
vitest_suite api apps/api
vitest_suite web apps/web
check "storybook build" npx storybook build --quiet -o storybook-static

if CHROME_PATH="$(bash scripts/ensure-chromium.sh)"; then
  export CHROME_PATH
  # Every story in both brands: axe (target-size on) and screenshot diffs at 390 and 1280 px against the committed
  # baselines (a local stand-in for Chromatic).
  echo "━━ stories (axe + visual, Playwright)" >&2
  (cd packages/casino-ui && STORY_JSON_REPORT="$RESULTS/playwright-stories.json" npx playwright test) \
    || [ -f "$RESULTS/playwright-stories.json" ] || echo -e "stories (crashed)\tfail" >> "$RESULTS/checks.tsv"
  echo "━━ end-to-end (Playwright, $CHROME_PATH)" >&2
  (cd apps/web && E2E_JSON_REPORT="$RESULTS/playwright.json" npx playwright test) \
    || [ -f "$RESULTS/playwright.json" ] || echo -e "end-to-end (crashed)\tfail" >> "$RESULTS/checks.tsv"
else
  echo -e "end-to-end (no Chromium)\tfail" >> "$RESULTS/checks.tsv"
fi

node scripts/summarize-tests.mjs "$RESULTS"
