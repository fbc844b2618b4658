"""An owner's answer that does not speak of what was asked within its topic (a loaner car of
an answer that offers rides, a Tesla of one that lists gas, diesel and hybrid, a coupon of
one that names the discounts) is said, and the rest is left to the team: a ride is no loaner,
a list of engines is no "no", and whether a coupon is honored is the shop's to say."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

RIDES = "We can give you a ride within 5 miles of the shop and pick you up when the car is ready."
VEHICLES = (
    "We work on most cars and light trucks, gas, diesel and hybrid, domestic, Asian and "
    "European. We don't work on motorcycles or RVs."
)
TEAM = "please ask the team at (303) 555-0142, or leave your number here and I'll pass your question on."


@pytest.mark.parametrize("asked", ["do you have a loaner?", "can I get a rental car?"])
def test_a_loaner_is_the_teams_to_say(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == f"{RIDES} As for a loaner car, {TEAM}"


@pytest.mark.parametrize("asked", ["do you offer rides?", "can you pick me up when it's done?"])
def test_a_ride_asked_for_is_the_owners_answer(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == (f"{RIDES} Is there anything else I can help with?")


@pytest.mark.parametrize("asked", ["do you work on Teslas?", "do you guys service EVs?"])
def test_an_electric_car_is_the_teams_to_say(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == f"{VEHICLES} As for electric cars, {TEAM}"


DISCOUNTS = "Military, veterans and seniors get 10% off labor: just mention it when you come in."


@pytest.mark.parametrize("asked", ["I have a coupon for $10 off", "can I use a groupon?"])
def test_a_coupon_is_the_teams_to_say(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == f"{DISCOUNTS} As for a coupon, {TEAM}"


@pytest.mark.parametrize(
    "asked",
    [
        "do i get a break if i get both done at once",
        # Went straight to the two services' times.
        "is there a package deal for oil change and rotation",
    ],
)
def test_a_lower_price_for_two_jobs_together_is_the_teams_to_say(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == (
        f"{DISCOUNTS} As for a lower price for the work done together, {TEAM}"
    )


def test_a_lower_price_for_two_jobs_priced_is_the_teams_to_say_beside_their_prices(demo_shop):
    """ "Is it cheaper if I do brakes and oil together?" had the two prices only."""
    say = talker(demo_shop, "chat")

    text = say("is it cheaper if i do brakes and oil together?").message.text

    assert text.startswith(f"{DISCOUNTS} For your other question, please ask the team at")
    assert text.endswith("Would you like to book them?")


@pytest.mark.django_db(transaction=True)
def test_a_lower_price_for_two_jobs_asked_by_text_is_passed_to_the_team(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    text = say("is it cheaper if i do brakes and oil together?").message.text

    assert text.startswith(f"{DISCOUNTS} I've passed your question to the team.")
    assert (
        "Brake pad replacement usually runs $180 to $320; Oil change $49 to $89: about $229 to "
        "$409 in all." in text
    )


def test_a_discount_asked_for_is_the_owners_answer(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("do you offer a military discount?").message.text

    assert text == f"{DISCOUNTS} Is there anything else I can help with?"
