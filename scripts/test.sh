#!/usr/bin/env bash
# Installs everything and runs every test: lint, typecheck, unit and component tests, package and app builds,
# the Storybook build and the end-to-end suite in Debian's Chromium against the real reference API.
# Prints how long each stage took, then one line "N passed, M failed" summing every suite; exits non-zero when
# anything failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/use-node.sh"
cd "$ROOT_DIR"

RESULTS="$ROOT_DIR/.test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
export CI="${CI:-true}" TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1

# Every stage's wall-clock seconds go to durations.tsv; the summary prints them before the closing line.
timed() {
  local name="$1"; shift
  local started=$SECONDS status
  "$@"
  status=$?
  echo -e "$name\t$((SECONDS - started))" >> "$RESULTS/durations.tsv"
  return $status
}

# A check is one pass/fail line of the summary.
check() {
  local name="$1"; shift
  echo "━━ $name" >&2
  if timed "$name" "$@"; then echo -e "$name\tpass" >> "$RESULTS/checks.tsv"; else echo -e "$name\tfail" >> "$RESULTS/checks.tsv"; fi
}

# A suite reports its own test counts in a JSON file; a crash before it writes one counts as a failure.
suite() {
  local name="$1" report="$2"; shift 2
  echo "━━ $name" >&2
  timed "$name" "$@" || [ -f "$report" ] || echo -e "$name (crashed)\tfail" >> "$RESULTS/checks.tsv"
}

vitest_in() {
  local dir="$1" report="$2"
  (cd "$dir" && npx vitest run --reporter=default --reporter=json --outputFile.json="$report")
}

if ! timed "install" bash scripts/install.sh; then
  echo "install failed" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

# Two lanes side by side: a typecheck or a Vite build keeps one core busy, so two of them fill this 2-core machine.
# Each lane writes its own log, printed when both are done, so their lines do not interleave.
lanes() {
  local name="$1" a="$2" b="$3" started=$SECONDS
  echo "━━ $name: two lanes side by side" >&2
  "$a" > "$RESULTS/lane-a.log" 2>&1 &
  local first=$!
  "$b" > "$RESULTS/lane-b.log" 2>&1
  wait "$first"
  cat "$RESULTS/lane-a.log" "$RESULTS/lane-b.log" >&2
  echo -e "($name: wall clock of both lanes)\t$((SECONDS - started))" >> "$RESULTS/durations.tsv"
}

# Type checks run on TypeScript 7, the native compiler (`typescript-native` in package.json): the same checks as the
# JavaScript-based 5.9, which stays installed for the tools that call its API (tsup's declarations, attw,
# dependency-cruiser), in about a fifth of the time.
TSC=(node node_modules/typescript-native/bin/tsc)

# The linters take one core for a few seconds; the build leaves one free most of the time.
linters() {
  check "lint (biome)" npx biome check .
  check "import boundaries (dependency-cruiser)" npm run lint:boundaries --workspace @casino/web --silent
}
build() { check "build (turbo)" npx turbo run build --output-logs=errors-only; }
lanes "lint and build" linters build

builds_a() {
  # The brand is fixed when the web app is built: the end-to-end run serves the second brand from a build of its own.
  # The brands' builds are what the browser runs, less their source maps (a fifth of a build's time; the main build
  # keeps them).
  check "build (web, lagoon brand)" bash -c "cd apps/web && VITE_BRAND=lagoon npx vite build --logLevel error --sourcemap false --outDir dist-lagoon --emptyOutDir"
  check "typecheck apps/web" "${TSC[@]}" --noEmit -p apps/web
  check "typecheck .storybook" "${TSC[@]}" --noEmit -p .storybook
  check "storybook build" npx storybook build --quiet -o storybook-static
}
builds_b() {
  # A third brand from a fixture folder: the end-to-end run checks that a brand folder alone makes a working site.
  check "build (web, fixture brand)" bash -c "cd apps/web && VITE_BRAND=e2e/fixtures/brand-harbour npx vite build --logLevel error --sourcemap false --outDir dist-brand-fixture --emptyOutDir"
  for ws in packages/api-contract packages/casino-ui apps/api apps/web/service-worker; do
    check "typecheck $ws" "${TSC[@]}" --noEmit -p "$ws"
  done
  check "casino-ui package lint (publint, attw)" npm run lint:package --workspace @casino/ui --silent
  check "casino-ui pack test (tarball in a fresh Vite app)" npm run test:pack --workspace @casino/ui --silent
}
lanes "typechecks and builds" builds_a builds_b

