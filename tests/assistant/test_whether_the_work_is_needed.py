""" "Is the coolant flush really necessary?" offered the flush's times, as if booked; "do I
really need it?" after a price was passed on with no word of why. Whether a car needs work is
a mechanic's to say: the customer is told so, and the team is asked."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

TOLD = (
    "I can't tell from here whether your car needs it: a mechanic who sees the car can say. "
    "I'll pass that to the team and someone will get back to you shortly."
)


@pytest.mark.parametrize(
    "asked",
    [
        "Is the coolant flush really necessary? My dealer says it is",
        "do i need an alignment after new tires?",
    ],
)
def test_whether_a_service_is_needed_is_for_the_team(demo_shop, asked):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say(asked).message.text == TOLD


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_its_price_asked_with_it_is_said_first(demo_shop, channel):
    """ "What does a coolant flush cost and do I really need one?" left the price unsaid."""
    say = talker(demo_shop, channel, phone="+13035550177", proven=True)

    price = "$119 to $179" if channel == "sms" else "119 to 179 dollars"
    assert say("What does a coolant flush cost and do I really need one?").message.text == (
        f"Coolant flush usually runs {price}. {TOLD}"
    )


def test_an_appointment_asked_of_a_service_is_no_such_question(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say("do I need an appointment if I just want an oil change").message.text

    assert reply.startswith("Walk-ins are welcome")
    assert "For Oil change on Monday, December 7" in reply


@pytest.mark.parametrize("asked", ["do I really need it?", "do I need one?"])
def test_whether_the_service_just_priced_is_needed_is_for_the_team(demo_shop, asked):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("how much for a transmission fluid service")

    assert say(asked).message.text == TOLD


def test_whether_an_appointment_is_needed_is_no_such_question(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("oil change friday")

    reply = say("do i really need an appointment?").message.text

    assert reply.startswith("Walk-ins are welcome")
    assert "needs it" not in reply


@pytest.mark.parametrize(
    "asked",
    [
        "do I really need a coolant flush?",
        "the dealer said I need a transmission flush, is that true?",
    ],
)
def test_asked_in_a_chat_the_team_is_given_once(demo_shop, asked):
    """In a chat with no number it read "... can say. I don't have the answer to that here, but
    the team can tell you ..."; the dealer's word asked about booked the flush."""
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == (
        "I can't tell from here whether your car needs it: a mechanic who sees the car can say. "
        "The team can tell you more at (303) 555-0142, or leave your number here and I'll pass "
        "your question on."
    )
