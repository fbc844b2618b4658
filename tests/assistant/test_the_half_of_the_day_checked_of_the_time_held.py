""" "Is that 12:30 in the afternoon?" with 12:30 PM held was told only "I'm holding that time";
"is that am or pm?" of times offered offered the afternoon's instead, or went to the team.
The half of the day is answered plainly, yes or no, with the same question still pending; of
times offered, they are said again, each with its AM or PM."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

NAME_ASKED = "What name should I put it under?"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "asked",
    [
        "Is that 12:30 in the afternoon?",
        "that's 12:30 pm, right?",
        "so that's pm, right?",
        "is that pm",
    ],
)
def test_the_afternoon_asked_of_the_time_held_is_a_yes(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    talk("oil change friday at 12:30")

    assert talk(asked).message.text == (
        f"Yes, in the afternoon. I'm holding 12:30 PM on Friday, December 11 for you. {NAME_ASKED}"
    )
    assert Appointment.objects.get().status == Appointment.Status.HELD


@pytest.mark.parametrize("asked", ["10 in the morning right?", "is that 10 in the morning?"])
def test_the_morning_checked_at_shall_i_book_it_is_a_yes(demo_shop, asked):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    for text in ("oil change friday at 10", "Dana Reyes"):
        talk(text)

    said = talk(asked).message.text

    assert said.startswith(
        "Yes, in the morning. Just to confirm: Oil change on Friday, December 11 at 10 AM."
    )
    assert said.endswith("Shall I book it?")
    assert talk("yes").appointment.status == Appointment.Status.CONFIRMED


def test_the_wrong_half_asked_is_a_no(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("brake inspection friday at 2")

    assert talk("is that 2 in the morning?").message.text.startswith(
        "No, in the afternoon. I'm holding 2 PM on Friday, December 11 for you."
    )


@pytest.mark.parametrize("channel", ["chat", "sms"])
@pytest.mark.parametrize("asked", ["is that am or pm?", "am or pm?"])
def test_am_or_pm_of_the_times_offered_says_them_again(demo_shop, channel, asked):
    talk = talker(demo_shop, channel)
    talk("oil change friday")

    assert talk(asked).message.text == (
        "Which time works for you on Friday, December 11: 7:30 AM, 8 AM or 8:30 AM?"
    )
