"""Picking a time as callers say it: "nine is good", "ten works for me", "ok eleven would be
great" in reply to the times offered hold that hour, as "9 is good" did, and so does "put me
down for 9 this sat"; a number word inside a sentence ("that one works") is still no time."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("nine is good", "9 AM"),
        ("ten works for me", "10 AM"),
        ("ok eleven would be great", "11 AM"),
        ("um, nine works", "9 AM"),
    ],
)
@pytest.mark.parametrize("channel", ["phone", "chat"])
def test_an_hour_in_words_that_works_is_held(demo_shop, channel, said, held):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel == "phone")
    talk("I need an oil change")
    assert "7:30 AM, 8 AM or 8:30 AM" in talk("wednesday").message.text

    reply = talk(said).message.text

    assert reply.startswith(f"I'm holding {held} on Wednesday, December 9 for you.")
    assert Appointment.objects.get(shop=demo_shop).status == Appointment.Status.HELD


def test_that_one_works_is_no_hour(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change")
    talk("wednesday")

    assert "holding 1 PM" not in talk("that one works").message.text


def test_put_me_down_for_an_hour_and_a_day(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    assert "8 AM, 8:30 AM or 9 AM" in talk("hello do u do oil changes on saturdays").message.text

    reply = talk("ok put me down for 9 this sat").message.text

    assert reply.startswith("I'm holding 9 AM on Saturday, December 12 for you.")
