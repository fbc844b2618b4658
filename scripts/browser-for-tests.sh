#!/usr/bin/env bash
# The headless browser that tests/assistant/test_widget_in_a_browser.py drives the website chat
# in: Debian's chromium and the chromedriver built with it, installed once, as root or with
# sudo. Selenium is told where they are, so it never tries to download a browser or driver.
set -euo pipefail

SCRIPT=browser-for-tests
source "$(dirname "${BASH_SOURCE[0]}")/for-tests-lib.sh"

if command -v chromedriver >/dev/null 2>&1 && command -v chromium >/dev/null 2>&1; then
    exit 0
fi
apt_install chromium chromium-driver
