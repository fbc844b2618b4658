"""Two services asked in one message ("oil change and tire rotation friday at 10") are booked
one after the other: the first's confirmation said nothing of the second, as if it were lost.
It says the second's time is found once the first is booked."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("asked", "then"),
    [
        ("oil change and tire rotation friday at 10", "Tire rotation"),
        ("I need an oil change and a brake inspection friday at 10", "Brake inspection"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_first_confirmation_says_the_second_follows(demo_shop, channel, asked, then):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    talk(asked)
    confirm = talk("Dana Reyes").message.text
    if channel == "chat":
        confirm = talk("303-555-0177").message.text

    booked = talk("yes").message.text

    assert confirm.startswith("Just to confirm: Oil change on Friday, December 11 at 10 AM.")
    assert confirm.endswith(f"Shall I book it, then find a time for the {then}?")
    assert booked.startswith("You're booked, Dana Reyes: Oil change on Friday, December 11")
    assert f"For {then} on Friday, December 11" in booked
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 1


def test_the_second_confirmation_says_nothing_follows(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change and tire rotation friday at 10", "Dana Reyes", "yes"):
        talk(text)

    confirm = talk("the first one").message.text

    assert confirm.startswith("Just to confirm: Tire rotation on Friday, December 11")
    assert confirm.endswith("Shall I book it?")
