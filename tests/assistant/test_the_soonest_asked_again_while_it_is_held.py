""" "The soonest" said again while the soonest time is already held keeps that hold and asks
on for the name; said while a later time is held, it offers from the soonest time again."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("first", "again"), [("the soonest", "the soonest"), ("earliest", "asap please")]
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_soonest_again_keeps_the_soonest_time_held(demo_shop, channel, first, again):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("oil change")
    assert talk(first).message.text == (
        "I'm holding 10 AM on Monday, December 7 for you. What name should I put it under?"
    )

    assert talk(again).message.text == (
        "I'm holding that time for you. What name should I put it under?"
    )
    held = Appointment.objects.get(status=Appointment.Status.HELD)
    assert held.start.astimezone(demo_shop.zone).hour == 10


def test_the_soonest_while_a_later_time_is_held_offers_from_the_soonest(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("oil change")
    talk("10:30")

    assert talk("the soonest").message.text == (
        "For Oil change on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. "
        "Which works for you?"
    )


def test_how_soon_asked_of_a_later_day_offers_the_soonest(demo_shop):
    """ "How soon can you get me in?" with Friday's times offered was passed to the team."""
    talk = talker(demo_shop, "chat")
    talk("oil change friday")

    assert talk("how soon can you get me in?").message.text == (
        "For Oil change on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. "
        "Which works for you?"
    )
