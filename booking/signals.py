"""Signals other apps listen to, so booking/ never imports them.

appointment_changed(appointment, change) is sent after the transaction commits; change is one
of "booked", "rescheduled", "cancelled", "completed".
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from django.db import transaction
from django.dispatch import Signal

appointment_changed = Signal()

_muted: ContextVar[bool] = ContextVar("appointment_announcements_muted", default=False)


def announce(appointment, change: str) -> None:
    """Tell listeners (confirmation texts, calendars) once the change is committed."""
    if _muted.get():
        return
    transaction.on_commit(
        lambda: appointment_changed.send(
            sender=type(appointment), appointment=appointment, change=change
        )
    )


@contextmanager
def muted() -> Iterator[None]:
    """Writes inside this block tell no one: for history that is re-created (the demo's past),
    not news to text a customer about."""
    token = _muted.set(True)
    try:
        yield
    finally:
        _muted.reset(token)
