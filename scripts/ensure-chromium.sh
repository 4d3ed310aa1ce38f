#!/usr/bin/env bash
# The browser tests drive Debian's Chromium, never a browser build a tool downloads.
# Installs it when it is missing and this machine can (root with apt-get); otherwise says how.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $chromium. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
