"""The owner's week says which days the shop is closed and which have special hours, so
Christmas Day never looks like an empty open day."""

from __future__ import annotations

import re
from datetime import date, time

import pytest
from django.urls import reverse

from assistant.tools import ShopTools
from booking.models import Closure, SpecialHours
from tests.factories import book, local, make_shop, make_user

pytestmark = pytest.mark.django_db

CHRISTMAS_WEEK = "2026-12-21"


@pytest.fixture
def holidays(shop):
    """Christmas Eve 8 AM to noon, closed on Christmas Day and on the 26th (no reason given)."""
    SpecialHours.objects.create(shop=shop, date=date(2026, 12, 24), open=time(8), close=time(12))
    Closure.objects.create(shop=shop, date=date(2026, 12, 25), reason="Christmas Day")
    Closure.objects.create(shop=shop, date=date(2026, 12, 26))


def week(client, slug="ridgeline", monday=CHRISTMAS_WEEK) -> dict[str, str]:
    """Each day's box on the calendar, as text, by its heading ("Fri Dec 25")."""
    response = client.get(reverse("dashboard:calendar", args=[slug]), {"week": monday})
    assert response.status_code == 200
    sections = re.findall(r"<section.*?</section>", response.content.decode(), re.S)
    days = {}
    for section in sections:
        heading = re.search(r"<h2>(.*?)</h2>", section).group(1)
        days[heading] = " ".join(re.sub(r"<[^>]+>", " ", section).split())
    return days


def test_a_closure_shows_closed_with_its_reason(client, owner, holidays):
    christmas = week(client)["Fri Dec 25"]
    assert "Closed · Christmas Day" in christmas
    assert "Nothing booked" not in christmas


def test_a_closure_without_a_reason_shows_closed(client, owner, holidays):
    assert week(client)["Sat Dec 26"] == "Sat Dec 26 Closed"


def test_a_day_the_weekly_hours_leave_closed_shows_closed(client, owner, holidays):
    assert week(client)["Sun Dec 27"] == "Sun Dec 27 Closed"


def test_special_hours_are_shown_as_such(client, owner, holidays):
    eve = week(client)["Thu Dec 24"]
    assert "Open 8 AM – 12 PM (special hours)" in eve
    assert "Nothing booked." in eve


def test_an_ordinary_day_shows_its_weekly_hours(client, owner, holidays):
    days = week(client)
    assert days["Mon Dec 21"].startswith("Mon Dec 21 Open 7:30 AM – 5:30 PM Nothing booked.")
    assert days["Tue Dec 22"].startswith("Tue Dec 22 Open 7:30 AM – 5:30 PM")


def test_a_day_with_a_lunch_break_shows_both_ranges(client):
    weekly = {0: [(time(8), time(12)), (time(13), time(17))]}
    shop = make_shop(slug="lunch", weekly=weekly)
    client.force_login(make_user("lee", shop=shop))
    assert "Open 8 AM – 12 PM, 1 PM – 5 PM" in week(client, slug="lunch")["Mon Dec 21"]


def test_a_visit_booked_before_the_day_was_closed_is_still_shown(
    client, owner, shop, service, customer
):
    book(shop, service, customer, local(shop, 2026, 12, 25, 9), now=local(shop, 2026, 12, 1, 9))
    Closure.objects.create(shop=shop, date=date(2026, 12, 25), reason="Christmas Day")

    christmas = week(client)["Fri Dec 25"]

    assert "Closed · Christmas Day" in christmas
    assert "9:00 AM – 9:30 AM Oil change" in christmas


def test_the_calendar_and_the_assistant_agree_on_every_day(client, owner, shop, holidays):
    days = week(client)
    tools = ShopTools.for_shop(shop)
    for day_number in range(21, 28):
        day = date(2026, 12, day_number)
        told = tools.hours_on_words(day)["hours"]  # "open 8 AM to 12 PM", "closed (Christmas Day)"
        as_the_calendar_says = told.replace(" to ", " – ").replace(" (", " · ").rstrip(")")
        assert as_the_calendar_says.lower() in days[f"{day:%a %b} {day.day}"].lower()
