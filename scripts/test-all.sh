#!/usr/bin/env bash
# The whole test suite: types, lint, unit and integration tests (PGlite and a throwaway PostgreSQL),
# then the end-to-end tests in Debian's Chromium against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc --noEmit
npx vitest run
