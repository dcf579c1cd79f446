#!/usr/bin/env bash
# Installs what the tests need and runs every check: typecheck, lint, unit tests, Storybook tests
# (play functions, axe, visual snapshots), end-to-end tests, the fault suite, the route budgets and
# the packages as published (publint, attw, the embedding test). Every step runs
# even when an earlier one failed; the last line totals them: "N passed, N failed, N skipped".
# Before it, each step's wall and CPU minutes (docs/testing.md says what runs where).
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

# Runs one step with its output in the step's log (printed whole when the step ends, so that the
# lanes' lines do not interleave) and records its wall and CPU seconds in steps.tsv.
step() {
  local name=$1
  shift
  local log="$results/logs/${name//[^a-zA-Z0-9]/-}.log"
  mkdir -p "$results/logs"
  local begin=$SECONDS
  (
    "$@" >"$log" 2>&1
    status=$?
    # The CPU the step's processes used (user + system), from bash's own accounting.
    # (times in this shell, not in a pipeline's subshell, which has no children.)
    times >"$log.cpu"
    awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); cpu += t[1] * 60 + t[2] } }
      END { printf "%.0f\n", cpu }' "$log.cpu" >"$log.cpu.s"
    exit $status
  )
  local status=$?
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - begin))" "$(cat "$log.cpu.s")" >>"$results/steps.tsv"
  rm -f "$log.cpu" "$log.cpu.s"
  echo "==> $name ($( ((status == 0)) && echo passed || echo failed))"
  cat "$log"
  return $status
}

check() {
  local name=$1
  if step "$@"; then
    printf '%s\tpassed\n' "$name" >>"$results/checks.tsv"
  else
    printf '%s\tfailed\n' "$name" >>"$results/checks.tsv"
  fi
}

# Two lanes, each keeping about one core busy: with three (the Storybook tests after the journeys,
# the fault suite on its own) a fresh-clone run took 58.6 minutes where the steps one after another
# had taken 27.6: two cores shared by three lanes of browsers, forks and api processes made every
# step slower than its share (the journeys 5 minutes alone, 31 among them). The Storybook tests, the
# longest step, end both lanes: chunks of story files on one build, taken from one queue.
export STORYBOOK_OUT_DIR="$results/storybook-static"
storybook_built="$results/storybook-built"
storybook_queue="$results/storybook-queue"

# The Storybook tests' chunks, once the build is there (scripts/storybook-chunks.mjs: of about
# equal work, falling off, so that the lanes end together whatever their other steps took). Each
# lane takes the next chunk not yet taken (mkdir is atomic) until none is left; each chunk runs
# the test-runner with one browser and writes its own report (merged at the end: a chunk taken
# but without a report counts as a failed suite).
storybook_chunks() {
  while [ ! -e "$storybook_built" ]; do sleep 1; done
  if [ "$(cat "$storybook_built")" != 0 ]; then
    echo "Storybook's build failed: no story was tested"
    return 1
  fi
  local status=0 index=0 line
  while IFS= read -r line; do
    index=$((index + 1))
    mkdir "$storybook_queue/taken-$index" 2>/dev/null || continue
    local -a files
    read -ra files <<<"$line"
    echo "--- chunk $index (${#files[@]} files)"
    SKIP_STORYBOOK_BUILD=1 STORYBOOK_TEST_WORKERS=1 node scripts/test-storybook.mjs \
      --json --outputFile "$results/storybook-$index.json" "${files[@]}" || status=1
  done <"$storybook_queue/chunks"
  return $status
}

# Lane 1, compilers and Node: the typecheck, lint and the unit tests, then the first half of the
# stories.
checks_lane() {
  check typecheck pnpm typecheck
  check lint pnpm lint
  step "unit tests" pnpm exec vitest run --reporter=default --reporter=json \
    --outputFile.json="$results/vitest.json"
  step "storybook tests (lane 1)" storybook_chunks
}

# Lane 2, Chromium: the web app and the api are built once, for production, under the e2e base
# path, and the end-to-end journeys and the route budgets both run that build (TEST_BUILD_DIR);
# Storybook is built once for both shards; the packages as published; the fault suite; the second
# half of the stories.
browser_lane() {
  export TEST_BUILD_DIR="$results/build"
  if step "build (web and api)" node tests/build-app.mjs "$TEST_BUILD_DIR"; then
    storybook_build
    step "end-to-end tests" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" pnpm test:e2e
    # What a phone downloads on each measured route's first visit stays within tests/budgets.json.
    check "route budgets" pnpm test:budgets
  else
    storybook_build
    printf 'route budgets\tfailed\n' >>"$results/checks.tsv"
  fi
  # The published packages: packed once (pnpm pack builds them), linted as packed (publint
  # --strict, attw), then installed with npm into a fresh app and checked in Node and Chromium
  # (tests/embedding).
  local packs="$results/packs"
  check "packages: publint and attw" node scripts/check-packages.mjs "$packs"
  check "packages: embedding test" node tests/embedding/run.mjs "$packs"
  rm -rf "$packs"
  # The api killed, restarted, cut off from PostgreSQL, overloaded, held by slow clients and out
  # of disk, with the shop's invariants checked after every fault (docs/reliability.md). All 20
  # kills a database: with 10 the workload finished too few rounds to pay, cancel and redeem
  # (seen: 0 redeemed), and that check failed. In this lane since the lanes' first whole run
  # (this lane ended 7 minutes before the other: 26.3 against about 35 minutes).
  check "fault suite" pnpm test:faults
  step "storybook tests (lane 2)" storybook_chunks
}

# Storybook built once for both lanes' chunks, and the queue of chunks made from it.
storybook_build() {
  step "storybook build" node scripts/test-storybook.mjs --build-only
  local status=$?
  mkdir -p "$storybook_queue"
  if ((status == 0)); then
    node scripts/storybook-chunks.mjs "$STORYBOOK_OUT_DIR" 4 >"$storybook_queue/chunks" || status=1
  fi
  echo $status >"$storybook_built"
}

checks_lane &
browser_lane &
wait
# The chunks' reports as one: every chunk a lane took has one (a chunk without a report counts as a
# failed suite), and a queue that was never made (a failed build) leaves none.
storybook_reports=()
for taken in "$storybook_queue"/taken-*; do
  [ -e "$taken" ] && storybook_reports+=("$results/storybook-${taken##*taken-}.json")
done
((${#storybook_reports[@]} > 0)) || storybook_reports=("$results/storybook-none.json")
node scripts/merge-jest-reports.mjs "$results/storybook.json" "${storybook_reports[@]}"
rm -rf "$STORYBOOK_OUT_DIR"

# Where the minutes went, test by test: the 20 slowest of each runner (kept with the reports).
echo "==> the slowest tests"
node scripts/slowest.mjs "$results" 20 | tee "$results/slowest.txt"
printf 'total\t%s\t\n' "$SECONDS" >>"$results/steps.tsv"
node scripts/summarize.mjs "$results" | tee "$results/summary.txt"
exit "${PIPESTATUS[0]}"
