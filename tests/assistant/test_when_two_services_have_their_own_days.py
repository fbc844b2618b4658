"""Two services asked for on two days in one message: each offered on its own day, the first
straight away and the second once the first is booked; not both on the last day said."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    """Monday 7 December 2026, 9 AM: tomorrow is Tuesday the 8th, Friday the 11th."""
    shop = make_shop()
    make_service(shop, "Oil change")
    make_service(shop, "Wheel alignment", minutes=60, price=(99, 149), aliases=["alignment"])
    return talker(shop, "chat")


def booked() -> list[str]:
    return [
        f"{a.service.name} {a.start.astimezone(a.shop.zone):%a %d %H:%M}"
        for a in Appointment.objects.filter(status=Appointment.Status.CONFIRMED).order_by("start")
    ]


def test_each_service_on_its_own_day(say):
    first = say("oil change tomorrow morning and an alignment on friday please")

    assert first.message.text.startswith("First the Oil change, then the Wheel alignment.")
    assert "For Oil change on Tuesday, December 8" in first.message.text, first.message.text
    assert first.choices and all(c.startswith("Tuesday, December 8") for c in first.choices)

    say("8 AM")
    say("Sam Lee")
    say("303-555-1234")
    second = say("yes")

    assert "You're booked, Sam Lee: Oil change on Tuesday, December 8 at 8 AM." in (
        second.message.text
    )
    assert "For Wheel alignment on Friday, December 11" in second.message.text, second.message.text
    assert second.choices and all(c.startswith("Friday, December 11") for c in second.choices)
    say("10 AM")
    say("yes")
    assert booked() == ["Oil change Tue 08 08:00", "Wheel alignment Fri 11 10:00"]


def test_one_day_said_for_both_is_both_services_day(say):
    first = say("oil change and an alignment on friday please")

    assert "For Oil change on Friday, December 11" in first.message.text

    say("8 AM")
    say("Sam Lee")
    say("303-555-1234")
    second = say("yes")

    # Right after the first, on the same day.
    assert "For Wheel alignment on Friday, December 11 I can do 8:30 AM" in second.message.text
