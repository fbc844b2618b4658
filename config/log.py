from __future__ import annotations

import logging
import re
import sys

# The path segments that are bearer secrets: a calendar feed's token, a visit's
# change-or-cancel token, a chat conversation's access token. Whoever reads the logs (a log
# host, a support engineer) must not be able to open them.
SECRET_IN_PATH = re.compile(r"(/(?:calendar|appointments|conversations)/)[^/\s?\"'.]+")


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


class HidesSecretPaths(logging.Filter):
    """Writes "/appointments/…/" for "/appointments/<token>/" in every line: Django logs each
    4xx with its path ("Not Found: ...")."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        hidden = SECRET_IN_PATH.sub(r"\1…", message)
        if hidden != message:
            record.msg, record.args = hidden, None
        return True
