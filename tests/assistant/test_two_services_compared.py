"""'What's the difference between the brake inspection and the brake pad replacement?' says what
each one includes and costs, from the owner's descriptions."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def say():
    shop = make_shop()
    inspection = make_service(shop, "Brake inspection", price=(29, 49), aliases=["brake check"])
    pads = make_service(shop, "Brake pad replacement", price=(180, 320), aliases=["brakes"])
    inspection.description = "Pads, rotors and fluid measured."
    pads.description = "New pads on one axle."
    for service in (inspection, pads):
        service.save(update_fields=["description"])
    return talker(shop, "chat")


@pytest.mark.parametrize(
    "asked",
    [
        "what's the difference between the brake inspection and the brake pad replacement",
        "brake inspection vs brake pads, which one do i need?",
    ],
)
def test_each_service_compared_is_described_and_priced(say, asked):
    text = say(asked).message.text

    assert text == (
        "Brake inspection: Pads, rotors and fluid measured. It usually runs $29 to $49. "
        "Brake pad replacement: New pads on one axle. It usually runs $180 to $320. "
        "Would you like to book one of them?"
    )


def test_kinds_of_one_service_compared_get_what_it_includes(say):
    text = say("what's the difference between a brake check and a full brake check?").message.text

    assert text.startswith("Brake inspection: Pads, rotors and fluid measured.")


COMPARED = "what's the difference between the brake inspection and the brake pad replacement"


def test_yes_to_booking_one_of_them_asks_which(say):
    """ "Yes" booked the pads twice over, "for one car, then the other's"."""
    say(COMPARED)

    assert say("yes").message.text == (
        "Sure: which one, Brake inspection or Brake pad replacement?"
    )
    assert say("the pads").message.text.startswith("For Brake pad replacement on Monday")


def test_one_of_them_named_is_booked(demo_shop):
    """ "The inspection please" asked which inspection, the pre-purchase one too."""
    say = talker(demo_shop, "chat")
    say(COMPARED)

    assert say("the inspection please").message.text.startswith("For Brake inspection on Monday")
