""" "Can you bump it back 30 minutes" or "bump it to 11" at "Shall I book it?" was read as moving
a visit already booked ("I don't see an upcoming appointment"), and the booking under way was
lost: it moves the time held, as "push it" does."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("asked", "moved_to"),
    [("can you bump it back 30 minutes", "10:30 AM"), ("bump it to 11", "11 AM")],
)
def test_the_time_held_is_bumped(demo_shop, channel, asked, moved_to):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    for text in (
        "oil change friday 10",
        "Dana Reyes",
        *(["303 555 0177"] if channel == "chat" else []),
    ):
        talk(text)

    assert talk(asked).message.text.startswith(
        f"Just to confirm: Oil change on Friday, December 11 at {moved_to}."
    )
    talk("yes")
    assert Appointment.objects.get().status == Appointment.Status.CONFIRMED


@pytest.mark.parametrize("asked", ["is it cool if I wait in the lobby", "do you have a lobby?"])
def test_the_lobby_is_the_waiting_room(demo_shop, asked):
    text = talker(demo_shop, "sms", phone="+13035550177", proven=True)(asked).message.text

    assert text.startswith("Our waiting room has free wifi, coffee and a restroom.")
