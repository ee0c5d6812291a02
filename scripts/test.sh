#!/usr/bin/env bash
# Every test tier: lint, dead code, types, unit + API (PGlite), API again on PostgreSQL when
# TEST_DATABASE_URL is set, then the browser tests against the built app in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

vitest() {
  local name=$1
  shift
  npx vitest run --reporter=default --reporter=json --outputFile.json="$results/$name.json" "$@"
}

echo "== lint and format (biome)"
npx biome check --error-on-warnings .
echo "== dead code (exports nothing uses)"
npm run --silent lint:dead-code
echo "== types (tsc)"
npx tsc -p tsconfig.json
echo "== unit, component and API tests on PGlite"
TEST_DATABASE_URL= vitest pglite --project shared --project repo --project web --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL"
  vitest postgres --project api
else
  echo "== API tests on PostgreSQL skipped: set TEST_DATABASE_URL (see README) to run them"
fi
echo "== browser tests in Chromium"
npm run build
rm -rf e2e/artifacts
browser_start=$SECONDS
browser_status=0
vitest browser --project e2e || browser_status=$?
echo "browser tests took $((SECONDS - browser_start)) s (a failure leaves screenshots and traces in e2e/artifacts/)"
[ "$browser_status" -eq 0 ] || exit "$browser_status"

node -e '
  const fs = require("node:fs");
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(`${process.argv[1]}/${f}`, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
  }
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$results"
