"""A part of the same kind as a listed service's ("a serpentine belt" beside the "Timing belt
replacement") is not quoted that service's price, and work on the car in general asks which."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Timing belt replacement", price=(450, 900), aliases=["timing belt"])
    make_service(shop, "Oil change", price=(49, 89), aliases=["oil and filter"])
    return talker(shop, "chat")


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("how much to replace a serpentine belt", "serpentine belt replacement"),
        ("can you replace my cabin air filter", "cabin air filter replacement"),
        ("replace my tail light", "tail light replacement"),
        ("I'd like a quote on replacing my alternator", "alternator replacement"),
        ("how much for fixing my sunroof", "sunroof repair"),
        ("how much is it to replace a sunroof", "sunroof replacement"),
        # Asked which service before: "an estimate for" read no work after "fixing".
        ("Could I get an estimate for fixing a dent?", "dent repair"),
    ],
)
def test_another_part_is_not_quoted_a_listed_services_price(say, asked, told):
    text = say(asked).message.text

    assert text.startswith(f"I don't see {told} on our service list.")
    assert "$" not in text


@pytest.mark.parametrize("asked", ["can you fix my car?", "repair my truck"])
def test_work_on_the_car_asks_which_service(say, asked):
    assert say(asked).message.text == "What can we help with: which service does your car need?"


def test_new_ones_of_a_part_named_before_is_that_part_replaced(demo_shop):
    """ "My tires are bald, I need new ones" was told "I don't see one replacement"."""
    text = talker(demo_shop, "chat")("my tires are bald, I need new ones").message.text

    assert text.startswith("I don't see tire replacement on our service list.")
