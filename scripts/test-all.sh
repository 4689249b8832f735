#!/usr/bin/env bash
# The whole test suite: types, lint, unit and integration tests (PGlite and a throwaway PostgreSQL 15),
# then the end-to-end tests in Debian's Chromium against a production build on a fresh PGlite database,
# then each page's first-load JavaScript against its budget (npm run size) on the build the end-to-end tests
# have just run in .next: no second build, about half a minute (own server on port 3190, after the e2e ones stopped).
# The production build is made while the unit tests run: they keep one core busy (vitest's one worker on a
# 2-core machine), the build uses the other, and CI's wall time is what counts (about 4 minutes saved).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npx tsc --noEmit
echo "== lint" && npx eslint .
mkdir -p data
echo "== production build for the end-to-end tests (beside the unit tests; its output: data/next-build.log)"
NEXT_DIST_DIR=.next npx next build > data/next-build.log 2>&1 &
build=$!
trap 'kill "$build" 2>/dev/null || true' EXIT
echo "== unit and integration tests" && npx vitest run
if ! wait "$build"; then cat data/next-build.log; echo "next build failed"; exit 1; fi
trap - EXIT
tail -n 40 data/next-build.log
echo "== end-to-end tests" && E2E_PREBUILT=1 npx playwright test
echo "== page weight" && npm run size -- --dist .next
