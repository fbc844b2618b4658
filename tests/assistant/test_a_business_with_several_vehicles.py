"""A business asking for an account was told "Sorry, we don't offer account", and one with a
fleet was told only that the team would get back to them: the team is asked about the account
or the fleet, and the customer is told one vehicle can still be booked now, which it can."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
ONE_NOW = "In the meantime, I can book one vehicle in now if you'd like."


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "we're a business, can we set up an account",
        "can we open a company account with you?",
        "I have 6 company vans that need oil changes",
    ],
)
def test_the_team_is_asked_and_one_vehicle_can_be_booked_now(demo_shop, channel, said):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = say(said).message.text
    say("ok, an oil change for one van friday 10am")
    say("Dana Reyes")
    say("yes")

    assert reply == (
        f"I've passed that to the team, and someone will get back to you shortly. {ONE_NOW}"
    )
    [to_the_team] = OutboundText.objects.filter(to=demo_shop.staff_phone, body__contains=said)
    assert PHONE in to_the_team.body
    booked = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert (booked.service.name, booked.customer.name) == ("Oil change", "Dana Reyes")


@pytest.mark.parametrize("said", ["do you do fleet accounts?", "we're a small business"])
def test_a_chat_is_given_the_teams_number(demo_shop, said):
    say = talker(demo_shop, "chat")

    assert say(said).message.text == (
        "The team can set that up with you at (303) 555-0142, or leave your number here and "
        f"I'll pass your question on. {ONE_NOW}"
    )


@pytest.mark.parametrize(
    "said",
    [
        "we're a small business, can I get an oil change friday 10am for our van",
        "I have a company account with you, oil change friday 10am",
    ],
)
def test_a_business_asking_for_a_visit_is_booked(demo_shop, said):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say(said).message.text == (
        "I'm holding 10 AM on Friday, December 11 for you. What name should I put it under?"
    )
