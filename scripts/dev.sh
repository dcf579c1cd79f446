#!/usr/bin/env bash
# Dev servers with hot reload: the api (tsx watch) and the web app (Vite, proxying /api).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_pnpm
install_deps
export BASE_PATH="${BASE_PATH:-/ugift/}"
pnpm --filter @ugift/api dev &
api=$!
trap 'kill $api 2>/dev/null' EXIT
echo "==> web app with hot reload: http://localhost:5173$BASE_PATH"
pnpm --filter @ugift/web dev
