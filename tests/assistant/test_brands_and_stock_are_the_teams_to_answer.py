"""Which brands of tires, oil or parts the shop carries is the team's to answer (where the
owner has not said): the question goes to them, not the price of the service whose word it
shares ("what tire brands do you carry?" is no tire rotation). Asked while another service is
being booked, the booking goes on where it was."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
ASK_THE_TEAM = (
    "I don't have the answer to that here, but the team can tell you at (303) 555-0142, "
    "or leave your number here and I'll pass your question on."
)


@pytest.mark.parametrize(
    "question",
    [
        "What tire brands do you carry?",
        "what brand tires do you sell",
        "Which oil brand do you use?",
        "Do you have Michelin tires in stock?",
    ],
)
def test_a_chat_is_given_the_team_for_brands(demo_shop, question):
    say = talker(demo_shop, "chat")

    assert say(question).message.text == ASK_THE_TEAM


def test_a_text_has_the_question_passed_to_the_team(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say("what tire brands do you carry?").message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."
    assert OutboundText.objects.filter(to=demo_shop.staff_phone).exists()


def test_asked_while_booking_another_service_the_booking_goes_on(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need an oil change Thursday")

    reply = say("what tire brands do you carry?").message.text

    assert reply == (
        "I'll put your question on the booking for the team. Which time works for you on "
        "Thursday, December 10: 7:30 AM, 8 AM or 8:30 AM?"
    )


def test_a_warranty_on_other_work_asked_while_booking_keeps_the_booking(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need an oil change Thursday")

    reply = say("is there a warranty on brakes?").message.text

    assert reply == (
        "Our repairs come with a 24-month, 24,000-mile warranty on parts and labor. Which "
        "time works for you on Thursday, December 10: 7:30 AM, 8 AM or 8:30 AM?"
    )


def test_car_brands_are_which_vehicles_the_shop_works_on(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("what car brands do you work on?").message.text

    assert reply.startswith("We work on most cars and light trucks")


def test_brands_for_the_service_being_booked_keep_the_times_offered(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need brakes Thursday")

    reply = say("what brand of pads do you use?").message.text

    assert reply.startswith("I'll put your question on the booking for the team.")
    assert reply.endswith(
        "Which time works for you on Thursday, December 10: 7:30 AM, 8 AM or 8:30 AM?"
    )
