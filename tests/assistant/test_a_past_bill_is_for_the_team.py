""" "How much was my last oil change?" asks for a bill only the shop has: passed to the team, not
answered with the price list's range; "how much was the oil change again?" is still a price."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "asked",
    [
        "how much was my last oil change?",
        "what did I pay last time for brakes?",
        "how much did I pay for the alignment in October",
        # The bill of work done: the team was told only that a message was left.
        "what do I owe you",
        "how much do I owe for the brakes",
        "whats my balance",
    ],
)
def test_a_past_bill_goes_to_the_team(demo_shop, texts_go_to_memory, asked):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say(asked).message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."
    assert texts_go_to_memory == [
        ("+13035550142", f'Frontdesk: {PHONE} asked about a past bill: "{asked}"')
    ]


@pytest.mark.parametrize(
    "asked", ["how much was the oil change again?", "how much would I pay for an oil change?"]
)
def test_a_price_asked_in_the_past_tense_is_still_the_price(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text.startswith("Oil change usually runs $49 to $89.")
