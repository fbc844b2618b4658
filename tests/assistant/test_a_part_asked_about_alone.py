"""A first message that is only a part and a question mark ("air filter?", "cabin filter?")
was answered "What can we help with: which service does your car need?", as if nothing had
been asked. It is answered as "do you do air filters?" is: not on the list, the team's number,
and what the shop does."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

LISTED = (
    "We do A/C recharge, Battery replacement, Brake inspection, Brake pad replacement, Check "
    "engine light diagnostic, Coolant flush, Oil change, Pre-purchase inspection, Timing belt "
    "replacement, Tire rotation, Transmission fluid service and Wheel alignment."
)


@pytest.mark.parametrize("part", ["air filter", "cabin filter", "wiper blades"])
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_the_part_is_said_not_to_be_listed(demo_shop, channel, part):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert say(f"{part}?").message.text == (
        f"I don't see {part} on our service list; the team can tell you whether we can help at "
        f"(303) 555-0142. {LISTED}"
    )


def test_a_listed_job_asked_alone_is_offered(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say("oil change?").message.text.startswith("For Oil change on Monday, December 7")


def test_a_day_asked_alone_is_no_part(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say("friday?").message.text == (
        "Happy to check Friday, December 11 for you. Which service does your car need?"
    )
