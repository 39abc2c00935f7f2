#!/usr/bin/env bash
# One command for a newcomer: installs, builds (the bundles and the compiled server), migrates and seeds the embedded database, starts
# the product at http://localhost:8080 (PORT overrides; data in ./.data, DATA_DIR overrides).
# On the first start the learning center's tutorial videos are recorded in the background in each
# language that has none yet (`pnpm tutorials:record`, English first, about five minutes per language;
# log in .data/tutorials-record.log).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh --browser
pnpm install --frozen-lockfile
pnpm -r --filter @smuc/player --filter @smuc/components --filter @smuc/host-app --filter @smuc/server run build
tutorials="${TUTORIALS_DIR:-packages/server/tutorials}"
# Each language records once: English at the top of the folder, the others in {hu,de,ar}/.
missing=()
for lang in en hu de ar; do
  dir="$tutorials"; [ "$lang" = en ] || dir="$tutorials/$lang"
  ls "$dir"/*.webm >/dev/null 2>&1 || missing+=("$lang")
done
if [ "${#missing[@]}" -gt 0 ]; then
  mkdir -p "${DATA_DIR:-.data}"
  languages=$(IFS=,; echo "${missing[*]}")
  echo "› recording the learning center's tutorials ($languages) in the background (log: ${DATA_DIR:-.data}/tutorials-record.log)"
  nohup node_modules/.bin/tsx scripts/record-tutorials.mjs --languages "$languages" --out "$tutorials" \
    >"${DATA_DIR:-.data}/tutorials-record.log" 2>&1 &
fi
# The compiled server (plain node): tsx would keep its compiler and the sources' transforms in
# memory for the life of the process (`node bench/memory.mjs`); `pnpm dev` keeps tsx for reloads.
exec node packages/server/dist/main.js
