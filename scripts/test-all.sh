#!/usr/bin/env bash
# The whole test suite: types, lint, unit and integration tests (PGlite and a throwaway PostgreSQL 15),
# then the end-to-end tests in Debian's Chromium against a production build on a fresh PGlite database,
# then each page's first-load JavaScript against its budget (npm run size) on the build the end-to-end tests
# have just made in .next: no second build, about half a minute (own server on port 3190, after the e2e ones stopped).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npx tsc --noEmit
echo "== lint" && npx eslint .
echo "== unit and integration tests" && npx vitest run
echo "== end-to-end tests" && npx playwright test
echo "== page weight" && npm run size -- --dist .next
