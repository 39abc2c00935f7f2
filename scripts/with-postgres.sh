#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server.
#
#   scripts/with-postgres.sh npx vitest run
#
# Starts a fresh cluster in a temporary directory on a spare loopback port, exports
# TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres (trust auth), runs the command,
# then stops the server, deletes the directory and exits with the command's exit code.
#
# Finds initdb/pg_ctl in PATH or /usr/lib/postgresql/*/bin; when there are none it installs
# Debian's `postgresql` package with apt-get. initdb refuses to run as root, so as root the
# cluster is created and run as the `postgres` system user (created if missing).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 command [args...]" >&2
  exit 2
fi

find_pg_bin() {
  local dir
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return 0
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/pg_ctl" ] && [ -x "$dir/initdb" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

PGBIN=$(find_pg_bin || true)
if [ -z "$PGBIN" ]; then
  echo "with-postgres: no initdb/pg_ctl found; installing Debian's postgresql" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >&2
  PGBIN=$(find_pg_bin || true)
  if [ -z "$PGBIN" ]; then
    echo "with-postgres: still no initdb/pg_ctl after installing postgresql" >&2
    exit 1
  fi
fi

# A spare port: a random one in 20000-59999 that nothing answers on (bash only, no tools needed).
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT=""
for _ in $(seq 1 50); do
  candidate=$((20000 + RANDOM % 40000))
  if ! port_in_use "$candidate"; then
    PORT=$candidate
    break
  fi
done
if [ -z "$PORT" ]; then
  echo "with-postgres: found no free port" >&2
  exit 1
fi

DIR=$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")
DATA="$DIR/data"
LOG="$DIR/server.log"

# As root, run the server as the `postgres` user; otherwise as ourselves.
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  fi
  chown postgres "$DIR"
  chmod 700 "$DIR"
  as_pg() { su postgres -s /bin/bash -c "$(printf '%q ' "$@")"; }
else
  as_pg() { "$@"; }
fi

STARTED=0
cleanup() {
  if [ "$STARTED" -eq 1 ]; then
    as_pg "$PGBIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$PGBIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --no-sync >"$DIR/initdb.log" 2>&1 || {
  cat "$DIR/initdb.log" >&2
  exit 1
}
# Throwaway cluster: no durability needed, so skip fsync for speed.
as_pg "$PGBIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 \
  -o "-p $PORT -h 127.0.0.1 -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || {
  cat "$LOG" >&2
  exit 1
}
STARTED=1

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2

set +e
"$@"
CODE=$?
set -e
exit "$CODE"
