""" "Next tuesday or wednesday morning" offered next week's Tuesday and Wednesday, and then
"tuesday at 9" held this week's Tuesday, a day never offered. A weekday said alone while its
day is offered is that day; "this tuesday" or a date is the day said."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("picked", ["tuesday at 9", "tues 9am works"])
def test_the_weekday_offered_is_held(demo_shop, channel, picked):
    talk = talker(demo_shop, channel)
    talk("oil change")
    talk("next tuesday or wednesday morning")

    assert talk(picked).message.text == (
        "I'm holding 9 AM on Tuesday, December 15 for you. What name should I put it under?"
    )


def test_this_weekday_is_the_coming_one(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change")
    talk("next tuesday or wednesday morning")

    assert talk("actually this tuesday at 9").message.text == (
        "I'm holding 9 AM on Tuesday, December 8 for you. What name should I put it under?"
    )
