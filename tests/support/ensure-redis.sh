#!/usr/bin/env bash
# Runs a command against a throwaway Redis on loopback:
#   bash tests/support/ensure-redis.sh <command…>
# Uses REDIS_URL as is when already set. Otherwise installs Debian's `redis-server`
# (apt-get, as root) if missing, starts one on a free 127.0.0.1 port with no persistence
# in a temp dir, exports REDIS_URL, runs the command, then stops it and removes the dir.
# Composes with ensure-postgres.sh:
#   bash tests/support/ensure-postgres.sh bash tests/support/ensure-redis.sh <command…>
set -euo pipefail

if [ -n "${REDIS_URL:-}" ]; then exec "$@"; fi

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then echo "Redis is not installed and this is not root: install 'redis-server' or set REDIS_URL" >&2; exit 1; fi
  echo "installing Debian redis-server…" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi

DIR="$(mktemp -d /tmp/redistest.XXXXXX)"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  if [ -f "$DIR/redis.pid" ]; then kill "$(cat "$DIR/redis.pid")" 2>/dev/null || true; fi
  for _ in $(seq 50); do [ -f "$DIR/redis.pid" ] || break; sleep 0.1; done
  rm -rf "$DIR"
}
trap cleanup EXIT

# No RDB snapshots, no AOF: a throwaway store. Daemonized so that `$@` keeps the terminal.
redis-server --port "$PORT" --bind 127.0.0.1 --dir "$DIR" --save '' --appendonly no \
  --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/log" >/dev/null
for _ in $(seq 100); do
  if redis-cli -p "$PORT" ping 2>/dev/null | grep -q PONG; then break; fi
  sleep 0.05
done
redis-cli -p "$PORT" ping >/dev/null || { echo "redis-server did not start:" >&2; cat "$DIR/log" >&2; exit 1; }
export REDIS_URL="redis://127.0.0.1:$PORT"
echo "Redis $(redis-server --version | awk '{print $3}' | sed 's/v=//') on $REDIS_URL" >&2
"$@"
