#!/usr/bin/env bash
# The whole test suite: types, lint, the package order (npm run deps), formatting, unit and integration tests
# (PGlite and a throwaway PostgreSQL 15), the end-to-end tests in Debian's Chromium against a production build
# on a fresh PGlite database, then each page's first-load JavaScript against its budget (npm run size) on the
# build the end-to-end tests have just run in .next: no second build, about half a minute (own server on port
# 3190, after the e2e ones stopped).
# The unit and integration tests run beside the build and the end-to-end tests (own databases, free ports):
# vitest keeps one core busy, and the end-to-end suite leaves about a third of two cores idle (it waits on
# pages and timers), so CI's wall time is about the end-to-end part alone. When both are done the script prints
# the unit tests' tally (their whole output if they failed; data/vitest.log) and then the end-to-end failures
# once more (data/e2e.log), so the output's last lines name what failed; it fails if either fails.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npx tsc --noEmit
echo "== lint" && npx eslint .
echo "== package order and import circles (docs/architecture.md)" && npm run --silent deps
echo "== formatting (Prettier; npm run format fixes it)" && npx prettier --check . --log-level warn
mkdir -p data
echo "== unit and integration tests (beside the build and the end-to-end tests; output: data/vitest.log)"
npx vitest run > data/vitest.log 2>&1 &
unit=$!
trap 'kill "$unit" 2>/dev/null || true' EXIT
echo "== production build for the end-to-end tests"
NEXT_DIST_DIR=.next npx next build
echo "== end-to-end tests"
e2e_status=0
E2E_PREBUILT=1 npx playwright test 2>&1 | tee data/e2e.log || e2e_status=$?
# The unit tests' result is shown whatever the end-to-end tests did: whole when they failed, else their tally.
unit_status=0
wait "$unit" || unit_status=$?
trap - EXIT
if [ "$unit_status" -ne 0 ]; then
  echo "== unit and integration tests: their output" && cat data/vitest.log
else
  echo "== unit and integration tests: passed (whole: data/vitest.log)" && tail -n 8 data/vitest.log
fi
# The end-to-end failures again, last, where a reader of the output's end (CI) sees them.
if [ "$e2e_status" -ne 0 ]; then
  echo "== end-to-end failures (whole: data/e2e.log)"
  sed -n '/^  1) \[chromium\]/,$p' data/e2e.log | head -n 120
  echo "end-to-end tests failed"
fi
if [ "$unit_status" -ne 0 ]; then echo "unit and integration tests failed"; fi
if [ "$e2e_status" -ne 0 ] || [ "$unit_status" -ne 0 ]; then exit 1; fi
echo "== page weight" && npm run size -- --dist .next
