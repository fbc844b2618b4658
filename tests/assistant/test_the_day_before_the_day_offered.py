""" "How about the day before?" of Wednesday's times offered them again. It is the day
before the one talked of: Tuesday; before next Monday, the Sunday the shop is closed."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms"])
@pytest.mark.parametrize("said", ["how about the day before?", "can we do the previous day"])
def test_the_day_before_wednesday_is_tuesday(demo_shop, channel, said):
    talk = talker(demo_shop, channel)
    talk("oil change wednesday")

    assert talk(said).message.text == (
        "For Oil change on Tuesday, December 8 I can do 7:30 AM, 8 AM or 8:30 AM. "
        "Which works for you?"
    )


def test_the_day_before_a_monday_is_a_closed_sunday(demo_shop):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    talk("tire rotation")
    talk("a week from today")

    assert talk("actually make it the day before").message.text.startswith(
        "We're closed on Sunday, December 13."
    )


def test_the_day_before_christmas_is_still_a_date(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert talk("oil change the day before christmas").message.text.startswith(
        "For Oil change on Thursday, December 24"
    )
