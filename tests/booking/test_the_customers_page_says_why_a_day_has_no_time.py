"""The customer's own page (the manage link) says why a day has no time to move to, as the
dashboard does, and offers no next day past the last one they can book: before, each such day
said only "No open time that day", and the next-day link went on for ever."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse

from booking import selectors
from booking.models import Closure
from booking.services import appointment_book
from tests.factories import make_customer

pytestmark = pytest.mark.django_db


@pytest.fixture
def visit(shop, service):
    slots = selectors.open_slots(shop, service, from_day=shop.today() + timedelta(days=2), limit=1)
    return appointment_book(
        shop=shop,
        service=service,
        start=slots[0].start,
        customer=make_customer(shop),
        channel="chat",
    )


def day_page(client, visit, day) -> str:
    url = reverse("appointment_manage", args=[visit.manage_token])
    return client.get(url, {"day": day.isoformat()}).content.decode()


def next_sunday(shop):
    today = shop.today()
    return today + timedelta(days=(6 - today.weekday()) or 7)


def test_a_day_the_shop_is_closed_says_so(client, shop, visit):
    page = day_page(client, visit, next_sunday(shop))

    assert "No open time that day: the shop is closed." in page


def test_a_day_closed_for_a_reason_gives_it(client, shop, visit):
    monday = next_sunday(shop) + timedelta(days=1)
    Closure.objects.create(shop=shop, date=monday, reason="Inventory")

    page = day_page(client, visit, monday)

    assert "No open time that day: the shop is closed (Inventory)." in page


@pytest.mark.parametrize("past_the_last", [1, 200])
def test_a_day_past_the_horizon_says_how_far_ahead_and_offers_no_next_day(
    client, shop, visit, past_the_last
):
    day = shop.today() + timedelta(days=shop.horizon_days + past_the_last)

    page = day_page(client, visit, day)

    assert "No open time that day: times can be booked up to 30 days ahead." in page
    assert f"?day={(day + timedelta(days=1)).isoformat()}" not in page


def test_the_last_bookable_day_offers_no_next_day_and_the_one_before_does(client, shop, visit):
    last = shop.today() + timedelta(days=shop.horizon_days)

    assert f"?day={(last + timedelta(days=1)).isoformat()}" not in day_page(client, visit, last)
    assert f"?day={last.isoformat()}" in day_page(client, visit, last - timedelta(days=1))
