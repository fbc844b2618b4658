""" "End of the week" is its Thursday and Friday, and the reply says both days with their
first times, not Thursday's alone as if the customer had named it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["chat", "sms"])
@pytest.mark.parametrize("asked", ["end of the week", "sometime late this week?"])
def test_the_end_of_this_week_offers_thursday_and_friday(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("I need an oil change")

    reply = talk(asked).message.text

    assert reply == (
        "For Oil change I can do Thursday, December 10 at 7:30 AM or 8 AM, or Friday, "
        "December 11 at 7:30 AM or 8 AM. Which works for you?"
    )


def test_on_a_call_the_end_of_next_week_keeps_the_part_of_the_day(demo_shop):
    talk = talker(demo_shop, "phone", phone=PHONE, proven=True)
    talk("I need an oil change")

    reply = talk("late next week in the afternoon").message.text

    assert reply == (
        "For Oil change, I have Thursday, December 17 at 12 PM or 12:30 PM, or Friday, "
        "December 18 at 12 PM or 12:30 PM. Which works for you?"
    )


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_time_offered_at_the_end_of_the_week_is_held(demo_shop, channel):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")

    talk("oil change end of next week")
    reply = talk("the friday one at 8").message.text

    assert reply.startswith("I'm holding 8 AM on Friday, December 18 for you.")
