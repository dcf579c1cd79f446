#!/usr/bin/env bash
# pnpm test:stress: proves the browser tests deterministic under load. The end-to-end journeys and
# the Storybook tests run STRESS_ROUNDS times (3 by default) while scripts/cpu-hog.mjs keeps every
# core busy; it fails when any test fails in any round. The hog is started here and always stopped
# (also when the run is interrupted), and stops by itself after two hours at the latest.
# Not part of `npm test`: it takes about three times the browser lane's minutes.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

rounds="${STRESS_ROUNDS:-3}"
work="$(mktemp -d)"
hog=""
cleanup() {
  if [ -n "$hog" ]; then
    kill "$hog" 2>/dev/null
    wait "$hog" 2>/dev/null
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# One build of the app for every round (the same one the test command's journeys run).
export TEST_BUILD_DIR="$work/build"
node tests/build-app.mjs "$TEST_BUILD_DIR" || { echo "stress: the build failed"; exit 1; }

node scripts/cpu-hog.mjs --seconds 7200 &
hog=$!

failures=()
for round in $(seq 1 "$rounds"); do
  echo "==> stress round $round of $rounds: end-to-end tests (both cores busy)"
  pnpm test:e2e || failures+=("round $round: end-to-end tests")
  echo "==> stress round $round of $rounds: storybook tests (both cores busy)"
  # Storybook is built in the first round only; the later rounds test the same build.
  if [ "$round" -gt 1 ]; then export SKIP_STORYBOOK_BUILD=1; fi
  node scripts/test-storybook.mjs || failures+=("round $round: storybook tests")
done

if [ "${#failures[@]}" -gt 0 ]; then
  printf 'stress: failed in %s\n' "${failures[@]}"
  exit 1
fi
echo "stress: $rounds rounds of end-to-end and Storybook tests passed with every core busy"
