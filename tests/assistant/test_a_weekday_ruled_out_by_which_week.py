""" "Not this friday but the friday after next" rules out that one Friday, not every Friday:
the Friday after next is offered, where Saturday used to be."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("asked", "day"),
    [
        ("not this friday but the friday after next", "Friday, December 18"),
        ("not this friday, next friday", "Friday, December 18"),
        ("can't do next monday, the monday after next?", "Monday, December 21"),
    ],
)
def test_the_weekday_of_the_other_week_is_offered(demo_shop, channel, asked, day):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("I need an oil change")

    reply = talk(asked).message.text

    assert f"Oil change on {day}" in reply


def test_a_weekday_ruled_out_alone_is_still_every_one(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("I need an oil change")

    reply = talk("next week but not monday").message.text

    assert "Oil change on Tuesday, December 15" in reply
