"""Booking rules whose minimum notice reaches past the last day customers may book leave them no
time at all: they are refused saying so, and the rules stay as they were."""

from __future__ import annotations

import pytest

from tests.booking.test_dashboard_services_and_hours import save_rules

pytestmark = pytest.mark.django_db


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
    page = page.content.decode()

    assert f"Customers could book no time at all: {said}" in page
    shop.refresh_from_db()
    assert (shop.min_notice_minutes, shop.horizon_days) == (60, 30)


def test_two_days_notice_within_a_week_is_saved(client, owner, shop):
    page = save_rules(client, shop, min_notice_minutes=2 * 1440, horizon_days=7).content.decode()

    assert "Saved the booking rules." in page
    shop.refresh_from_db()
    assert (shop.min_notice_minutes, shop.horizon_days) == (2880, 7)
