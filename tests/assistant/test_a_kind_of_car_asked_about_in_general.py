"""The diesel price was said "for your diesel" to a customer asking about diesels in general.
A kind asked about is "a diesel"; a car said to be theirs is still "your"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked",
    ["how much is an oil change for diesels?", "what do you charge for an oil change on a diesel?"],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_a_kind_in_general_is_a_diesel(demo_shop, channel, asked):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert say(asked).message.text.startswith("Oil change usually runs $59 to $107 for a diesel.")


@pytest.mark.parametrize(
    "asked",
    ["how much is an oil change on my diesel?", "I drive a diesel, how much for an oil change"],
)
def test_their_own_is_your_diesel(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text.startswith(
        "Oil change usually runs $59 to $107 for your diesel."
    )
