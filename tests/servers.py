"""For the tests that run the app as its own processes (Daphne, a Celery worker) and so cannot
share pytest-django's database: its management commands with their environment, and a port."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def manage(env: dict[str, str], *args: str) -> str:
    """`manage.py ARGS` in a process of its own with `env`; its output, or the test fails."""
    done = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, f"manage.py {' '.join(args)} failed:\n{done.stderr}"
    return done.stdout


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
