"""Times of day as the owner's pages, messages and exports write them."""

from __future__ import annotations

from datetime import datetime, time

MIDNIGHT = time(0)


def twelve_hour(at: datetime | time) -> str:
    """ "7:30 AM", "12:00 PM" (a datetime already in the shop's zone)."""
    return at.strftime("%I:%M %p").lstrip("0")


def clock_words(at: time, *, closing: bool = False) -> str:
    """A time of day as the rest of the dashboard writes it ("5:30 PM"); a closing time of
    00:00 is midnight at the end of the day."""
    return "midnight" if closing and at == MIDNIGHT else twelve_hour(at)


def hours_words(open_: time, close: time) -> str:
    """ "8:00 AM-5:30 PM", "9:00 AM-midnight": a range of opening hours."""
    return f"{clock_words(open_)}-{clock_words(close, closing=True)}"
