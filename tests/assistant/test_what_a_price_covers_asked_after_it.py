""" "And rotors?" just after the price of brake pads asks what the price covers: it booked
("For Brake pad replacement on Monday..."), and "rotors too?" was said to be work the list
lacks. The owner's description is the answer; a yes with such a word still books. A part
asked about for a car ("in stock for a 2012 camry?") is the team's to answer."""

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


def test_a_part_in_stock_for_a_car_asked_after_the_price_is_for_the_team(demo_shop):
    """It read as "and for a 2012 Camry?", and the same price was said again."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("what do you charge for a battery")

    reply = say("do you have one for a 2012 camry in stock").message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."


@pytest.mark.parametrize(
    "asked",
    [
        "what is the cost of a coolant flush and how soon could you do it?",
        "Good morning, what is the cost of a coolant flush for a 2016 Ford Escape and how soon "
        "could you do it?",
    ],
)
def test_what_is_the_cost_asks_the_price_not_what_it_covers(demo_shop, asked):
    """ "What is the cost of ..." was read as "is the cost for both axles?": the description
    was said, and "how soon" went unanswered."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say(asked).message.text == (
        "Coolant flush usually runs $119 to $179. For Coolant flush on Monday, December 7 I can "
        "do 10 AM, 10:30 AM or 11 AM. Which works for you?"
    )
