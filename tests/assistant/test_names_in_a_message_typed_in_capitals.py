"""A text typed all in capitals capitalises no name: "HI I NEED MY AC FIXED ASAP ITS HOT IN MY
CAR" was read as a Mr Hot ("ITS HOT" as "it's Dana"), so the name was never asked and the visit
was booked as "Hot"; the name asked for, "DOUG", is booked as Doug."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop(demo_shop) -> Shop:
    return demo_shop


def test_words_in_capitals_are_no_name_and_the_name_is_asked(shop):
    say = talker(shop, "sms", phone="+13035550351", proven=True)
    say("HI I NEED MY AC FIXED ASAP ITS HOT IN MY CAR")

    asked = say("WEDNESDAY AT 9").message.text
    assert "What name" in asked, asked
    confirm = say("DOUG").message.text
    booked = say("YES")

    assert "Shall I book it?" in confirm, confirm
    assert booked.appointment.status == Appointment.Status.CONFIRMED
    assert booked.appointment.customer.name == "Doug"
    assert "Hot" not in booked.message.text and "Doug" in booked.message.text


def test_a_name_typed_in_capitals_is_still_read(shop):
    say = talker(shop, "chat")
    say("oil change wednesday at 9am")

    say("MY NAME IS DOUG SMITH")
    say("303 555 0101")
    booked = say("yes").appointment

    assert booked.customer.name == "Doug Smith"
