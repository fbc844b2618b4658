"""`{{ instant|zone_name:shop.timezone }}`: "MDT" or "MST", the side of a clock change a time is
on. Django's own "T" format says nothing for the hour a night the clocks go back has twice,
which is the one hour that needs it."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from django import template

register = template.Library()


@register.filter
def zone_name(instant: datetime, zone: str) -> str:
    # astimezone sets `fold` on the second 1:00 AM, so the name is of the right side.
    return instant.astimezone(ZoneInfo(zone)).tzname() or ""