# Vitest runs one worker here (cores - 1): two suites side by side use both cores. The lanes are balanced by the
# suites' times (api about 50 s, web about 40 s, casino-ui about 20 s, the contract under 10 s).
units_in() {
  for pair in "$@"; do
    ws="${pair%%:*}" dir="${pair#*:}"
    suite "unit: $ws" "$RESULTS/vitest-$ws.json" vitest_in "$dir" "$RESULTS/vitest-$ws.json"
  done
}
units_a() { units_in web:apps/web casino-ui:packages/casino-ui; }
units_b() { units_in api:apps/api api-contract:packages/api-contract; }
lanes "unit tests" units_a units_b

# The API suite again on a real PostgreSQL server (Debian's postgresql package), started here and stopped after; a
# machine without PostgreSQL skips it with a line saying so. It waits on the database more than it computes, so it runs
# beside the story suite.
api_on_postgres() {
  local pg_dir pg_url
  pg_dir="$(mktemp -d /tmp/casino-pg.XXXXXX)"
  pg_url="$(bash scripts/postgres-test-server.sh start "$pg_dir" 2>"$RESULTS/postgres-start.log")"
  case $? in
    0)
      suite "unit: api on PostgreSQL" "$RESULTS/vitest-api-postgres.json" \
        env TEST_DATABASE_URL="$pg_url" bash -c "cd apps/api && npx vitest run --reporter=default --reporter=json --outputFile.json='$RESULTS/vitest-api-postgres.json'"
      bash scripts/postgres-test-server.sh stop "$pg_dir"
      ;;
    3)
      echo "━━ unit: api on PostgreSQL skipped: PostgreSQL is not installed here (apt-get install postgresql)" >&2
      echo -e "unit: api on PostgreSQL (skipped: PostgreSQL is not installed)\tskip" >> "$RESULTS/checks.tsv"
      ;;
    *)
      cat "$RESULTS/postgres-start.log" >&2
      echo -e "unit: api on PostgreSQL (the server did not start: $(grep -m1 -E 'FATAL|PANIC|No space|denied' "$RESULTS/postgres-start.log" || tail -1 "$RESULTS/postgres-start.log"))\tfail" >> "$RESULTS/checks.tsv"
      bash scripts/postgres-test-server.sh stop "$pg_dir"
      ;;
  esac
}

if CHROME_PATH="$(bash scripts/ensure-chromium.sh)"; then
  export CHROME_PATH
  # Every story in both brands: axe (target-size on) and screenshot diffs at 390 and 1280 px against the committed
  # baselines (a local stand-in for Chromatic).
  stories() {
    suite "stories (axe + visual, Playwright)" "$RESULTS/playwright-stories.json" \
      bash -c "cd packages/casino-ui && STORY_JSON_REPORT='$RESULTS/playwright-stories.json' npx playwright test"
  }
  # What each lobby route's first visit downloads, against scripts/bench/budgets.mjs (bytes are exact). The API suite
  # on PostgreSQL ends well before the stories, so the budget goes after it in the same lane.
  postgres_then_budget() {
    api_on_postgres
    check "byte budget (bench --check-budget)" \
      bash -c "node --test scripts/bench/*.test.mjs && node scripts/bench.mjs --check-budget"
  }
  lanes "stories, the API on PostgreSQL and the byte budget" stories postgres_then_budget
  suite "end-to-end (Playwright, $CHROME_PATH)" "$RESULTS/playwright.json" \
    bash -c "cd apps/web && E2E_JSON_REPORT='$RESULTS/playwright.json' npx playwright test"
else
  api_on_postgres
  echo -e "end-to-end (no Chromium)\tfail" >> "$RESULTS/checks.tsv"
fi

echo -e "(the whole run, wall clock)\t$SECONDS" >> "$RESULTS/durations.tsv"
node scripts/summarize-tests.mjs "$RESULTS"
