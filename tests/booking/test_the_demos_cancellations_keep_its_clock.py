"""The demo seeded for a day other than today: its cancellations are dated by the demo's clock,
as its bookings are, not by the machine's. A past visit was called off before it was due, an
upcoming one by the demo's today."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from booking.demo import seed_demo
from booking.models import Appointment

pytestmark = pytest.mark.django_db

# A Wednesday morning in Golden, weeks before the machine's clock.
NOW = datetime(2026, 11, 18, 10, tzinfo=ZoneInfo("America/Denver"))


def test_each_cancellation_is_dated_between_its_booking_and_its_visit_or_today():
    shop = seed_demo(seed=7, now=NOW).shop

    cancelled = shop.appointments.filter(status=Appointment.Status.CANCELLED)

    assert cancelled.filter(start__lt=NOW).exists() and cancelled.filter(start__gt=NOW).exists()
    for visit in cancelled:
        assert visit.created_at < visit.cancelled_at <= NOW
        assert visit.cancelled_at < visit.start
