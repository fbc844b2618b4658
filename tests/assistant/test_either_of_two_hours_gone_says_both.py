""" "Today at 8 or 9" when neither is open (the shop's "now" is 9 AM): both are said to be
unavailable before the nearest times, where only the first used to be."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "asked", ["oil change today at 8 or 9", "oil change, today 8 or 9 if you can"]
)
def test_both_hours_are_said_to_be_gone(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    reply = talk(asked).message.text

    assert reply.startswith("Sorry, 8 AM and 9 AM aren't available. For Oil change on Monday")


def test_one_hour_gone_is_said_alone(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert talk("oil change today at 8").message.text.startswith("Sorry, 8 AM isn't available.")
    assert talk("what about 8 or 11").message.text.startswith("I'm holding 11 AM on Monday")
