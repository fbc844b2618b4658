""" "Can I book online?" was asked which service the car needed, as if unheard: it is said that
the booking can be made right here."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("channel", "asked"),
    [
        ("chat", "Can I book online?"),
        ("sms", "can I make an appointment by text?"),
        ("phone", "can I book an appointment over the phone"),
    ],
)
def test_booking_here_is_said_to_be_possible(demo_shop, channel, asked):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert say(asked).message.text == (
        "Yes, I can book it for you right here. Which service does your car need?"
    )
    assert say("oil change").message.text.startswith("For Oil change on Monday, December 7")
