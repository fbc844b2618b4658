"""A car the shop does not work on ("we don't do motorcycles") is told so: never quoted, never
booked; the same service for another car goes on as usual."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

STAFF_PHONE = "+13035550100"
PHONE = "+13035550178"


@pytest.fixture
def shop():
    shop = make_shop(staff_phone=STAFF_PHONE, declined_vehicles=["motorcycle", "Harley", "RV"])
    make_service(shop, "Oil change", aliases=["oil"])
    make_customer(shop, PHONE, "Dana Reyes")
    return shop


def chat(shop):
    talk = talker(shop, "chat")
    return lambda text: talk(text).message.text


def test_a_price_for_a_declined_car_is_not_quoted(shop):
    say = chat(shop)

    reply = say("how much is an oil change for my 2015 Harley?")

    assert reply.startswith("Sorry, we don't work on Harleys, so we can't take your 2015 Harley.")
    assert "$" not in reply


def test_the_next_car_named_is_quoted(shop):
    say = chat(shop)
    say("how much is an oil change for my 2015 Harley?")

    reply = say("ok what about my wife's 2018 Toyota Camry")

    assert "$49 to $89" in reply


def test_a_booking_for_a_declined_car_offers_no_time_and_holds_none(shop):
    say = chat(shop)

    reply = say("can I bring my motorcycle in for an oil change wednesday at 10am?")

    assert reply.startswith("Sorry, we don't work on motorcycles.")
    assert "AM" not in reply
    assert not Appointment.objects.exists()


def test_a_declined_car_named_once_times_are_offered_lets_the_time_go(shop):
    say = chat(shop)
    assert "Which works" in say("oil change wednesday morning")

    reply = say("8am, it's for my RV")

    assert reply.startswith("Sorry, we don't work on RVs.")
    assert not Appointment.objects.filter(status=Appointment.Status.HELD).exists()


def test_a_declined_car_named_after_booking_goes_to_the_team(shop, texts_go_to_memory):
    talk = talker(shop, "sms", phone=PHONE, proven=True)
    talk("oil change wednesday at 11am")
    assert talk("yes").appointment is not None

    reply = talk("it's a harley sportster").message.text

    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert "harley" in visit.vehicle.lower()
    assert reply.startswith("Sorry, we don't work on Harleys")
    assert "told the team about your Oil change on Wednesday, December 9 at 11 AM" in reply
    to_the_shop = [body for to, body in texts_go_to_memory if to == STAFF_PHONE]
    assert any("for a car the shop does not work on" in body for body in to_the_shop)
