#!/usr/bin/env bash
# Installs what the app needs, builds the web app and starts the api, which serves the app,
# its embedded database (seeded on first start) and the api on one port.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

export BASE_PATH="${BASE_PATH:-/ugift/}"
export PORT="${PORT:-3000}"
export HOST="${HOST:-0.0.0.0}"

ensure_pnpm
install_deps
echo "==> building the web app for $BASE_PATH"
pnpm --filter @ugift/web build --logLevel warn
echo "==> building the api"
pnpm --filter @ugift/api build
echo "==> starting Ugift on http://localhost:$PORT$BASE_PATH"
# node itself runs the compiled api (exec: no pnpm or bash in between), so a SIGTERM sent to it,
# or to this script's process, reaches the server and drains it.
exec node --import ./apps/api/dist/tracing.js apps/api/dist/main.js "$@"
