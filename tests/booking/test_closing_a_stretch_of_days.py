"""The owner closes the shop for a vacation in one go, each day from the first through the last,
rather than one day at a time; a stretch that would hide a day's special hours, or ends before
it starts, is refused with what was typed kept."""

from __future__ import annotations

from datetime import datetime, time, timedelta

import pytest
from django.urls import reverse

from booking import selectors
from booking.availability import Reason
from booking.models import Closure, SpecialHours
from tests.factories import book

pytestmark = pytest.mark.django_db


def close(client, first_day, through, reason="Vacation"):
    url = reverse("dashboard:closure_add", args=["ridgeline"])
    form = {"date": str(first_day), "through": str(through), "reason": reason}
    return client.post(url, form, follow=True).content.decode()


def closed_days(shop) -> list:
    return list(Closure.objects.filter(shop=shop).order_by("date").values_list("date", flat=True))


@pytest.fixture
def monday(next_wednesday):
    return next_wednesday + timedelta(days=5)


def test_each_day_of_the_stretch_is_closed(client, owner, shop, service, monday):
    friday = monday + timedelta(days=4)

    page = close(client, monday, friday)

    week = [monday + timedelta(days=n) for n in range(5)]
    assert closed_days(shop) == week
    for day in week:
        assert selectors.day_openings(shop, service, day).reason == Reason.CLOSED
    assert (
        f"Closed from {monday:%A, %B} {monday.day} through {friday:%A, %B} {friday.day}:"
        " no new bookings those days." in page
    )
    assert page.count("closed (Vacation)") == 5


def test_appointments_booked_in_the_stretch_are_pointed_out(
    client, owner, shop, service, customer, monday
):
    book(shop, service, customer, datetime.combine(monday + timedelta(days=2), time(9), shop.zone))

    page = close(client, monday, monday + timedelta(days=6))

    assert "1 appointment booked those days falls outside the hours now" in page


@pytest.mark.parametrize("days_back", [1, 7])
def test_a_stretch_that_ends_before_it_starts_is_refused(client, owner, shop, monday, days_back):
    before = monday - timedelta(days=days_back)

    page = close(client, monday, before)

    assert f"Pick the last day closed, {monday:%A, %B} {monday.day} or after." in page
    assert f'name="through" min="{shop.today()}" value="{before}"' in page
    assert closed_days(shop) == []


def test_a_stretch_over_a_day_with_special_hours_is_refused(client, owner, shop, monday):
    wednesday = monday + timedelta(days=2)
    SpecialHours.objects.create(shop=shop, date=wednesday, open=time(8), close=time(12))

    page = close(client, monday, monday + timedelta(days=4))

    assert f"{wednesday:%A, %B} {wednesday.day} has special hours: remove them first" in page
    assert closed_days(shop) == []


def test_a_stretch_of_months_is_refused_as_a_typo(client, owner, shop, monday):
    page = close(client, monday, monday + timedelta(days=365))

    assert "Close at most 60 days at once." in page
    assert closed_days(shop) == []
