#!/usr/bin/env bash
# Make sure PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) are up for the test suite.
# Starts them when installed but stopped; installs them from Debian's packages when missing and
# running as root; otherwise fails with a message that says what to do.
set -euo pipefail

PG_HOST=${CRASHCART_TEST_PG_HOST:-127.0.0.1}
REDIS_PORT=${CRASHCART_TEST_REDIS_PORT:-6379}
log() { echo "services: $*" >&2; }
die() { echo "services: ERROR: $*" >&2; exit 1; }
is_root() { [ "$(id -u)" = 0 ]; }
have() { command -v "$1" >/dev/null 2>&1; }

apt_install() {
  is_root && have apt-get || die "$1 is missing; install it (Debian: apt-get install $*) or run as root"
  log "installing $* from Debian's packages"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null \
    || { "$(dirname "$0")/apt-update-once.sh" -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null; }
}

pg_up() { have pg_isready && pg_isready -q -h "$PG_HOST" -p 5432; }
redis_up() { have redis-cli && [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]; }

ensure_postgres() {
  pg_up && return 0
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then apt_install postgresql postgresql-client; fi
  is_root || die "PostgreSQL is not running on $PG_HOST:5432 and I am not root to start it"
  local ver; ver=$(ls /etc/postgresql | sort -V | tail -n1)
  local conf=/etc/postgresql/$ver/main
  # Trust auth on loopback only: a test server, never a production one.
  if ! grep -q "crashcart-test" "$conf/pg_hba.conf"; then
    sed -i '1i host all all 127.0.0.1/32 trust # crashcart-test\nhost all all ::1/128 trust # crashcart-test\nlocal all all trust # crashcart-test' "$conf/pg_hba.conf"
  fi
  grep -q "^listen_addresses" "$conf/postgresql.conf" || echo "listen_addresses = '127.0.0.1'" >> "$conf/postgresql.conf"
  log "starting PostgreSQL $ver"
  pg_ctlcluster --skip-systemctl-redirect "$ver" main start >/dev/null 2>&1 || pg_ctlcluster "$ver" main start
  for _ in $(seq 1 30); do pg_up && return 0; sleep 1; done
  die "PostgreSQL did not come up on $PG_HOST:5432"
}

ensure_redis() {
  redis_up && return 0
  have redis-server || apt_install redis-server redis-tools
  log "starting Redis on 127.0.0.1:$REDIS_PORT"
  mkdir -p /tmp/crashcart-redis
  redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no \
    --dir /tmp/crashcart-redis --logfile /tmp/crashcart-redis/redis.log
  for _ in $(seq 1 20); do redis_up && return 0; sleep 0.5; done
  die "Redis did not come up on 127.0.0.1:$REDIS_PORT"
}

ensure_test_database() {
  local db=${CRASHCART_TEST_PG_DB:-crashcart_test}
  if ! psql -h "$PG_HOST" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$db'" | grep -q 1; then
    psql -h "$PG_HOST" -U postgres -qc "CREATE DATABASE $db" >/dev/null
  fi
}

ensure_postgres
ensure_redis
ensure_test_database
log "PostgreSQL $PG_HOST:5432 and Redis 127.0.0.1:$REDIS_PORT are up"
