#!/usr/bin/env bash
# Shows that the embedding test (tests/embedding/run.mjs) fails on each problem of issue 46, with a
# message naming it. For each break, a temporary git worktree of HEAD gets the problem back (this
# tree is never changed), the test runs there with its own packs, and this script asserts that it
# prints `FAILED: <the check that names the problem>`. Run on demand, not by scripts/test.sh.
#
# A run stops once that line is printed (run.mjs exits 1 whenever a check has FAILED, so the rest
# of the run cannot make it pass); PROVE_FULL=1 runs each to its end and also asserts its exit
# status. Breaks caught by the tarball checks take the time of the three packs; the later ones an
# npm install and builds as well.
#
# Usage: tests/embedding/prove-breaks.sh [break ...]   (default: all; EMBEDDING_PORT as run.mjs)
# Breaks, by the problem of issue 46 they bring back:
#   fonts-optional-peers   the fonts entry needs @fontsource/* as optional peers (npm skips them)
#   ui-theme-augmented     @ugift/ui's types make DefaultTheme extend UiTheme for every importer
#   ui-internal-types      @ugift/ui's declarations import styled-components/dist/types.js
#   client-needs-renderer  @ugift/api-client depends on a renderer version npm cannot install
#   codec-strict           a message without positions voids the whole edit parameter
#   onopen-on-mount        defaultState="open" calls onOpen on mount
#   pending-changeset      a changeset is pending: the tarballs' versions are not the next release's
#   changelog-stale        the version has no entry of its own in the CHANGELOG
#   standalone-map         the tarball ships standalone.js.map (React and our code bundled)
#   declaration-maps       the tarball ships .d.ts.map files pointing at unshipped sources
# Recorded at 93630c2 (codec-strict and ui-theme-augmented at ab5e81f), 2 shared cores, each run
# stopped at its line:
#   fonts-optional-peers (81 s)   FAILED: npm installed every package @ugift/giftcard-renderer's
#                                 files import (missing: @fontsource/noto-serif)
#   ui-theme-augmented (180 s)    FAILED: a host app with its own styled-components theme
#                                 type-checks with the kit (error TS2320: Interface 'DefaultTheme'
#                                 cannot simultaneously extend types 'UiTheme' and 'HostTheme'.)
#   ui-internal-types (124 s)     FAILED: @ugift/ui's declarations import no internal path of
#                                 styled-components (styled-components/dist/…) (components/Button/…)
#   client-needs-renderer (127 s) FAILED: npm installs @ugift/api-client alone (npm error code E404)
#   codec-strict (111 s)          FAILED: react-dom/server renders the card in plain Node, with its
#                                 overlay (no overlay drawn; the codec: Invalid edit parameter:
#                                 [0].xpos expected a ratio from 0 to 1, got nothing (and 4 more))
#   onopen-on-mount (296 s)       FAILED: a card mounted with defaultState="open" does not call
#                                 onOpen (… | onOpen on mount | extra mounted)
#   pending-changeset (47 s)      FAILED: no changeset is pending (…) (not-versioned.md)
#   changelog-stale (50 s)        FAILED: @ugift/giftcard-renderer@0.2.1: its CHANGELOG has the
#                                 entry of that version
#   standalone-map (69 s)         FAILED: @ugift/giftcard-renderer: no map of bundled code, no
#                                 declaration maps (… 1132940 … package/dist/standalone.js.map)
#   declaration-maps (96 s)       FAILED: (the same check) (… package/dist/contrast.d.ts.map, …)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
all=(fonts-optional-peers ui-theme-augmented ui-internal-types client-needs-renderer codec-strict
  onopen-on-mount pending-changeset changelog-stale standalone-map declaration-maps)
breaks=("${@:-${all[@]}}")

# The edit that reintroduces each problem, run in the scratch worktree.
apply() {
  case "$1" in
    fonts-optional-peers) # the Fontsource packages as optional peers, as before the fix
      node -e "const f='packages/giftcard-renderer/package.json',fs=require('fs'),p=JSON.parse(fs.readFileSync(f));
        p.peerDependenciesMeta={};for(const [n,v] of Object.entries(p.dependencies)){p.peerDependencies[n]=v;p.peerDependenciesMeta[n]={optional:true}}
        delete p.dependencies;fs.writeFileSync(f,JSON.stringify(p,null,2))" ;;
    ui-theme-augmented) # the kit's build ships src/theme/styled.d.ts and references it, as before
      cat >>packages/ui/scripts/finish-build.mjs <<'EOF'
