# Shared set-up steps for the README's commands. Each is idempotent: it installs only what is missing.
# shellcheck shell=bash

PNPM_VERSION=10.34.9
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PUPPETEER_SKIP_DOWNLOAD=1
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export STORYBOOK_DISABLE_TELEMETRY=1

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    echo "==> installing pnpm $PNPM_VERSION"
    # corepack fails its signature check on these machines, so npm installs pnpm.
    npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || as_root npm install -g "pnpm@$PNPM_VERSION"
  fi
}

ensure_chromium() {
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "==> installing Debian's chromium"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
}

# The api's tests also run on PostgreSQL; start the local server when it is installed but stopped.
ensure_postgres() {
  # A server given from outside (hosted CI's service container, say) is used as it is.
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    return
  fi
  if command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432; then
    export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
    return
  fi
  if [ -d /etc/postgresql ] && command -v pg_ctlcluster >/dev/null 2>&1; then
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  elif command -v apt-get >/dev/null 2>&1; then
    echo "==> installing PostgreSQL for the api's tests"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || true
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
    as_root su postgres -c "psql -qc \"ALTER USER postgres PASSWORD NULL\"; createdb test" 2>/dev/null || true
  fi
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
      export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
      return
    fi
    sleep 1
  done
  echo "==> PostgreSQL is not reachable: the api's PostgreSQL suites will fail" >&2
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
}

# The api's rate-limit tests also run on Redis (REDIS_URL, or the local server on its standard
# port); install and start one when there is none.
ensure_redis() {
  if [ -n "${REDIS_URL:-}" ]; then
    return
  fi
  if ! (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
    if ! command -v redis-server >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
      echo "==> installing Redis for the api's tests"
      as_root apt-get update -qq
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null || true
    fi
    if command -v redis-server >/dev/null 2>&1; then
      redis-server --port 6379 --bind 127.0.0.1 --save '' --appendonly no --daemonize yes >/dev/null || true
    fi
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null && break
      sleep 0.5
    done
  fi
  export REDIS_URL="redis://127.0.0.1:6379"
}

install_deps() {
  echo "==> installing dependencies"
  pnpm install --frozen-lockfile --reporter=silent
}
