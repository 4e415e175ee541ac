#!/usr/bin/env bash
# Makes the visual tests self-sufficient on a clean machine: they need Debian's chromium and the
# Noto CJK fonts (the pinned font stack). As root it installs what is missing; otherwise it says what to run.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
if ! fc-list 2>/dev/null | grep -q 'Noto Sans CJK SC'; then missing+=(fonts-noto-cjk); fi

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
