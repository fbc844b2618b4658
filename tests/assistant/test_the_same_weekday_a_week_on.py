""" "The following friday", "no, the thursday after that", "the one after" while a day's times
are offered: that weekday a week on, not the same day's times again; "not this saturday, the
one after" is the Saturday a week on too."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("day", "said", "offered"),
    [
        ("thursday", "no, the thursday after that", "Thursday, December 17"),
        ("friday", "the following friday", "Friday, December 18"),
        ("saturday", "the one after?", "Saturday, December 19"),
        ("saturday", "hmm the one after that", "Saturday, December 19"),
    ],
)
def test_the_weekday_a_week_on_is_offered(demo_shop, channel, day, said, offered):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("I need an oil change")
    talk(day)

    reply = talk(said).message.text

    assert f"Oil change on {offered}" in reply


def test_another_weekday_following_is_that_weekday(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change")
    talk("friday")

    reply = talk("the following monday").message.text

    assert "Oil change on Monday, December 14" in reply


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("not this saturday, the one after", "Saturday, December 19"),
        ("not saturday, the one after", "Saturday, December 19"),
        ("not next monday but the one after", "Monday, December 21"),
    ],
)
def test_the_one_after_a_day_ruled_out(demo_shop, channel, said, offered):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("I need an oil change")

    reply = talk(said).message.text

    assert f"Oil change on {offered}" in reply
