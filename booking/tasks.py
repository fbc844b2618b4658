"""Celery entry points for booking's periodic work; each calls the function that does it."""

from __future__ import annotations

from celery import shared_task

from booking.busy_calendars import busy_calendars_refresh


@shared_task
def refresh_busy_calendars() -> int:
    """Celery beat runs this every 15 minutes in production; returns how many calendars
    could not be read."""
    return sum(1 for calendar in busy_calendars_refresh() if calendar.last_error)
