"""A "no" to "Shall I book it?" taken back ("actually yes book it", "sorry I meant yes") offered
the day's first times, the time the customer had chosen let go. It is the time turned down that
is confirmed again; a new day or time asked instead is offered as before."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CONFIRM = "Just to confirm: Oil change on Friday, December 11 at 10 AM."


def _turned_down(demo_shop, channel):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    for text in ("oil change friday at 10", "Dana Reyes"):
        talk(text)
    if channel == "chat":
        talk("303-555-0177")
    assert talk("no").message.text == "No problem. What other day or time would work for you?"
    return talk


@pytest.mark.parametrize("said", ["yes", "actually yes book it", "sorry I meant yes"])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_time_turned_down_is_confirmed_again(demo_shop, channel, said):
    talk = _turned_down(demo_shop, channel)

    confirm = talk(said).message.text
    booked = talk("yes").appointment

    assert confirm.startswith(CONFIRM)
    assert booked.status == Appointment.Status.CONFIRMED
    assert booked.start.astimezone(demo_shop.zone).hour == 10


def test_another_day_asked_instead_is_offered(demo_shop):
    talk = _turned_down(demo_shop, "sms")

    offered = talk("monday?").message.text

    assert offered.startswith("For Oil change on Monday, December 14 I can do")
