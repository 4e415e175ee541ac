#!/usr/bin/env bash
# Makes the visual tests self-sufficient on a clean machine: they need Debian's chromium and the
# Noto CJK fonts (the pinned font stack). As root it installs what is missing; otherwise it says what to run.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
# Capture first: `fc-list | grep -q` under pipefail fails when grep exits early and fc-list gets SIGPIPE.
fonts="$(fc-list : family 2>/dev/null || true)"
case "$fonts" in *'Noto Sans CJK SC'*) ;; *) missing+=(fonts-noto-cjk) ;; esac

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "visual tests: missing ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium fonts-noto-cjk fontconfig
  fc-cache -f >/dev/null 2>&1 || true
  [ -x "$chromium_path" ] || { echo "chromium still missing at $chromium_path" >&2; exit 1; }
  exit 0
fi

echo "Install them first, then run the tests again:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk" >&2
exit 1
