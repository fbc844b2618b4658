"""'Hold on, let me check my calendar': the customer is given the moment, and what was waiting
for their answer still is (the times offered, the name asked for)."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "moment",
    [
        "hold on let me check my calendar",
        "one sec",
        "ok give me a minute",
        "let me ask my wife",
        "brb",
        "1 sec, checking with my wife",
    ],
)
def test_the_times_offered_still_wait_after_a_moment(shop, moment):
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    offer = say("oil change tuesday morning")

    assert say(moment).message.text == "Sure, take your time."
    again = say("").message.text
    assert again.startswith("Sorry, I didn't catch that. For Oil change on")
    day, at = offer.choices[1].split(" at ")
    assert say("the second one").message.text.startswith(f"I'm holding {at} on {day}")


def test_the_name_asked_for_still_waits_after_a_moment(shop):
    say = talker(shop, "chat")
    say("oil change tuesday at 9")

    assert say("hang on").message.text == "Sure, take your time."
    assert "mobile number" in say("Dana Reyes").message.text


def test_a_question_after_hold_on_is_answered(shop):
    say = talker(shop, "chat")
    say("oil change tuesday morning")

    assert say("hold on, is 10 available?").message.text != "Sure, take your time."


def test_getting_back_later_with_the_times_offered_waits(demo_shop):
    """ "Let me check with my wife and get back to you" to the times offered asked which time
    again, as if unheard."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("oil change friday")

    reply = say("hmm let me check with my wife and get back to you").message.text

    assert reply == "Sure, take your time."
