#!/usr/bin/env bash
# Creates .venv with Python 3.11 and installs Frontdesk with its dev tools. Sourced by the
# demo and test commands; reinstalls only when pyproject.toml changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON=${PYTHON:-}
if [ -z "$PYTHON" ]; then
  for candidate in python3.11 python3; do
    if command -v "$candidate" >/dev/null 2>&1; then PYTHON=$candidate; break; fi
  done
fi
if [ -z "$PYTHON" ]; then
  echo "Frontdesk needs Python 3.11 or newer (python3.11 or python3 on PATH)." >&2
  exit 1
fi
"$PYTHON" - <<'PY'
import sys
if sys.version_info < (3, 11):
    sys.exit(f"Frontdesk needs Python 3.11 or newer, found {sys.version.split()[0]}")
PY

if [ ! -x .venv/bin/python ]; then
  echo "==> creating .venv with $("$PYTHON" --version)"
  "$PYTHON" -m venv .venv
fi
stamp=.venv/.frontdesk-installed
wanted=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$wanted" ]; then
  echo "==> installing Frontdesk and its dependencies (torch is the CPU build, pinned to 2.13.0)"
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e '.[dev]'
  echo "$wanted" > "$stamp"
fi
