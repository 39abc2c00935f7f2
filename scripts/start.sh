#!/usr/bin/env bash
# One command for a newcomer: installs, builds, migrates and seeds the embedded database, starts
# the product at http://localhost:8080 (PORT overrides; data in ./.data, DATA_DIR overrides).
# On the first start the learning center's tutorial videos are recorded in the background
# (`pnpm tutorials:record`, about three minutes; log in .data/tutorials-record.log).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh --browser
pnpm install --frozen-lockfile
pnpm -r --filter @smuc/player --filter @smuc/components --filter @smuc/host-app run build
tutorials="${TUTORIALS_DIR:-packages/server/tutorials}"
if ! ls "$tutorials"/*.webm >/dev/null 2>&1; then
  mkdir -p "${DATA_DIR:-.data}"
  echo "› recording the learning center's tutorials in the background (log: ${DATA_DIR:-.data}/tutorials-record.log)"
  nohup node scripts/record-tutorials.mjs --out "$tutorials" >"${DATA_DIR:-.data}/tutorials-record.log" 2>&1 &
fi
exec node_modules/.bin/tsx packages/server/src/main.ts
