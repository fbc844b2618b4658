"""Times of day as the owner's pages, messages and exports write them."""

from __future__ import annotations

from datetime import datetime, time


def twelve_hour(at: datetime | time) -> str:
    """ "7:30 AM", "12:00 PM" (a datetime already in the shop's zone)."""
    return at.strftime("%I:%M %p").lstrip("0")
