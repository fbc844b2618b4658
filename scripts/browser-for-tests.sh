#!/usr/bin/env bash
# The headless browser that tests/assistant/test_widget_in_a_browser.py drives the website chat
# in: Debian's chromium and the chromedriver built with it, installed once, as root or with
# sudo. Selenium is told where they are, so it never tries to download a browser or driver.
set -euo pipefail

say() { echo "browser-for-tests: $*" >&2; }

if command -v chromedriver >/dev/null 2>&1 && command -v chromium >/dev/null 2>&1; then
    exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    say "chromium is not installed; run as root to install it, or: apt-get install -y chromium chromium-driver"
    exit 1
fi

say "installing chromium and chromium-driver (apt-get install)"
"${as_root[@]}" apt-get update -qq >&2
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends chromium chromium-driver >&2
