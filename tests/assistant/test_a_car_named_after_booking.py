"""A car named after the booking goes on the visit for the shop to see, and "thanks" to "would
you like another one?" books nothing; by text, the car of a visit booked before ("it's actually my
Honda, not the Toyota") goes on it too."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550178"


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_customer(shop, PHONE, "Dana Reyes")
    talk = talker(shop, "sms", phone=PHONE, proven=True)
    return lambda text: talk(text).message.text


def test_the_car_named_after_booking_is_noted_on_the_visit(say):
    say("oil change Wednesday at 11am")
    say("yes")

    reply = say("it's a 2012 ford f150")

    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert "2012" in visit.vehicle and "f150" in visit.vehicle.lower().replace("-", "")
    assert reply.startswith(f"Thanks, I've noted the {visit.vehicle} for your Oil change")
    assert "another" not in reply and "Which works" not in reply


@pytest.mark.parametrize("answer", ["thanks", "thank you!"])
def test_thanks_to_another_one_books_nothing(say, answer):
    say("oil change Wednesday at 11am")
    say("yes")
    asked = say("oil change")

    reply = say(answer)

    assert "Would you like another one" in asked
    assert "I can do" not in reply and "Which works" not in reply
    assert Appointment.objects.exclude(status=Appointment.Status.CONFIRMED).count() == 0


def test_a_day_for_another_one_offers_its_times(say):
    say("oil change Wednesday at 11am")
    say("yes")
    say("oil change")

    reply = say("for my wife's car on thursday")

    assert "Thursday" in reply and "Which works" in reply


@pytest.mark.parametrize(
    "asked",
    ["actually can you do my wife's car right after", "can u do my husband's truck after mine"],
)
def test_a_second_car_right_after_is_offered_the_times_after_the_visit(say, asked):
    say("oil change Wednesday at 11am")
    say("yes")

    reply = say(asked)

    assert reply.startswith("For Oil change on Wednesday, December 9 I can do 11:30 AM")
    assert "on our service list" not in reply


def test_a_second_car_the_same_day_is_offered_that_day(say):
    say("oil change Wednesday at 11am")
    say("yes")

    reply = say("can you do my wife's car too, same day")

    assert reply.startswith("For Oil change on Wednesday, December 9")


@pytest.mark.parametrize(
    ("said", "car"),
    [
        ("can I change the car? it's actually my honda not the toyota", "Honda"),
        ("I'll be bringing the honda instead", "Honda"),
        ("it's for my 2016 Honda Pilot", "2016 Honda Pilot"),
    ],
)
def test_the_car_of_a_visit_booked_before_is_noted_by_text(dana_says, said, car):
    assert dana_says(said) == (
        f"Thanks, I've noted the {car} for your Oil change on Friday, December 11 at 10 AM."
    )
    assert Appointment.objects.get().vehicle == car


def test_a_car_said_in_a_chat_notes_nothing_on_anyones_visit(demo_shop, danas_friday_oil_change):
    say = talker(demo_shop, "chat")

    say("I'll be bringing the honda instead")

    assert Appointment.objects.get().vehicle == ""
