""" "Actually the morning after", said while a day's times are offered: the next day's
morning, not the same day's times again."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said", ["actually the morning after", "what about the next morning?", "the morning after then"]
)
def test_the_next_days_morning_is_offered(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("I need an oil change")
    talk("thursday afternoon")

    reply = talk(said).message.text

    assert "Oil change on Friday, December 11" in reply
    assert "7:30 AM, 8 AM or 8:30 AM" in reply


@pytest.mark.parametrize("said", ["the afternoon after?", "how about the following afternoon"])
def test_the_next_days_afternoon_is_offered(demo_shop, said):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change")
    talk("wednesday morning")

    reply = talk(said).message.text

    assert reply == (
        "For Oil change on Thursday, December 10 I can do 12 PM, 12:30 PM or 1 PM. "
        "Which works for you?"
    )


def test_a_morning_after_an_hour_is_no_day(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change")
    talk("thursday")

    reply = talk("any morning after 10").message.text

    assert "Friday" not in reply
