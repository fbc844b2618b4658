"""Right after the kinds of car or the ways to pay were told, one more asked in few words ("what
about european cars, like a bmw", "apple pay?") gets the same answer, with what it does not
name passed to the team, not "which service does your car need?"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

KINDS = (
    "We work on most cars and light trucks, gas, diesel and hybrid, domestic, Asian and European."
)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("asked", ["what about european cars, like a bmw", "how about imports?"])
def test_another_kind_of_car(demo_shop, channel, asked):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    say("do you work on diesels")

    assert say(asked).message.text.startswith(KINDS)


@pytest.mark.parametrize("asked", ["apple pay?", "what about venmo?"])
def test_another_way_to_pay(demo_shop, asked):
    say = talker(demo_shop, "chat")
    say("do you take credit cards")

    text = say(asked).message.text

    assert text.startswith("We take Visa, Mastercard")
    assert "please ask the team at (303) 555-0142" in text
