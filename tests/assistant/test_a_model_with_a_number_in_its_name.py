"""A car whose model is a number ("Mazda 3", "BMW 3 Series") said while a time is held is the
car, not a new time; work said after a make ("a BMW oil change") is the work, not the model."""

from __future__ import annotations

import pytest

from booking.models import Appointment, PriceAdjustment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    for make in ("bmw", "toyota"):
        PriceAdjustment.objects.create(shop=shop, vehicle_keyword=make, percent=20)
    return shop


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("said", "car"),
    [
        ("Mazda 3", "Mazda 3"),
        ("it's a bmw 3 series", "BMW 3 Series"),
        ("2015 mazda 6", "2015 Mazda 6"),
    ],
)
def test_a_model_said_at_shall_i_book_it_keeps_the_time_held(shop, channel, said, car):
    say = talker(shop, channel, phone="+13035550177", proven=True)
    say("oil change tomorrow at 10")
    say("Linda Park")

    text = say(said).message.text

    assert text.startswith(f"Got it, your {car}.")
    assert "at 10 AM" in text and "3 PM" not in text and "6 PM" not in text
    say("yes")
    booked = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert (booked.vehicle, booked.start.astimezone(shop.zone).hour) == (car, 10)


@pytest.mark.parametrize(
    ("asked", "car"),
    [
        ("how much for a bmw oil change", "BMW"),
        ("what's an oil change on my toyota truck", "Toyota"),
    ],
)
def test_the_work_after_a_make_is_not_its_model(shop, asked, car):
    text = talker(shop, "chat")(asked).message.text

    assert text.startswith(f"Oil change usually runs $59 to $107 for your {car}.")
