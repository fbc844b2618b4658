"""After "we don't offer state inspections", a "what about emissions?" asks for work the same way
and is told plainly it is not offered, not asked again which service; "what about Saturday?" or
"what about my brakes?" stay what they were."""

from __future__ import annotations

import pytest

from assistant.schema import Act
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("first", "then", "asked"),
    [
        ("can you do a state inspection?", "ok what about emissions", "emissions"),
        ("do you do bodywork?", "what about emissions testing?", "emissions testing"),
        ("do you do bodywork?", "how about window tinting", "window tinting"),
    ],
)
def test_what_about_other_work_not_offered(demo_shop, channel, first, then, asked):
    say = talker(demo_shop, channel)
    assert say(first).message.act == Act.UNKNOWN_SERVICE
    reply = say(then)
    assert reply.message.act == Act.UNKNOWN_SERVICE
    assert f"I don't see {asked} on our service list" in reply.message.text
    assert "which service" not in reply.message.text


@pytest.mark.parametrize(
    "asked",
    [
        "what about a tire rotation?",
        # Offered the rotation's times, as a yes to booking the oil change's price.
        "ok what about a tire rotation",
    ],
)
def test_what_about_a_listed_service_is_its_price(demo_shop, asked):
    say = talker(demo_shop, "chat")
    say("how much is an oil change?")
    reply = say(asked)
    assert reply.message.act == Act.QUOTE
    assert "Tire rotation" in reply.message.text


def test_what_about_a_day_is_still_a_day(demo_shop):
    say = talker(demo_shop, "chat")
    say("i need an oil change")
    reply = say("what about saturday?").message.text
    assert "Saturday, December 12" in reply
    assert "on our service list" not in reply
