"""Each visit on the calendar says who booked it: the assistant (in the website chat, by text,
on a call) or the shop's staff, and a walk-in staff recorded after the fact says so."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from booking.services import appointment_book_by_staff
from tests.factories import book, local, make_customer

pytestmark = pytest.mark.django_db

CALENDAR_URL = reverse("dashboard:calendar", args=["ridgeline"])


def card_of(client, name: str) -> str:
    page = client.get(CALENDAR_URL, {"week": "2026-12-07"}).content.decode()
    card = re.search(rf'<a class="appointment[^>]*>(?:(?!</a>).)*?{name}.*?</a>', page, re.S)[0]
    return " ".join(re.sub(r"<[^>]+>", " ", card).split())


@pytest.mark.parametrize(
    ("channel", "said"),
    [
        ("chat", "Booked by the assistant in the website chat"),
        ("sms", "Booked by the assistant by text"),
        ("phone", "Booked by the assistant on a call"),
        ("staff", "Booked by staff"),
    ],
)
def test_the_calendar_says_who_booked_the_visit(
    client, owner, thursday_morning, shop, service, channel, said
):
    monday = local(shop, 2026, 12, 7, 9)
    book(shop, service, make_customer(shop), local(shop, 2026, 12, 11, 9), monday, channel=channel)

    card = card_of(client, "Dana Reyes")

    assert card == f"9:00 AM – 9:30 AM Oil change Dana Reyes · Bay 1 {said}"


def test_a_walk_in_recorded_after_the_fact_says_so(client, owner, thursday_morning, shop, service):
    appointment_book_by_staff(
        shop=shop,
        service=service,
        start=local(shop, 2026, 12, 10, 8),
        phone="+17205550199",
        name="Walt Kim",
        after_the_fact=True,
    )

    card = card_of(client, "Walt Kim")

    assert card == "8:00 AM – 8:30 AM Oil change Walt Kim · Bay 1 Booked by staff, after the fact"
