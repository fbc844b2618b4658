"""The address, the hours or the shop's number asked while times are offered, or one is held
for the name, the number or the yes: answered, then the question waiting is asked again, and the
booking goes on."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    shop = make_shop(address="1480 Ridge Rd, Golden, CO", staff_phone="+13035550142")
    make_service(shop, "Oil change", aliases=["oil"])
    talk = talker(shop, "chat")
    return lambda text: talk(text).message.text


def test_the_address_then_the_name_asked_again(say):
    say("oil change wednesday at 10")

    reply = say("what's the address?")

    assert reply.startswith("We're at 1480 Ridge Rd, Golden, CO.")
    assert reply.endswith("What name should I put it under?")


def test_the_booking_goes_on_after_the_questions(say):
    say("oil change wednesday at 10")
    say("what's the address?")
    say("Rita Moreno")
    hours = say("when do you close on wednesday")
    say("303 555 0188")
    number = say("what's your phone number")
    say("yes")

    assert "open" in hours and hours.endswith("mobile number for the confirmation text?")
    assert "(303) 555-0142" in number and number.endswith("Shall I book it?")
    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert visit.customer.name == "Rita Moreno" and visit.customer.phone == "+13035550188"


def test_the_address_asked_while_times_are_offered_offers_them_again(say):
    assert "7:30 AM, 8 AM or 8:30 AM" in say("oil change wednesday")

    reply = say("what's the address?")

    assert reply == (
        "We're at 1480 Ridge Rd, Golden, CO. "
        "Which time works for you on Wednesday, December 9: 7:30 AM, 8 AM or 8:30 AM?"
    )


@pytest.mark.parametrize(
    "asked", ["what time was that again?", "wait what time was that again", "is that AM?"]
)
def test_the_time_held_said_again_while_the_number_is_asked(say, asked):
    say("oil change wednesday")
    say("the second one")
    say("Rita Moreno")

    reply = say(asked)

    answered = "Yes, in the morning. " if "AM" in asked else ""
    assert reply == (
        f"{answered}I'm holding 8 AM on Wednesday, December 9 for you."
        " What's the best mobile number for the confirmation text?"
    )


def test_sure_to_the_number_asked_asks_for_the_number_itself(say):
    say("oil change wednesday at 10")
    say("Rita Moreno")

    assert say("sure") == "Great. What's the number, with its area code?"
    assert say("303 555 0188").startswith("Just to confirm")
