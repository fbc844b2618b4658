"""A car named while a time is held is heard ("Got it, your 2015 Honda Civic."), goes on the
booking and prices it; a caller's year said aloud is read as digits."""

from __future__ import annotations

from decimal import Decimal

import pytest

from booking.models import Appointment, PriceAdjustment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="diesel", percent=20)
    return shop


@pytest.mark.parametrize(
    ("said", "car"),
    [
        ("it's for a two thousand fifteen honda civic", "2015 Honda Civic"),
        ("twenty oh eight accord", "2008 Honda Accord"),
        ("a nineteen ninety-nine jeep wrangler", "1999 Jeep Wrangler"),
    ],
)
def test_a_car_said_aloud_for_the_name_is_heard_and_booked(shop, said, car):
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("I'd like to book an oil change for tomorrow at ten thirty")

    text = say(said).message.text

    assert text.startswith(f"Got it, your {car}. I'm holding that time for you.")
    assert text.endswith("What name should I put it under?")
    say("Steve Martinez")
    say("yes")
    assert Appointment.objects.get(status=Appointment.Status.CONFIRMED).vehicle == car


def test_a_diesel_oil_change_is_priced_and_booked_as_a_diesels(shop):
    say = talker(shop, "chat")

    text = say("how much is a diesel oil change").message.text

    assert text.startswith("Oil change usually runs $59 to $107 for your diesel.")
    for said in ("ok book it for friday at 9", "Sam", "3035550000", "yes"):
        say(said)
    booked = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert (booked.quoted_min, booked.quoted_max) == (Decimal(59), Decimal(107))


def test_a_first_and_last_name_said_as_a_form_asks_books_the_whole_name(shop):
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("oil change tomorrow at ten thirty")

    say("last name is Nguyen, first name Linh")

    assert say("correct").message.text.startswith("You're booked, Linh Nguyen:")
