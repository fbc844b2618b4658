"""Brakes "front and back" at a shop that prices the job per axle: priced, confirmed and noted
for both axles, so the customer is not surprised at the counter and the shop sees why."""

from __future__ import annotations

from decimal import Decimal

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    shop = make_shop()
    pads = make_service(shop, "Brake pad replacement", aliases=["brake pads"], price=(180, 320))
    pads.description = "New pads on one axle; price per axle."
    pads.save()
    make_service(shop, "Tire rotation", aliases=["rotation"], price=(25, 40))
    return shop


@pytest.mark.parametrize(
    "asked", ["how much for front and rear brake pads", "brake pads on all four wheels, price?"]
)
def test_the_price_asked_for_both_axles_is_for_both(shop, asked):
    text = talker(shop, "chat")(asked).message.text

    assert "$360 to $640 for both axles" in text


def test_one_axle_is_priced_as_one(shop):
    assert "$180 to $320." in talker(shop, "chat")("how much for brake pads").message.text


def test_a_booking_for_both_axles_is_confirmed_and_noted_for_both(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("brake pads front and back friday at 9")
    confirm = say("Ann Lee").message.text
    say("yes")

    assert "It usually runs $360 to $640 for both axles" in confirm
    visit = Appointment.objects.get()
    assert (visit.quoted_min, visit.quoted_max) == (Decimal(360), Decimal(640))
    assert "Both axles" in visit.notes


def test_a_job_not_priced_per_axle_is_not_doubled(shop):
    text = talker(shop, "chat")("tire rotation front and back, how much").message.text

    assert "$25 to $40" in text and "both axles" not in text


@pytest.mark.parametrize("asked", ["is that for all 4 wheels", "is that front and back?"])
def test_all_four_wheels_asked_of_the_times_offered_is_priced_for_both(shop, asked):
    """ "Is that for all 4 wheels" with the times offered was passed to the team."""
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("brake pads")

    text = say(asked).message.text

    assert text.startswith(
        "Brake pad replacement: New pads on one axle; price per axle. It usually runs $360 to "
        "$640 for both axles. Which time works for you on Monday, December 7:"
    )


def test_front_and_rear_asked_of_the_times_offered_is_priced_for_both(shop):
    """ "How much for front and rear" with the times offered said "front" was not a service."""
    say = talker(shop, "chat")
    say("I need front brakes")

    text = say("how much for front and rear").message.text

    assert "$360 to $640 for both axles. Which time works for you on Monday, December 7:" in text


def test_front_and_rear_asked_after_the_price_is_priced_for_both(shop):
    """ "What about front and rear?" just after the brakes' price was passed to the team."""
    say = talker(shop, "chat")
    say("how much for brakes")

    text = say("what about front and rear?").message.text

    assert "$360 to $640 for both axles" in text and text.endswith("Would you like to book it?")
