"""Asked whether a service is free, where the shop's own description says when it is ("free
when we do the brake work"), the customer is told that with its price, not "Sorry, I can't
change prices"; a service with no such words is still not made free: its price on its own is
said. A paid service asked "is it free?" is said not to be, with what it is; "is 9 free?" asks
for a time, and "free wifi?" for the waiting room, not a haggle."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "question", ["Do you offer free brake checks?", "Is the brake inspection free?"]
)
def test_a_service_free_with_the_work_says_so(demo_shop, question):
    say = talker(demo_shop, "chat")

    reply = say(question).message.text

    assert reply == (
        "Brake inspection: Pads, rotors, calipers and fluid measured; free when we do the "
        "brake work. It usually runs $29 to $49. Would you like to book it?"
    )


def test_a_service_never_free_is_not(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("Do you rotate tires for free with an oil change?").message.text

    assert reply.endswith(
        "Tire rotation isn't part of it; on its own it usually runs $25 to $40. Would you like "
        "to book both?"
    )


def test_a_free_check_asked_beside_a_booking_is_the_teams_question(demo_shop):
    """ "Oil change for tomorrow, can you also do a free multipoint inspection" was told
    "Sorry, I can't change prices", and the booking asked for was dropped."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say("oil change for tomorrow, can you also do a free multipoint inspection")

    assert reply.message.text.startswith(
        "I've passed your question to the team. For Oil change on Tuesday, December 8 I can do"
    )


def test_a_free_check_asked_of_a_service_is_the_teams_question_beside_its_price(demo_shop):
    """ "Do you guys do a free multi point inspection with the oil change?" was told "It isn't
    free." of the oil change, as if the oil change had been asked to be free."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say("Do you guys do a free multi point inspection with the oil change?").message.text

    assert reply == (
        "I've passed your question to the team. Oil change: Up to 5 quarts of conventional or "
        "synthetic oil, new filter, fluid top-off. It usually runs $49 to $89. Would you like to "
        "book it?"
    )


@pytest.mark.parametrize(
    "question",
    [
        "do you guys do a free check for the check engine light?",
        "is the check engine light diagnostic free?",
    ],
)
def test_a_paid_service_asked_if_free_is_said_not_to_be_with_what_it_is(demo_shop, question):
    say = talker(demo_shop, "chat")

    assert say(question).message.text == (
        "It isn't free. Check engine light diagnostic: Codes read and the fault traced; the fee "
        "goes toward the repair if you go ahead. It usually runs $89 to $149. Would you like to "
        "book it?"
    )


def test_is_it_free_of_the_service_just_priced_is_that_service(demo_shop):
    say = talker(demo_shop, "chat")
    say("how much is a tire rotation")

    assert say("is it free?").message.text.startswith("It isn't free. Tire rotation: ")


@pytest.mark.parametrize("asked", ["is the 9am slot free?", "is 9 free?"])
def test_a_time_asked_if_free_is_a_time_not_a_haggle(demo_shop, asked):
    say = talker(demo_shop, "chat")
    say("oil change friday")

    assert say(asked).message.text == (
        "I'm holding 9 AM on Friday, December 11 for you. What name should I put it under?"
    )


def test_free_wifi_asked_is_the_owners_answer_with_no_haggle(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change friday")

    reply = say("is there free wifi?").message.text

    assert reply.startswith("Our waiting room has free wifi")
    assert "can't change prices" not in reply
