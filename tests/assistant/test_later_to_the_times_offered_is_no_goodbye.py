""" "Later?" to the times offered on a call was heard as "later!", a goodbye: the caller was
thanked for calling and the times let go. It asks for later times; "ok thanks, later" is still a
goodbye."""

from __future__ import annotations

import pytest

from assistant.schema import Act
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("channel", ["phone", "sms"])
@pytest.mark.parametrize("asked", ["Later?", "later"])
def test_later_asks_for_later_times(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=True)
    talk("Can I get my tires rotated Wednesday afternoon?")

    reply = talk(asked)

    assert reply.message.act == Act.OFFER_TIMES
    assert "1:30 PM, 2 PM or 2:30 PM" in reply.message.text


def test_thanks_and_later_is_still_a_goodbye(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("Can I get my tires rotated Wednesday afternoon?")

    assert talk("ok thanks, later").message.act == Act.FAREWELL
