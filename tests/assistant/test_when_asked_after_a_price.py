""" "When can you do it?" after an oil change's price was passed to the team as a question
("I'll pass that to the team"): it asks for the service's times."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("asked", ["when can you do it?", "when could u guys get to it"])
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_when_can_you_do_it_offers_the_times(demo_shop, channel, asked):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    say("How much for an oil change?")

    assert say(asked).message.text == (
        "For Oil change on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. "
        "Which works for you?"
    )
