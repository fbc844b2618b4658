"""Trouble described, not a service named ("a clicking when I turn"), is booked as the shop's
look for it, and the customer is told why once, so the "Check engine light diagnostic" offered
for a noise is no surprise. The part the trouble is with ("leaking oil") is not booked as its
upkeep beside the look."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

WHY = "To find what's causing that, we'd start with the"


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Brake inspection", aliases=["brake check", "check brakes"])
    make_service(
        shop, "Check engine light diagnostic", minutes=60, aliases=["diagnostic", "check engine"]
    )
    make_service(shop, "Pre-purchase inspection", minutes=60, aliases=["used car inspection"])
    return talker(shop, "chat")


@pytest.mark.parametrize(
    ("said", "look"),
    [
        ("I hear a clicking when I turn the wheel", "Check engine light diagnostic"),
        ("I have an exhaust leak", "Check engine light diagnostic"),
        ("my brakes squeal when I stop", "Brake inspection"),
    ],
)
def test_the_look_for_trouble_is_explained_with_its_times(say, said, look):
    result = say(said)

    assert result.message.text.startswith(f"{WHY} {look}. On Monday, December 7 I can do ")
    assert result.choices
    # Once: the times asked again are not explained again.
    assert WHY not in say("anything later?").message.text


@pytest.mark.parametrize(
    "said",
    [
        "my check engine light is on",
        "can you check my brakes",
        "I need a diagnostic",
        "I need to get my car in for an inspection before I buy it",
    ],
)
def test_a_look_asked_for_by_name_is_not_explained(say, said):
    assert WHY not in say(said).message.text


def test_an_oil_leak_books_the_look_and_no_oil_change(say):
    result = say("my car is leaking oil")
    assert "Check engine light diagnostic" in result.message.text

    say(result.choices[0])
    say("Dana Reyes")
    say("303-555-0111")
    booked = say("yes").message.text

    assert "You're booked" in booked and "Oil change" not in booked
    appointment = Appointment.objects.get()
    assert appointment.service.name == "Check engine light diagnostic"
    assert appointment.notes == "The customer wrote: \u201cmy car is leaking oil\u201d"


def test_a_service_named_beside_the_trouble_is_said_to_follow_the_look(say):
    text = say("I need an oil change and my brakes are squeaking").message.text

    assert text.startswith(f"{WHY} Brake inspection, then the Oil change. On Monday, December 7")
