from __future__ import annotations

import logging
import sys


class StderrHandler(logging.StreamHandler):
    """Writes to whatever sys.stderr is at the time of the record, not the one at start-up:
    test runners and Celery swap it, and a stale stream is a closed file."""

    def __init__(self) -> None:
        super().__init__()

    @property
    def stream(self):
        return sys.stderr

    @stream.setter
    def stream(self, _value) -> None:
        pass
