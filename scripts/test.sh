#!/usr/bin/env bash
# Installs what the tests need and runs every check: typecheck, lint, unit tests, Storybook tests
# (play functions, axe, visual snapshots), end-to-end tests, the fault suite, the route budgets and
# the packages as published (publint, attw, the embedding test). Every step runs
# even when an earlier one failed; the last line totals them: "N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_pnpm
ensure_chromium
ensure_postgres
ensure_redis
install_deps || { echo "0 passed, 1 failed"; exit 1; }

# TEST_REPORT_DIR keeps the runners' reports and the summary (hosted CI uploads them); otherwise
# they go to a temporary folder.
if [ -n "${TEST_REPORT_DIR:-}" ]; then
  results="$TEST_REPORT_DIR"
  rm -rf "$results" && mkdir -p "$results"
else
  results="$(mktemp -d)"
  trap 'rm -rf "$results"' EXIT
fi

check() {
  local name=$1
  shift
  echo "==> $name"
  if "$@"; then
    printf '%s\tpassed\n' "$name" >>"$results/checks.tsv"
  else
    printf '%s\tfailed\n' "$name" >>"$results/checks.tsv"
  fi
}

check typecheck pnpm typecheck
check lint pnpm lint

echo "==> unit tests"
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

echo "==> storybook tests"
node scripts/test-storybook.mjs --json --outputFile "$results/storybook.json"

echo "==> end-to-end tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" pnpm test:e2e

# The api killed, restarted, cut off from PostgreSQL, overloaded, held by slow clients and out of
# disk, with the shop's invariants checked after every fault (docs/reliability.md).
check "fault suite" pnpm test:faults

# What a phone downloads on each measured route's first visit stays within tests/budgets.json.
check "route budgets" pnpm test:budgets

# The published packages: packed once (pnpm pack builds them), linted as packed (publint --strict,
# attw), then installed with npm into a fresh app and checked in Node and Chromium (tests/embedding).
packs="$results/packs"
check "packages: publint and attw" node scripts/check-packages.mjs "$packs"
check "packages: embedding test" node tests/embedding/run.mjs "$packs"
rm -rf "$packs"

node scripts/summarize.mjs "$results" | tee "$results/summary.txt"
exit "${PIPESTATUS[0]}"
