#!/usr/bin/env bash
# Installs, in one apt-get run, every system package a test stage needs and the machine lacks: Chromium and the Noto CJK
# fonts (visual and browser tests), PostgreSQL and Redis (PostgreSQL and cluster tests). `npm test` runs it once, beside
# the stages that need none of them; ensure-browser.sh, ensure-postgres.sh and ensure-redis.sh still check for their own
# package, so each stage also runs alone. As root it installs; otherwise it prints the command to run.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
# Capture first: `fc-list | grep -q` under pipefail fails when grep exits early and fc-list gets SIGPIPE.
fonts="$(fc-list : family 2>/dev/null || true)"
case "$fonts" in *'Noto Sans CJK SC'*) ;; *) missing+=(fonts-noto-cjk fontconfig) ;; esac
if [ -z "${DATABASE_URL:-}" ] && ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then missing+=(postgresql); fi
if [ -z "${REDIS_URL:-}" ] && ! command -v redis-server >/dev/null 2>&1; then missing+=(redis-server); fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "test dependencies: all present"
  exit 0
fi

echo "test dependencies: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  fc-cache -f >/dev/null 2>&1 || true
  exit 0
fi

echo "Install them first, then run the tests again:" >&2
echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1
