"""The owner's settings show every time of day as the rest of the dashboard does, "5:30 PM":
the opening hours and drop-off times already saved, the examples beside the inputs and the
refusals. What is shown saves back unchanged, and the owner may still type either clock
("17:30" or "5:30pm")."""

from __future__ import annotations

import re
from datetime import time

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from booking.models import OpeningHours, SpecialHours
from tests.booking.test_dashboard_closures import set_hours
from tests.booking.test_dashboard_services_and_hours import rules_form, save_rules, weekly_hours
from tests.booking.test_hours_errors_say_twelve_hour_times import TWENTY_FOUR_HOUR

pytestmark = pytest.mark.django_db

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def page_of(client, name: str) -> str:
    return client.get(reverse(f"dashboard:{name}", args=["ridgeline"])).content.decode()


def shown_values(page: str) -> dict[str, str]:
    """What each text input of the page holds, by its name."""
    return dict(re.findall(r'<input type="text" name="(\w+)" value="([^"]*)"', page))


def text_of(page: str) -> str:
    """The words the owner reads: the page without its markup."""
    return re.sub(r"<[^>]+>", " ", page)


def assert_no_twenty_four_hour_time(page: str) -> None:
    assert not TWENTY_FOUR_HOUR.search(text_of(page)), TWENTY_FOUR_HOUR.search(text_of(page))


@pytest.fixture
def lunch_and_late_hours(shop):
    """A lunch break on Mondays and a Sunday open until midnight."""
    shop.opening_hours.filter(weekday=0).delete()
    OpeningHours.objects.create(shop=shop, weekday=0, open=time(8), close=time(12))
    OpeningHours.objects.create(shop=shop, weekday=0, open=time(13), close=time(17, 30))
    OpeningHours.objects.create(shop=shop, weekday=6, open=time(10), close=time(0))


def test_the_hours_form_shows_the_hours_on_the_twelve_hour_clock(
    client, owner, shop, lunch_and_late_hours
):
    shown = shown_values(page_of(client, "hours_edit"))

    assert shown["mon"] == "8:00 AM-12:00 PM, 1:00 PM-5:30 PM"
    assert shown["tue"] == "7:30 AM-5:30 PM"
    assert shown["sat"] == "8:00 AM-1:00 PM"
    assert shown["sun"] == "10:00 AM-midnight"


def test_the_hours_as_shown_save_back_unchanged(client, owner, shop, lunch_and_late_hours):
    before = weekly_hours(shop)
    shown = shown_values(page_of(client, "hours_edit"))

    url = reverse("dashboard:hours_edit", args=["ridgeline"])
    page = client.post(url, {day: shown.get(day, "") for day in WEEKDAYS}, follow=True)

    assert "Saved the opening hours." in page.content.decode()
    assert weekly_hours(shop) == before


@pytest.mark.parametrize("typed", ["07:30-17:30", "7:30am-5:30pm", "7:30 AM-5:30 PM"])
def test_the_hours_form_reads_either_clock(client, owner, shop, typed):
    url = reverse("dashboard:hours_edit", args=["ridgeline"])
    week = {day: "" for day in WEEKDAYS} | {"mon": typed}

    client.post(url, week, follow=True)

    assert weekly_hours(shop) == [(0, time(7, 30), time(17, 30))]


def test_the_hours_page_says_no_time_on_the_twenty_four_hour_clock(
    client, owner, shop, lunch_and_late_hours
):
    assert_no_twenty_four_hour_time(page_of(client, "hours_edit"))


def test_the_rules_show_the_drop_off_times_on_the_twelve_hour_clock(client, owner, shop):
    page = page_of(client, "rules_edit")

    shown = shown_values(page)
    assert (shown["dropoff_start"], shown["dropoff_end"]) == ("7:30 AM", "9:00 AM")
    assert "A time like 7:30 AM (or 7:30am)." in page
    assert_no_twenty_four_hour_time(page)


def test_the_drop_off_times_as_shown_save_back_unchanged(client, owner, shop):
    shop.dropoff_start, shop.dropoff_end = time(12), time(13, 30)
    shop.save()
    shown = shown_values(page_of(client, "rules_edit"))

    form = rules_form(shop, dropoff_start=shown["dropoff_start"], dropoff_end=shown["dropoff_end"])
    page = client.post(reverse("dashboard:rules_edit", args=["ridgeline"]), form, follow=True)

    assert "Saved the booking rules." in page.content.decode()
    shop.refresh_from_db()
    assert (shop.dropoff_start, shop.dropoff_end) == (time(12), time(13, 30))


@pytest.mark.parametrize(
    ("start", "end"), [("07:00", "09:30"), ("7am", "9:30am"), ("7:00 AM", "9:30 AM")]
)
def test_the_drop_off_times_read_either_clock(client, owner, shop, start, end):
    save_rules(client, shop, dropoff_start=start, dropoff_end=end)

    shop.refresh_from_db()
    assert (shop.dropoff_start, shop.dropoff_end) == (time(7), time(9, 30))


def test_unreadable_drop_off_times_are_shown_back_as_typed(client, owner, shop):
    page = save_rules(client, shop, dropoff_start="7h30").content.decode()

    assert 'value="7h30"' in page
    assert "&quot;7h30&quot; is not a time like 7:30 AM." in page
    shop.refresh_from_db()
    assert shop.dropoff_start == time(7, 30)


def test_the_services_and_hours_page_says_no_time_on_the_twenty_four_hour_clock(
    client, owner, shop, lunch_and_late_hours, next_wednesday
):
    set_hours(client, next_wednesday, "8am-noon")

    page = page_of(client, "catalogue")

    assert 'placeholder="8am-noon"' in page
    assert_no_twenty_four_hour_time(page)


def test_a_day_given_no_hours_is_asked_for_them_on_the_twelve_hour_clock(
    client, owner, shop, next_wednesday
):
    page = set_hours(client, next_wednesday, " , ").content.decode()

    assert "Give the hours, like 7:30 AM-5:30 PM." in page
    assert not SpecialHours.objects.exists()


@pytest.mark.parametrize(
    ("open_", "close", "said"),
    [
        (time(17, 30), time(7, 30), "Closing time 7:30 AM is not after opening time 5:30 PM."),
        (time(11), time(0), "11:00 AM-midnight overlaps 7:30 AM-5:30 PM."),
    ],
)
def test_the_models_own_refusals_say_twelve_hour_times(shop, open_, close, said):
    hours = OpeningHours(shop=shop, weekday=0, open=open_, close=close)

    with pytest.raises(ValidationError) as refused:
        hours.full_clean()

    assert refused.value.messages == [said]
