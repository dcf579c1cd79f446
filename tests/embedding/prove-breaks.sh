#!/usr/bin/env bash
# Shows that the embedding test (tests/embedding/run.mjs) fails on each problem of issue 46: for
# each break, a temporary git worktree of HEAD gets the problem back, the test runs there with its
# own packs, and this script asserts that it fails with the expected check named FAILED. Run on
# demand, not by scripts/test.sh (one full embedding run per break: minutes each).
# Usage: tests/embedding/prove-breaks.sh [break ...]   (default: all; EMBEDDING_PORT as run.mjs)
# Recorded (issue 46, at 0da6769): codec-strict ->
#   ok: codec-strict makes the embedding test fail
#   FAILED: react-dom/server renders the card in plain Node, with its overlay
#   FAILED: the fixtures ran in Chromium (locator.waitFor: Timeout 10000ms exceeded.
# The other breaks were not run to their end before the deadline (about 15 min a run under load).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
all=(codec-strict onopen-on-mount ui-theme-augmented standalone-map fonts-optional-peers client-needs-renderer pending-changeset)
breaks=("${@:-${all[@]}}")

# Each break: the edit that reintroduces the problem, and the FAILED check it must cause
# ('' for a run that must fail however it stops, as when npm or Vite itself refuses).
apply() {
  case "$1" in
    codec-strict) # message/music need positions again, and one invalid element voids the list
      sed -i "s/const undrawn = typeof type === 'string' \&\& UNDRAWN_TYPES.includes(type);/const undrawn = false;/; s/if (issues.length > 0 \&\& !options.strict)/if (issues.length < 0)/" \
        packages/giftcard-renderer/src/edit-parameter.ts ;;
    onopen-on-mount)
      sed -i 's/const openedRef = useRef(open);/const openedRef = useRef(false);/' packages/giftcard-renderer/src/GiftCard.tsx ;;
    ui-theme-augmented) # the kit's build as it was: augmentation shipped, internal type paths
      git show 795662e:packages/ui/scripts/finish-build.mjs > packages/ui/scripts/finish-build.mjs ;;
    standalone-map)
      sed -i 's/sourcemap: false,/sourcemap: true,/' packages/giftcard-renderer/vite.standalone.config.ts ;;
    fonts-optional-peers)
      node -e "const f='packages/giftcard-renderer/package.json',fs=require('fs'),p=JSON.parse(fs.readFileSync(f));
        p.peerDependenciesMeta={};for(const [n,v] of Object.entries(p.dependencies)){p.peerDependencies[n]=v;p.peerDependenciesMeta[n]={optional:true}}
        delete p.dependencies;fs.writeFileSync(f,JSON.stringify(p,null,2))" ;;
    client-needs-renderer)
      node -e "const f='packages/api-client/package.json',fs=require('fs'),p=JSON.parse(fs.readFileSync(f));
        p.dependencies['@ugift/giftcard-renderer']='workspace:^';fs.writeFileSync(f,JSON.stringify(p,null,2))" ;;
    pending-changeset)
      printf -- "---\n'@ugift/ui': minor\n---\n\nA change not yet versioned.\n" > .changeset/not-versioned.md ;;
    *) echo "unknown break $1" >&2; return 1 ;;
  esac
}
expected() {
  case "$1" in
    codec-strict) echo 'react-dom/server renders the card in plain Node, with its overlay' ;;
    onopen-on-mount) echo 'a card mounted with defaultState="open" does not call onOpen' ;;
    ui-theme-augmented) echo "@ugift/ui's declarations neither augment nor reach into styled-components" ;;
    standalone-map) echo '@ugift/giftcard-renderer: no map of bundled code, no declaration maps' ;;
    fonts-optional-peers) echo '' ;;
    client-needs-renderer) echo 'npm installs @ugift/api-client alone' ;;
    pending-changeset) echo 'no changeset is pending' ;;
  esac
}

status=0
for name in "${breaks[@]}"; do
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/prove-${name}-XXXX")
  git -C "$root" worktree add --quiet --detach "$tmp/repo" HEAD
  # The workspace's installed dependencies, shared (the break touches only sources and manifests).
  for dir in . packages/ui packages/giftcard-renderer packages/api-client; do
    ln -s "$root/$dir/node_modules" "$tmp/repo/$dir/node_modules"
  done
  (cd "$tmp/repo" && apply "$name")
  (cd "$tmp/repo" && node tests/embedding/run.mjs "$tmp/packs") >"$tmp/log" 2>&1
  rc=$?
  want=$(expected "$name")
  if [ "$rc" -ne 0 ] && { [ -z "$want" ] || grep -qF "FAILED: $want" "$tmp/log"; }; then
    echo "ok: $name makes the embedding test fail"
  else
    echo "NOT PROVEN: $name (exit $rc, expected FAILED: ${want:-any failure})"
    status=1
  fi
  grep -E '^FAILED|Error|error' "$tmp/log" | head -4 | cut -c1-200 | sed 's/^/    /'
  git -C "$root" worktree remove --force "$tmp/repo"
  rm -rf "$tmp"
done
exit "$status"
