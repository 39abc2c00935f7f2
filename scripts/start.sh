#!/usr/bin/env bash
# One command for a newcomer: installs, builds, migrates and seeds the embedded database, starts
# the product at http://localhost:8080 (PORT overrides; data in ./.data, DATA_DIR overrides).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
pnpm install --frozen-lockfile
pnpm -r --filter @smuc/player --filter @smuc/components --filter @smuc/host-app run build
exec node_modules/.bin/tsx packages/server/src/main.ts
