"""From the calendar, the front desk books on the day they are looking at, and goes to any
week by its date rather than clicking week after week."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse

from booking.models import Closure

pytestmark = pytest.mark.django_db

CALENDAR_URL = reverse("dashboard:calendar", args=["ridgeline"])
BOOK_URL = reverse("dashboard:new_booking", args=["ridgeline"])


def week_of(client, day) -> str:
    return client.get(CALENDAR_URL, {"week": day.isoformat()}).content.decode()


def test_each_open_day_ahead_links_to_booking_on_it(client, owner, shop, service, next_wednesday):
    page = week_of(client, next_wednesday)

    assert f'href="{BOOK_URL}?day={next_wednesday.isoformat()}"' in page
    booking = client.get(BOOK_URL, {"day": next_wednesday.isoformat(), "service": service.pk})
    assert f"Open times on {next_wednesday:%A, %B} {next_wednesday.day}" in booking.content.decode()


def test_closed_and_past_days_offer_no_booking(client, owner, shop, next_wednesday):
    Closure.objects.create(shop=shop, date=next_wednesday, reason="Staff training")
    sunday = next_wednesday + timedelta(days=4)
    last_week = next_wednesday - timedelta(days=14)

    page = week_of(client, next_wednesday)

    assert f"?day={next_wednesday.isoformat()}" not in page
    assert f"?day={sunday.isoformat()}" not in page  # closed every Sunday
    assert f"?day={last_week.isoformat()}" not in week_of(client, last_week)


def test_a_date_picked_shows_its_week(client, owner, shop, next_wednesday):
    far = next_wednesday + timedelta(days=70)
    monday = far - timedelta(days=far.weekday())

    page = week_of(client, far)

    assert f'name="week" value="{monday.isoformat()}"' in page
    assert f"{monday:%a %b} {monday.day}</h2>" in page
