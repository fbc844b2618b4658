""" "Wait, is that AM?" or "is that AM or PM?" at "Shall I book it?" let the time held go and
offered other times (its "AM" read as the morning asked for), or was passed to the team as a
question. The time held is said again, still held."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CONFIRM = (
    "Just to confirm: Oil change on Friday, December 11 at 10 AM. It usually runs $49 to $89, "
    "final price after we look at the car. Shall I book it?"
)


@pytest.mark.parametrize(
    "asked",
    [
        "is that am?",
        "wait is that am?",
        "is that AM or PM?",
        "am or pm?",
        # The time, with no space before its half: not heard as a question.
        "wait is that 10am?",
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_the_time_held_is_said_again(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    for text in ("oil change friday at 10", "Dana Reyes"):
        talk(text)
    if channel == "chat":
        talk("303-555-0177")

    said = talk(asked).message.text

    assert said == (CONFIRM if " or " in asked else f"Yes, in the morning. {CONFIRM}")
    assert talk("yes").appointment.status == Appointment.Status.CONFIRMED


def test_on_a_call_the_afternoon_asked_of_2_pm_is_said_again(demo_shop):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    for text in ("oil change friday at 2", "Dana Reyes"):
        talk(text)

    said = talk("sorry, is that in the afternoon?").message.text

    assert said.startswith(
        "Yes, in the afternoon. Just to confirm: Oil change on Friday, December 11 at 2 PM."
    )
