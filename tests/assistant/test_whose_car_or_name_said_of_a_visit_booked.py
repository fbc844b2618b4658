"""Said of a visit already booked: "actually it's my husband's car" notes whose car it is, and
"can you put the appointment under my husband's name, Tom Reyes" puts his name on it. Neither
starts another booking. A firm's name is read as the name to book under ("put it under my
company name, Reyes Landscaping")."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    book_fridays_visit(shop, oil, PHONE)
    return shop


def _visit() -> Appointment:
    return Appointment.objects.get(customer__phone=PHONE)


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_whose_car_it_is_goes_on_the_visit(shop, channel):
    say = talker(shop, channel, phone=PHONE, proven=True)

    text = say("actually it's my husband's car, not mine").message.text

    assert text == (
        "Got it: I've noted that your Oil change on Friday, December 11 at 10 AM is for your "
        "husband's car."
    )
    assert _visit().notes == "For the customer's husband."
    assert Appointment.objects.count() == 1


def test_his_name_is_put_on_the_visit(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    text = say("can you put the appointment under my husband's name, Tom Reyes").message.text

    assert text == (
        "Thanks, I've put Tom Reyes's name on the Oil change on Friday, December 11 at 10 AM."
    )
    assert _visit().notes == (
        "For the customer's husband, Tom Reyes. The number is on file as Dana Reyes."
    )
    assert _visit().customer.name == "Dana Reyes"


def test_a_chat_booking_said_to_be_the_wifes_car_is_noted(shop):
    say = talker(shop, "chat")
    for text in ("oil change friday at 11", "Dan Smith, 303-555-0142", "yes"):
        say(text)

    text = say("the car is actually my wife's").message.text

    assert text.startswith("Got it: I've noted that your Oil change on Friday, December 11 at 11")
    assert Appointment.objects.get(customer__phone="+13035550142").notes == (
        "For the customer's wife."
    )


def test_a_company_name_is_the_name_booked_under(shop):
    say = talker(shop, "chat")

    asked = say(
        "need an oil change friday at 11, put it under my company name, Reyes Landscaping"
    ).message.text
    say("303-555-0164")
    booked = say("yes").message.text

    assert "What name" not in asked
    assert booked.startswith("You're booked, Reyes Landscaping")


def test_a_son_driving_the_car_in_is_noted_as_bringing_it(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    text = say("my son will be driving the car in, his name is Luke").message.text

    assert text == (
        "No problem: I've noted that your son Luke will bring the car for your Oil change on "
        "Friday, December 11 at 10 AM."
    )
    assert _visit().notes == "The customer's son Luke will bring the car."


def test_the_seller_bringing_the_car_is_noted_as_the_seller(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    text = say("can the seller drop it off?").message.text

    assert text == (
        "No problem: I've noted that the seller will bring the car for your Oil change on "
        "Friday, December 11 at 10 AM."
    )
    assert _visit().notes == "The seller will bring the car."
