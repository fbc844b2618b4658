"""An electric car has no engine: an oil change or a timing belt for a Tesla is told it isn't
needed, never quoted or booked, and the same car can still book what it does need."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Timing belt replacement", minutes=240, aliases=["timing belt"])
    make_service(shop, "Tire rotation", aliases=["tires", "rotation"])
    return shop


@pytest.mark.parametrize(
    ("said", "reply"),
    [
        (
            "oil change for my tesla model 3 tomorrow",
            "Your Tesla Model 3 is electric, so it doesn't need an oil change.",
        ),
        (
            "how much is an oil change for a 2019 chevy bolt",
            "Your 2019 Chevy Bolt is electric, so it doesn't need an oil change.",
        ),
        (
            "timing belt for my ioniq 5",
            "Your Hyundai Ioniq 5 is electric, so it doesn't need a timing belt replacement.",
        ),
        (
            "oil change on my 2022 f-150 lightning",
            "Your 2022 Ford F-150 Lightning is electric, so it doesn't need an oil change.",
        ),
        ("my electric car needs an oil change", "Electric cars don't need an oil change."),
        ("do you do oil changes for teslas?", "Electric cars don't need an oil change."),
    ],
)
def test_engine_work_for_an_electric_car_is_not_needed(shop, said, reply):
    text = talker(shop, "chat")(said).message.text

    assert text == f"{reply} Is there anything else I can help with?"


def test_a_car_said_to_be_electric_after_a_time_is_held_lets_the_time_go(shop):
    say = talker(shop, "chat")
    say("oil change tomorrow")
    say("8")
    assert Appointment.objects.filter(status=Appointment.Status.HELD).count() == 1

    text = say("it's a nissan leaf").message.text

    assert text.startswith("Your Nissan Leaf is electric, so it doesn't need an oil change.")
    assert not Appointment.objects.exists()


def test_an_electric_car_books_what_it_does_need(shop):
    say = talker(shop, "chat")
    say("oil change for my tesla model y")

    text = say("ok what about a tire rotation then").message.text

    assert text.startswith("For Tire rotation on Monday, December 7 I can do")


@pytest.mark.parametrize("car", ["2012 chevy volt", "toyota prius", "2015 ford f-150"])
def test_a_hybrid_or_a_gas_car_gets_its_oil_change(shop, car):
    text = talker(shop, "chat")(f"oil change for my {car}").message.text

    assert text.startswith("For Oil change on Monday, December 7 I can do")


def test_a_gas_car_named_beside_an_electric_one_gets_its_oil_change(shop):
    text = talker(shop, "chat")("how much is an oil change for my camry? my other car is a tesla")

    assert "Oil change usually runs $49 to $89" in text.message.text
