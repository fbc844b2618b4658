"""Two of the customer's cars named for one service ("oil changes for both my Honda and my
Toyota") book two visits, one a car, each with its car on it: the second is said to follow and
is offered once the first is booked."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


def test_oil_changes_for_both_my_honda_and_my_toyota_book_one_each():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    talk = talker(shop, "chat")

    def say(text):
        return talk(text).message.text

    offered = say("I want oil changes for both my honda and my toyota on saturday")
    say("the first one")
    say("Sam Lee")
    say("303-555-0123")
    first = say("yes")
    second = say("yes")
    say("the first one")
    say("yes")

    assert offered.startswith("First the Oil change for one car, then the other's.")
    assert first.endswith("Would you like to book the Oil change for your Toyota as well?")
    assert second.startswith("For Oil change on Saturday, December 12 I can do 8 AM")
    visits = Appointment.objects.filter(status=Appointment.Status.CONFIRMED).order_by("vehicle")
    assert [(v.service.name, v.vehicle) for v in visits] == [
        ("Oil change", "Honda"),
        ("Oil change", "Toyota"),
    ]
    assert {v.start.astimezone(shop.zone).date().isoformat() for v in visits} == {"2026-12-12"}


@pytest.mark.parametrize(
    "asked",
    ["Can I book an appointment for 2 cars at the same time?", "I need to bring in both our cars"],
)
def test_two_cars_said_before_the_work_books_one_each(demo_shop, asked):
    """ "Two cars" said before the service was asked which service "your car" needs, and the
    service named next was booked once."""
    talk = talker(demo_shop, "chat")

    assert talk(asked).message.text == (
        "Sure, I can book both cars. Which service does each one need?"
    )
    assert talk("oil changes").message.text.startswith(
        "First the Oil change for one car, then the other's. For Oil change on Monday"
    )
