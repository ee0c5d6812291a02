#!/usr/bin/env bash
# Every test tier: lint, types, unit + API (PGlite), API again on PostgreSQL when
# TEST_DATABASE_URL is set, then the browser tests against the built app in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint and format (biome)"
npx biome check .
echo "== types (tsc)"
npx tsc -p tsconfig.json
echo "== unit, component and API tests on PGlite"
TEST_DATABASE_URL= npx vitest run --project shared --project web --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL"
  npx vitest run --project api
else
  echo "== API tests on PostgreSQL skipped: set TEST_DATABASE_URL (see README) to run them"
fi
echo "== browser tests in Chromium"
npm run build
npx vitest run --project e2e
