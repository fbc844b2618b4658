"""Booking rules whose minimum notice reaches past the last day customers may book leave them no
time at all: they are refused saying so, and the rules stay as they were."""

from __future__ import annotations

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def save_rules(client, shop, **changes) -> str:
    form = {
        "slot_minutes": shop.slot_minutes,
        "min_notice_minutes": shop.min_notice_minutes,
        "horizon_days": shop.horizon_days,
        "buffer_before_minutes": shop.buffer_before_minutes,
        "buffer_after_minutes": shop.buffer_after_minutes,
        "dropoff_start": "7:30 AM",
        "dropoff_end": "9:00 AM",
        "hold_minutes": shop.hold_minutes,
        "reminder_hours": shop.reminder_hours,
        "average_repair_order": shop.average_repair_order,
    }
    url = reverse("dashboard:rules_edit", args=[shop.slug])
    return client.post(url, form | changes, follow=True).content.decode()


@pytest.mark.parametrize(
    "notice, horizon, said",
    [
        (2880, 1, "2880 minutes of notice reach past the last day they may book, 1 day ahead."),
        (43200, 7, "43200 minutes of notice reach past the last day they may book, 7 days ahead."),
    ],
)
def test_notice_that_reaches_past_the_horizon_is_refused(
    client, owner, shop, notice, horizon, said
):
    page = save_rules(client, shop, min_notice_minutes=notice, horizon_days=horizon)

    assert f"Customers could book no time at all: {said}" in page
    shop.refresh_from_db()
    assert (shop.min_notice_minutes, shop.horizon_days) == (60, 30)


def test_two_days_notice_within_a_week_is_saved(client, owner, shop):
    page = save_rules(client, shop, min_notice_minutes=2 * 1440, horizon_days=7)

    assert "Saved the booking rules." in page
    shop.refresh_from_db()
    assert (shop.min_notice_minutes, shop.horizon_days) == (2880, 7)
