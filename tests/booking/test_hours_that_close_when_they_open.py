"""Hours typed that close at the very time they open ("8am-8am") are refused saying just that,
not that the shop closes "before" it opens; midnight to midnight is still the whole day."""

from __future__ import annotations

from datetime import time

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db

WEEK = {"mon": "7:30am-5:30pm", "tue": "7:30am-5:30pm", "wed": "7:30am-5:30pm"}


def save_monday(client, typed: str) -> str:
    url = reverse("dashboard:hours_edit", args=["ridgeline"])
    return client.post(url, {**WEEK, "mon": typed}, follow=True).content.decode()


def mondays_hours(shop) -> list[tuple[time, time]]:
    return list(shop.opening_hours.filter(weekday=0).values_list("open", "close"))


@pytest.mark.parametrize(
    "typed, said",
    [("8am-8am", "8:00 AM"), ("9:30 AM-9:30 AM", "9:30 AM"), ("8am-noon, 1pm-1pm", "1:00 PM")],
)
def test_a_day_that_closes_when_it_opens_is_refused(client, owner, shop, typed, said):
    page = save_monday(client, typed)

    assert f"closes at {said}, the time it opens." in page
    assert "before it opens" not in page
    assert mondays_hours(shop) == [(time(7, 30), time(17, 30))]


def test_midnight_to_midnight_is_open_all_day(client, owner, shop):
    save_monday(client, "midnight-midnight")

    assert mondays_hours(shop) == [(time(0), time(0))]


@pytest.mark.parametrize("typed", ["10am-10am", "2:30pm-2:30pm"])
def test_a_days_other_hours_that_close_when_they_open_are_refused(client, owner, shop, typed):
    url = reverse("dashboard:special_hours_set", args=["ridgeline"])

    page = client.post(url, {"date": "2030-12-24", "hours": typed}).content.decode()

    assert "the time it opens." in page
    assert not shop.special_hours.exists()
