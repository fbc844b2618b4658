""" "What's a timing belt?" is answered with what the shop's description of the service says
and its price, not with times to book it; "what does that mean?" after a price or a look
offered explains that service the same way (and the times stay offered)."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

TIMING_BELT = (
    "Timing belt replacement: Timing belt, tensioner and idlers (water pump where it is driven "
    "by the belt). Drop off in the morning, ready by the end of the day. It usually runs $450 "
    "to $900. Would you like to book it?"
)


@pytest.mark.parametrize("asked", ["what's a timing belt?", "what is a timing belt"])
def test_what_a_service_is(demo_shop, asked):
    assert talker(demo_shop, "chat")(asked).message.text == TIMING_BELT


@pytest.mark.parametrize("asked", ["what does that mean?", "sorry I don't understand"])
def test_what_a_price_given_means(demo_shop, asked):
    say = talker(demo_shop, "chat")
    say("how much is a timing belt")

    assert say(asked).message.text == TIMING_BELT


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_what_a_look_offered_means(demo_shop, channel):
    proven = channel != "chat"
    say = talker(demo_shop, channel, phone="+13035550177" if proven else "", proven=proven)
    say("my brakes are grinding")

    text = say("what does that mean?").message.text

    assert text.startswith(
        "Brake inspection: Pads, rotors, calipers and fluid measured; free when we do the brake "
        "work."
    )
    assert text.endswith(
        "Which time works for you on Monday, December 7: 10 AM, 10:30 AM or 11 AM?"
    )


def test_what_the_earliest_is_no_question_of_what_a_service_is(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change friday")

    assert "Up to 5 quarts" not in say("what's the earliest?").message.text
