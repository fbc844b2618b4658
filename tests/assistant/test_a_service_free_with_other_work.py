"""Asked whether a service is free, where the shop's own description says when it is ("free
when we do the brake work"), the customer is told that with its price, not "Sorry, I can't
change prices"; a service with no such words is still not made free: its price on its own is
said."""

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
