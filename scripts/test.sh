#!/usr/bin/env bash
# One command for every test: installs what is missing (pnpm, Debian's chromium), installs the
# workspace, builds, then runs lint, type checks, unit, server (PGlite and PostgreSQL 15),
# component (Chromium), end-to-end (Chromium) tests and the Storybook build. The last line is the
# summary: "tests: N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh --browser
export CHROMIUM_PATH="${CHROMIUM_PATH:-$(command -v chromium)}"
pnpm install --frozen-lockfile
exec node scripts/run-tests.mjs
