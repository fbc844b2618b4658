"""A diesel is quoted as one, however it is said: "my diesel Ram 2500" (the engine before the
make), "a 2016 F-250 Powerstroke" (one truck, one price, not also the F-250 without its engine),
"a 2019 Duramax" (a diesel known by its engine's name); and a question of whether the shop does
diesels asked with a price gets both answers. The demo shop adds 20% for diesels."""

from __future__ import annotations

import pytest

from booking.models import names_vehicle
from booking.profiles import import_shop
from tests.assistant.conftest import DEMO_PROFILE
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    return import_shop(path=DEMO_PROFILE).shop


def test_a_diesel_said_before_the_make_is_priced_as_a_diesel(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say(
        "need a coolant flush and a transmission service on my diesel ram 2500, how much"
    ).message.text

    assert "$143 to $215 for your Ram 2500 diesel" in text, text
    assert "Transmission fluid service $215 to $359" in text, text
    assert "$119" not in text and "$179 to $299" not in text, text


@pytest.mark.parametrize(
    ("said", "price"),
    [
        (
            "need a tranny fluid change on my 2016 f250 powerstroke diesel, what's it cost",
            "Transmission fluid service usually runs $215 to $359 for your 2016 Ford F-250 "
            "Powerstroke diesel.",
        ),
        (
            "how much for a coolant flush on my 2017 mercedes sprinter diesel",
            "Coolant flush usually runs $137 to $206 for your 2017 Mercedes Sprinter diesel.",
        ),
        (
            "how much is an oil change for my 2015 ram 2500 cummins",
            "Oil change usually runs $59 to $107 for your 2015 Ram 2500 Cummins diesel.",
        ),
    ],
)
def test_one_truck_with_its_engine_gets_one_price(shop, said, price):
    text = talker(shop, "chat")(said).message.text

    assert text.startswith(price), text
    assert text.count("$") == 2, text


@pytest.mark.parametrize(
    ("said", "price"),
    [
        ("how much is an oil change for my 2019 duramax", "$59 to $107 for your 2019 Duramax"),
        ("how much is an oil change for my 2012 vw jetta tdi", "$59 to $107 for your 2012 VW"),
    ],
)
def test_a_diesel_named_by_its_engine_gets_the_diesel_price(shop, said, price):
    text = talker(shop, "chat")(said).message.text

    assert price in text, text


def test_the_owners_diesel_rule_sees_a_diesel_engine_by_name():
    for vehicle in ["2019 Duramax", "Ford F-250 Power Stroke", "Ram 2500 Cummins", "Jetta TDI"]:
        assert names_vehicle("diesel", vehicle), vehicle
    for vehicle in ["2019 Silverado", "Honda Civic"]:
        assert not names_vehicle("diesel", vehicle), vehicle


def test_whether_diesels_are_done_and_the_price_are_both_answered(shop):
    text = talker(shop, "chat")(
        "do you do oil changes on diesel trucks? how much for a 2019 duramax"
    ).message.text

    assert text.startswith("We work on most cars and light trucks, gas, diesel"), text
    assert "Oil change usually runs $59 to $107 for your 2019 Duramax diesel." in text, text