const fs = await import('node:fs');
fs.mkdirSync(new URL('theme/', dist), { recursive: true });
fs.copyFileSync(new URL('../src/theme/styled.d.ts', import.meta.url), new URL('theme/styled.d.ts', dist));
const indexTypes = new URL('index.d.ts', dist);
fs.writeFileSync(indexTypes, '/// <reference path="./theme/styled.d.ts" />\n' + fs.readFileSync(indexTypes, 'utf8'));
EOF
      ;;
    ui-internal-types) # the inferred types keep styled-components' internal path, as before
      sed -i 's|JSON.stringify(relative)|"\\"styled-components/dist/types.js\\""|' packages/ui/scripts/finish-build.mjs ;;
    client-needs-renderer) # the client depends on the renderer again (pnpm pack makes it ^<version>)
      node -e "const f='packages/api-client/package.json',fs=require('fs'),p=JSON.parse(fs.readFileSync(f));
        p.dependencies['@ugift/giftcard-renderer']='workspace:^';fs.writeFileSync(f,JSON.stringify(p,null,2))" ;;
    codec-strict) # message/music need positions again, and one invalid element voids the list
      sed -i "s/const undrawn = typeof type === 'string' \&\& UNDRAWN_TYPES.includes(type);/const undrawn = false;/; s/if (issues.length > 0 \&\& !options.strict)/if (issues.length < 0)/" \
        packages/giftcard-renderer/src/edit-parameter.ts ;;
    onopen-on-mount)
      sed -i 's/const openedRef = useRef(open);/const openedRef = useRef(false);/' packages/giftcard-renderer/src/GiftCard.tsx ;;
    pending-changeset)
      printf -- "---\n'@ugift/ui': minor\n---\n\nA change not yet versioned.\n" >.changeset/not-versioned.md ;;
    changelog-stale) # a version bumped by hand, its changelog left behind
      node -e "const f='packages/giftcard-renderer/package.json',fs=require('fs'),p=JSON.parse(fs.readFileSync(f));
        p.version=p.version.replace(/\d+$/,(n)=>Number(n)+1);fs.writeFileSync(f,JSON.stringify(p,null,2))" ;;
    standalone-map)
      sed -i 's/sourcemap: false,/sourcemap: true,/' packages/giftcard-renderer/vite.standalone.config.ts ;;
    declaration-maps)
      node -e "const f='packages/giftcard-renderer/tsconfig.build.json',fs=require('fs'),p=JSON.parse(fs.readFileSync(f));
        p.compilerOptions.declarationMap=true;fs.writeFileSync(f,JSON.stringify(p,null,2))" ;;
    *) echo "unknown break $1" >&2; return 1 ;;
  esac
}
# The check each break must make FAIL (the start of its label).
expected() {
  case "$1" in
    fonts-optional-peers) echo "npm installed every package @ugift/giftcard-renderer's files import" ;;
    ui-theme-augmented) echo 'a host app with its own styled-components theme type-checks with the kit' ;;
    ui-internal-types) echo "@ugift/ui's declarations import no internal path of styled-components" ;;
    client-needs-renderer) echo 'npm installs @ugift/api-client alone' ;;
    codec-strict) echo 'react-dom/server renders the card in plain Node, with its overlay' ;;
    onopen-on-mount) echo 'a card mounted with defaultState="open" does not call onOpen' ;;
    pending-changeset) echo 'no changeset is pending' ;;
    changelog-stale) echo '@ugift/giftcard-renderer@' ;;
    standalone-map | declaration-maps) echo '@ugift/giftcard-renderer: no map of bundled code, no declaration maps' ;;
  esac
}

status=0
for name in "${breaks[@]}"; do
  want=$(expected "$name")
  [ -n "$want" ] || { echo "unknown break $name" >&2; status=1; continue; }
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/prove-${name}-XXXX")
  git -C "$root" worktree add --quiet --detach "$tmp/repo" HEAD
  # The workspace's installed dependencies, shared (the break touches only sources and manifests).
  for dir in . packages/ui packages/giftcard-renderer packages/api-client; do
    ln -s "$root/$dir/node_modules" "$tmp/repo/$dir/node_modules"
  done
  (cd "$tmp/repo" && apply "$name")
  if [ -z "$(git -C "$tmp/repo" status --porcelain --untracked-files=all -- . ':!**/node_modules')" ]; then
    echo "NOT PROVEN: $name (its edit changed nothing: the source moved on, update apply())"
    status=1
  else
    started=$SECONDS
    # Its own process group (setsid), so that the whole run can be stopped by its id; its
    # temporary folders under $tmp, removed with it.
    mkdir -p "$tmp/t"
    (cd "$tmp/repo" && TMPDIR="$tmp/t" exec setsid node tests/embedding/run.mjs "$tmp/packs") >"$tmp/log" 2>&1 &
    pid=$!
    if [ -n "${PROVE_FULL:-}" ]; then
      wait "$pid"; rc=$?
    else
      # grep returns at the first matching line (or when the run ends: tail follows it until then).
      grep -m1 -qF "FAILED: $want" < <(tail -n +1 --pid="$pid" -f "$tmp/log" 2>/dev/null)
      pgid=$(ps -o pgid= -p "$pid" | tr -d ' ')
      if [ -n "$pgid" ] && [ "$pgid" != "$(ps -o pgid= -p $$ | tr -d ' ')" ]; then
        kill -- -"$pgid" 2>/dev/null
        wait "$pid" 2>/dev/null
        rc=stopped
      else
        wait "$pid"; rc=$?
      fi
    fi
    line=$(grep -m1 -F "FAILED: $want" "$tmp/log")
    if [ -n "$line" ] && [ "$rc" != 0 ]; then
      echo "ok: $name makes the embedding test fail ($((SECONDS - started)) s, exit $rc)"
      echo "    $line" | cut -c1-300
    else
      echo "NOT PROVEN: $name (exit $rc, expected FAILED: $want)"
      grep -E '^FAILED|Error|error' "$tmp/log" | head -6 | cut -c1-300 | sed 's/^/    /'
      status=1
    fi
  fi
  git -C "$root" worktree remove --force "$tmp/repo"
  rm -rf "$tmp"
done
exit "$status"
