""" "And rotors?" just after the price of brake pads asks what the price covers: it booked
("For Brake pad replacement on Monday..."), and "rotors too?" was said to be work the list
lacks. The owner's description is the answer; a yes with such a word still books."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

DESCRIBED = (
    "Brake pad replacement: New pads on one axle, rotors measured; price per axle, rotors extra"
    " if needed. It usually runs $180 to $320. Would you like to book it?"
)


@pytest.mark.parametrize("asked", ["and rotors?", "rotors too?", "what about rotors"])
def test_a_word_of_the_description_is_answered_with_it(demo_shop, asked):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("how much to replace brake pads")

    assert say(asked).message.text == DESCRIBED


def test_a_yes_with_a_word_of_the_description_books(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("how much for an oil change")

    reply = say("yes, synthetic please").message.text

    assert reply.startswith("For Oil change on Monday, December 7")


def test_a_day_with_it_books(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("how much for an oil change")

    reply = say("synthetic on friday").message.text

    assert reply.startswith("For Oil change on Friday, December 11")
