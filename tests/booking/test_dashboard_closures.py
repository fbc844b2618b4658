"""The owner closes the shop on a day, or opens it with other hours, from the dashboard."""

from __future__ import annotations

from datetime import datetime, time, timedelta

import pytest
from django.urls import reverse

from booking import selectors
from booking.availability import Reason
from booking.models import Closure
from tests.factories import book, make_shop, make_user

pytestmark = pytest.mark.django_db


def close(client, day, reason="", slug="ridgeline"):
    url = reverse("dashboard:closure_add", args=[slug])
    return client.post(url, {"date": str(day), "reason": reason}, follow=True)


def test_a_closed_day_offers_no_time(client, owner, shop, service, next_wednesday):
    assert selectors.day_openings(shop, service, next_wednesday).slots

    page = close(client, next_wednesday, "Staff training").content.decode()

    day = selectors.day_openings(shop, service, next_wednesday)
    assert (day.slots, day.reason) == ((), Reason.CLOSED)
    assert f"Closed on {next_wednesday:%A, %B} {next_wednesday.day}: no new bookings" in page
    assert "closed (Staff training)" in page


def test_appointments_already_booked_that_day_are_pointed_out(
    client, owner, shop, service, customer, next_wednesday
):
    booked = book(
        shop, service, customer, datetime.combine(next_wednesday, time(9), tzinfo=shop.zone)
    )

    page = close(client, next_wednesday).content.decode()

    assert "1 appointment booked that day falls outside the hours now" in page
    assert "Appointments to move" in page
    assert reverse("dashboard:appointment", args=["ridgeline", booked.pk]) in page


def test_a_past_day_or_no_day_is_refused(client, owner, shop):
    assert "has passed" in close(client, shop.today() - timedelta(days=1)).content.decode()
    assert "Pick the day" in close(client, "next tuesday").content.decode()
    assert not Closure.objects.exists()


def test_opening_again_brings_the_times_back(client, owner, shop, service, next_wednesday):
    close(client, next_wednesday)
    closure = Closure.objects.get()

    page = client.post(
        reverse("dashboard:closure_remove", args=["ridgeline", closure.pk]), follow=True
    ).content.decode()

    assert "Open again on" in page
    assert selectors.day_openings(shop, service, next_wednesday).slots


def test_another_shop_cannot_be_closed_or_opened(client, shop, next_wednesday):
    rival = make_shop(slug="rival")
    theirs = Closure.objects.create(shop=rival, date=next_wednesday)
    client.force_login(make_user("olive", shop=shop))

    assert close(client, next_wednesday, slug="rival").status_code == 404
    remove = reverse("dashboard:closure_remove", args=["ridgeline", theirs.pk])
    assert client.post(remove).status_code == 404
    assert list(Closure.objects.values_list("shop__slug", flat=True)) == ["rival"]


def set_hours(client, day, hours):
    url = reverse("dashboard:special_hours_set", args=["ridgeline"])
    return client.post(url, {"date": str(day), "hours": hours}, follow=True)


def test_other_hours_on_a_day_replace_the_weeks(client, owner, shop, service, next_wednesday):
    page = set_hours(client, next_wednesday, "8am-12pm").content.decode()

    assert f"Other hours on {next_wednesday:%A, %B} {next_wednesday.day}." in page
    slots = selectors.day_openings(shop, service, next_wednesday).slots
    local = [s.start.astimezone(shop.zone).time() for s in slots]
    assert local[0] == time(8) and local[-1] == time(11, 30)

    set_hours(client, next_wednesday, "09:00-11:00")
    slots = selectors.day_openings(shop, service, next_wednesday).slots
    assert slots[0].start.astimezone(shop.zone).time() == time(9)


def test_other_hours_point_out_who_is_booked_outside_them(
    client, owner, shop, service, customer, next_wednesday
):
    book(shop, service, customer, datetime.combine(next_wednesday, time(15), tzinfo=shop.zone))

    page = set_hours(client, next_wednesday, "08:00-12:00").content.decode()

    assert "1 appointment booked that day falls outside the hours now" in page
    assert "Appointments to move" in page


def test_the_usual_hours_come_back(client, owner, shop, service, next_wednesday):
    set_hours(client, next_wednesday, "08:00-10:00, 13:00-14:00")
    special = shop.special_hours.first()

    page = client.post(
        reverse("dashboard:special_hours_remove", args=["ridgeline", special.pk]), follow=True
    ).content.decode()

    assert "The usual hours again on" in page
    assert not shop.special_hours.exists()
    last = selectors.day_openings(shop, service, next_wednesday).slots[-1]
    assert last.start.astimezone(shop.zone).time() == time(17)


def test_bad_other_hours_are_refused(client, owner, shop, next_wednesday):
    assert (
        "&quot;12:00-08:00&quot; closes at 8:00 AM, before it opens at 12:00 PM."
        in set_hours(client, next_wednesday, "12:00-08:00").content.decode()
    )
    assert "Give the hours" in set_hours(client, next_wednesday, "").content.decode()
    past = shop.today() - timedelta(days=1)
    assert "has passed" in set_hours(client, past, "08:00-12:00").content.decode()
    close(client, next_wednesday)
    assert "open it first" in set_hours(client, next_wednesday, "08:00-12:00").content.decode()
    assert not shop.special_hours.exists()
