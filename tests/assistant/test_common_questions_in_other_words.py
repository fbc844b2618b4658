"""Common questions put in other words still reach their answer: "do you do free rides?" is
the owner's word on rides (not "Sorry, I can't help with that"), "how much do you charge per
hour?" is the labor rate the team quotes (not "which service?")."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


def test_free_rides_get_the_owners_answer_on_rides(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("Do you do free rides?").message.text

    assert reply == (
        "We can give you a ride within 5 miles of the shop and pick you up when the car is "
        "ready. Is there anything else I can help with?"
    )


def test_a_charge_per_hour_is_passed_to_the_team(demo_shop):
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    reply = say("how much do you charge per hour?").message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."


def test_how_long_and_the_wifi_asked_together_while_booking_are_both_answered(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need an alignment")

    reply = say("how long does it take and do you have wifi?").message.text

    assert reply == (
        "Our waiting room has free wifi, coffee and a restroom. Jobs under two hours can be "
        "waited for. Wheel alignment takes about an hour and usually runs $99 to $149. Which "
        "time works for you on Monday, December 7: 10 AM, 10:30 AM or 11 AM?"
    )
