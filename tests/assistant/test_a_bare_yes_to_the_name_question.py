"""A bare "yes" to "What name should I put it under?" is no answer: the question is asked
again, briefly, not the time held said over as though the customer had not heard it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


@pytest.mark.parametrize(("channel", "said"), [("chat", "yes"), ("sms", "ok"), ("phone", "yeah")])
def test_the_name_is_asked_again_in_a_word(shop, channel, said):
    say = talker(shop, channel, phone="+13035550177", proven=channel != "chat")
    held = say("oil change friday at 10").message.text

    again = say(said).message.text

    assert held.startswith("I'm holding 10 AM on Friday, December 11 for you.")
    assert again == "What name should I put it under?"


def test_the_number_is_asked_again_in_a_word(shop):
    say = talker(shop, "chat")
    say("oil change friday at 10")
    say("Dan Smith")

    again = say("sure").message.text
    confirm = say("303-555-0142").message.text

    assert again == "Great. What's the number, with its area code?"
    assert confirm.startswith("Just to confirm: Oil change on Friday, December 11 at 10 AM.")


def test_a_name_after_the_yes_goes_on(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("oil change friday at 10")
    say("yes")

    confirm = say("Dan").message.text

    assert confirm.startswith("Just to confirm: Oil change on Friday, December 11 at 10 AM.")
