"""An owner who types "closed" as a day's other hours means to close it: the refusal points to
the form that does, and hours that are only mistyped are not sent there."""

from __future__ import annotations

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db

CLOSE_THE_DAY_INSTEAD = "To close that day, use “Close on” above."


def set_other_hours(client, hours: str) -> str:
    url = reverse("dashboard:special_hours_set", args=["ridgeline"])
    return client.post(url, {"date": "2026-12-31", "hours": hours}, follow=True).content.decode()


@pytest.mark.parametrize("typed", ["closed", "shut all day", "Closed for inventory"])
def test_words_for_closed_point_to_closing_the_day(client, owner, shop, thursday_morning, typed):
    page = set_other_hours(client, typed)

    assert "is not a range like 7:30 AM-5:30 PM." in page
    assert CLOSE_THE_DAY_INSTEAD in page
    assert not shop.special_hours.exists()


@pytest.mark.parametrize("typed", ["8am-noonn", "25-26"])
def test_mistyped_hours_are_not_sent_to_close_the_day(client, owner, shop, thursday_morning, typed):
    page = set_other_hours(client, typed)

    assert CLOSE_THE_DAY_INSTEAD not in page
    assert not shop.special_hours.exists()
