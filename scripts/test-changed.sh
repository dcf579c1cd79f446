#!/usr/bin/env bash
# pnpm test:changed: the quick loop while developing. Runs only what the files changed since main
# (committed on this branch, staged, unstaged or new) can affect:
#   - the typecheck of the workspace packages that changed and of those that depend on them;
#   - eslint and prettier on the changed files;
#   - the unit tests related to them (vitest related: tests importing a changed file, directly
#     or not);
#   - the stories of the changed folders (Storybook's test-runner, given the story files);
#   - the journeys that changed (Playwright's --only-changed) and those naming a changed feature.
# `npm test` stays the one full run. BASE=<ref> compares with another ref than main.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

base="$(git merge-base HEAD "${BASE:-main}")" || { echo "test:changed: no ${BASE:-main} to compare with"; exit 2; }
mapfile -t changed < <(
  { git diff --name-only "$base"; git ls-files --others --exclude-standard; } | sort -u |
    while read -r file; do [ -f "$file" ] && echo "$file"; done
)
if [ "${#changed[@]}" -eq 0 ]; then
  echo "test:changed: nothing changed since $(git rev-parse --short "$base")"
  exit 0
fi
echo "test:changed: ${#changed[@]} files changed since $(git rev-parse --short "$base")"

failures=()
run() {
  local name=$1
  shift
  echo "==> $name"
  "$@" || failures+=("$name")
}

run "typecheck (changed packages and their dependents)" \
  pnpm -r --filter "...[$base]" --if-present run typecheck
if printf '%s\n' "${changed[@]}" | grep -qE '^(\.storybook/|vitest\.(config|setup)\.ts$)'; then
  run "typecheck (.storybook, vitest)" pnpm exec tsc -p tsconfig.tools.json --noEmit
fi

mapfile -t code < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|js|mjs|cjs|jsx)$')
mapfile -t formatted < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|js|mjs|cjs|jsx|json|md|css|ya?ml)$')
if [ "${#code[@]}" -gt 0 ]; then run "eslint" pnpm exec eslint --max-warnings=0 "${code[@]}"; fi
if [ "${#formatted[@]}" -gt 0 ]; then
  run "prettier" pnpm exec prettier --check --ignore-unknown "${formatted[@]}"
fi

if [ "${#code[@]}" -gt 0 ]; then
  run "unit tests (vitest related)" pnpm exec vitest related --run --passWithNoTests "${code[@]}"
fi

# Stories: every story file in a folder that holds a changed file; all of them when the
# Storybook set-up or its baselines' rules changed.
if printf '%s\n' "${changed[@]}" | grep -qE '^(\.storybook/[^_]|test-runner-jest\.config\.js$|scripts/test-storybook\.mjs$)'; then
  run "storybook tests (all: the set-up changed)" node scripts/test-storybook.mjs
else
  mapfile -t stories < <(
    for file in "${changed[@]}"; do
      case "$file" in
        packages/*/src/* | apps/web/src/*) ls "$(dirname "$file")"/*.stories.tsx 2>/dev/null ;;
        .storybook/__snapshots__/*.png) ;;
      esac
    done | sort -u
  )
  if [ "${#stories[@]}" -gt 0 ]; then
    run "storybook tests (${#stories[@]} story files)" node scripts/test-storybook.mjs "${stories[@]}"
  fi
fi

# Journeys: the changed spec files and those importing a changed file (--only-changed), and the
# specs that name a feature whose folder changed (apps/web/src/features/<feature>). A change to
# the api, the packages or the e2e set-up can reach any journey: then all of them run.
export E2E_PORT="${E2E_PORT:-4310}"
if printf '%s\n' "${changed[@]}" | grep -qE '^(apps/api/src/|packages/[^/]+/src/|apps/web/src/(app|lib|sw|config)/|tests/(e2e-server|build-app)\.mjs$|tests/playwright\.config\.ts$|tests/e2e/fixtures\.ts$)'; then
  run "end-to-end tests (all: shared code changed)" pnpm test:e2e
else
  mapfile -t features < <(printf '%s\n' "${changed[@]}" | sed -nE 's#^apps/web/src/features/([^/]+)/.*#\1#p' | sort -u)
  mapfile -t specs < <(
    printf '%s\n' "${changed[@]}" | grep -E '^tests/e2e/.*\.spec\.ts$'
    for feature in "${features[@]}"; do
      grep -rlE "(^|[^a-z])${feature}" tests/e2e --include='*.spec.ts'
    done
  )
  mapfile -t specs < <(printf '%s\n' "${specs[@]}" | sed '/^$/d' | sort -u)
  if [ "${#specs[@]}" -gt 0 ]; then
    run "end-to-end tests (${#specs[@]} specs)" pnpm test:e2e "${specs[@]#tests/}"
  fi
  # A changed helper of the journeys (a11y/checks.ts, say): the specs importing it.
  if printf '%s\n' "${changed[@]}" | grep -E '^tests/e2e/' | grep -qvE '\.spec\.ts$'; then
    run "end-to-end tests (specs importing a changed helper)" pnpm test:e2e --only-changed="$base"
  fi
fi

if [ "${#failures[@]}" -gt 0 ]; then
  printf 'test:changed: failed: %s\n' "${failures[@]}"
  exit 1
fi
echo "test:changed: all passed"
