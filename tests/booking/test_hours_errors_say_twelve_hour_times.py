"""Every refusal of hours the owner types (the weekly hours, a day's other hours, the drop-off
window, a job too long for any day) says its times as the rest of the dashboard does, "5:30 PM"
(booking.clock.twelve_hour), never on the 24-hour clock; only what the owner typed is quoted
back as they typed it."""

from __future__ import annotations

import re

import pytest

from tests.booking.test_dashboard_closures import set_hours
from tests.booking.test_dashboard_services_and_hours import save_hours, save_rules
from tests.booking.test_settings_input import add_service

pytestmark = pytest.mark.django_db

# "17:30" and "7:30" alone; "7:30 AM" is the dashboard's own way.
TWENTY_FOUR_HOUR = re.compile(r"\b\d{1,2}:\d{2}\b(?! [AP]M)")
TYPED = re.compile(r"&quot;.*?&quot;")


def problems_on(page: str) -> list[str]:
    """The errors the page shows: under a field, above the form, or as a message."""
    return re.findall(r'class="(?:error|flash error)">(.*?)</', page, re.S)


def assert_twelve_hour(problems: list[str]) -> None:
    assert problems
    for problem in problems:
        assert not TWENTY_FOUR_HOUR.search(TYPED.sub("", problem)), problem


BAD_HOURS = [
    "8h-17h",
    "17:00-08:00",
    "08:00-12:00, 11:00-15:00",
    "2500-1700",
    "25:00-17:00",
    "13pm-5pm",
    "1-5",
    "7:30",
    "9am-midnight, 23:00-23:30",
]


@pytest.mark.parametrize("typed", BAD_HOURS)
def test_each_refusal_of_the_weekly_hours_says_times_on_the_twelve_hour_clock(
    client, owner, shop, typed
):
    assert_twelve_hour(problems_on(save_hours(client, wed=typed).content.decode()))


@pytest.mark.parametrize("typed", BAD_HOURS)
def test_each_refusal_of_a_days_other_hours_says_times_on_the_twelve_hour_clock(
    client, owner, shop, next_wednesday, typed
):
    assert_twelve_hour(problems_on(set_hours(client, next_wednesday, typed).content.decode()))


def test_hours_that_close_before_they_open_say_both_times(client, owner, shop):
    page = save_hours(client, tue="17:30-07:30").content.decode()

    assert "&quot;17:30-07:30&quot; closes at 7:30 AM, before it opens at 5:30 PM." in page


def test_hours_that_overlap_say_both_ranges_and_a_close_at_midnight(client, owner, shop):
    page = save_hours(client, fri="9am-midnight, 23:00-23:30").content.decode()

    assert "Friday 11:00 PM-11:30 PM overlaps 9:00 AM-midnight." in page


def test_an_unreadable_time_shows_one_that_would_be_read(client, owner, shop):
    page = save_hours(client, mon="7:30-25:00").content.decode()

    assert "&quot;25:00&quot; is not a time like 7:30 AM." in page


def test_a_drop_off_window_outside_the_hours_says_its_times_on_the_twelve_hour_clock(
    client, owner, shop
):
    page = save_rules(client, shop, dropoff_start="18:30", dropoff_end="20:00").content.decode()

    assert "Drop-offs 6:30 PM-8:00 PM fall outside the opening hours" in page
    assert_twelve_hour(problems_on(page))
    unreadable = save_rules(client, shop, dropoff_start="7:30", dropoff_end="9h").content.decode()
    assert_twelve_hour(problems_on(unreadable))


def test_a_job_longer_than_any_day_says_the_days_hours_on_the_twelve_hour_clock(
    client, owner, shop
):
    save_hours(client, sat="8am-midnight")

    page = add_service(client, duration_minutes="1000").content.decode()

    assert "the longest day is Saturday, 8:00 AM-midnight, 16 hours." in page
    assert_twelve_hour(problems_on(page))
