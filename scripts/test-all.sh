#!/usr/bin/env bash
# The whole test suite: types, lint, unit and integration tests (PGlite and a throwaway PostgreSQL 15),
# then the end-to-end tests in Debian's Chromium against a production build on a fresh PGlite database.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npx tsc --noEmit
echo "== lint" && npx eslint .
echo "== unit and integration tests" && npx vitest run
echo "== end-to-end tests" && npx playwright test
