"""A name whose surname is a car's make ("Chase Ford", "Royce Lincoln"), given when the name is
asked, is booked as that name: it was read as no name at all, and "Chase Ford" as a Ford
("Got it, your Ford. ... What name should I put it under?"). A make said as the car ("my Ford")
is still the car."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("Royce Lincoln", "Royce Lincoln"),
        ("Chase Ford", "Chase Ford"),
        ("It's Chase Ford", "Chase Ford"),
        ("chase ford", "Chase Ford"),
    ],
)
def test_a_name_with_a_make_in_it_is_booked_as_the_name(shop, said, name):
    say = talker(shop, "chat")
    say("oil change wednesday at 9am")

    asked_next = say(said).message.text
    say("303 555 0101")
    booked = say("yes").appointment

    assert "Ford" not in asked_next and "name" not in asked_next, asked_next
    assert booked.status == Appointment.Status.CONFIRMED
    assert booked.customer.name == name
    assert not booked.vehicle


def test_a_make_said_as_the_car_is_still_the_car(shop):
    say = talker(shop, "chat")
    say("oil change wednesday at 9am")

    say("Chase Ford, it's for my Ford F-150")
    say("303 555 0101")
    booked = say("yes").appointment

    assert booked.customer.name == "Chase Ford"
    assert booked.vehicle == "Ford F-150"
