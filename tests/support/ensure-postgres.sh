#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL on loopback:
#   bash tests/support/ensure-postgres.sh <command…>
# Uses DATABASE_URL as is when already set. Otherwise installs Debian's `postgresql`
# (apt-get, as root) if no server binaries exist, creates a cluster in a temp dir
# (as the postgres user when run as root), starts it on a free 127.0.0.1 port with
# trust auth and no fsync, exports DATABASE_URL, runs the command, and removes it all.
set -euo pipefail

if [ -n "${DATABASE_URL:-}" ]; then exec "$@"; fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
BIN="$(find_bin || true)"
if [ -z "$BIN" ]; then
  if [ "$(id -u)" != 0 ]; then echo "PostgreSQL is not installed and this is not root: install 'postgresql' or set DATABASE_URL" >&2; exit 1; fi
  echo "installing Debian postgresql…" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  BIN="$(find_bin)"
fi

DIR="$(mktemp -d /tmp/pgtest.XXXXXX)"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi

cleanup() {
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400" start >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on $DATABASE_URL" >&2
"$@"
