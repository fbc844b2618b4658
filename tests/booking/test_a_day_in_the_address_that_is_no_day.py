"""A report or calendar address whose day is no day (edited by hand, cut short in a copy) showed
the default days as if they were the ones asked for. The page says the day was not read and
what it shows instead."""

from __future__ import annotations

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("asked", "bad"),
    [({"from": "2026-13-01"}, "2026-13-01"), ({"from": "2026-12-01", "to": "12/31"}, "12/31")],
)
def test_the_report_says_a_date_it_could_not_read(client, owner, shop, asked, bad):
    page = client.get(reverse("dashboard:report", args=[shop.slug]), asked).content.decode()

    assert (
        f"“{bad}” is not a date (YYYY-MM-DD), so the report shows the last 30 days there." in page
    )


def test_the_calendar_says_a_week_it_could_not_read(client, owner, shop):
    page = client.get(reverse("dashboard:calendar", args=[shop.slug]), {"week": "next"})

    assert "“next” is not a date (YYYY-MM-DD), so the calendar shows this week." in (
        page.content.decode()
    )


def test_days_that_are_days_bring_no_warning(client, owner, shop):
    page = client.get(
        reverse("dashboard:report", args=[shop.slug]), {"from": "2026-12-01", "to": "2026-12-31"}
    )

    assert "is not a date" not in page.content.decode()
