""" "That's expensive" just after a price got the same price again, word for word. Now it is
heard: the price, that the final one is confirmed once the car is seen, the team's number to
talk it over, and a way out ("or is there anything else...")."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("said", ["thats expensive", "wow thats a lot", "hmm kinda pricey"])
def test_a_price_thought_too_high_is_heard(demo_shop, said):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("how much to replace a timing belt on a 2008 honda civic")

    reply = say(said).message.text

    assert reply == (
        "I understand. Timing belt replacement usually runs $450 to $900, and the final price"
        " for your car is confirmed after we look at it. The team can go over it with you at"
        " (303) 555-0142. Would you like to book it, or is there anything else I can help with?"
    )


def test_thanks_a_lot_is_no_complaint_of_the_price(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("how much for an oil change")

    assert "I understand" not in say("thanks a lot").message.text


def test_a_booking_asked_after_it_books(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("how much for brakes")
    say("wow thats a lot")

    reply = say("ok fine book me friday").message.text

    assert reply.startswith("For Brake pad replacement on Friday, December 11")
