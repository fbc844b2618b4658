"""The diesel price was said "for your diesel" to a customer asking about diesels in general.
A kind asked about is "a diesel"; a car said to be theirs is still "your"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked",
    ["how much is an oil change for diesels?", "what do you charge for an oil change on a diesel?"],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_a_kind_in_general_is_a_diesel(demo_shop, channel, asked):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert say(asked).message.text.startswith("Oil change usually runs $59 to $107 for a diesel.")


@pytest.mark.parametrize(
    "asked",
    ["how much is an oil change on my diesel?", "I drive a diesel, how much for an oil change"],
)
def test_their_own_is_your_diesel(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text.startswith(
        "Oil change usually runs $59 to $107 for your diesel."
    )


VEHICLES = (
    "We work on most cars and light trucks, gas, diesel and hybrid, domestic, Asian and "
    "European. We don't work on motorcycles or RVs."
)


def test_work_asked_of_a_kind_of_car_is_priced_after_the_cars_worked_on(demo_shop):
    """ "Do you do oil changes on diesel trucks?" said which cars the shop works on and asked
    whether there was anything else, the oil change never priced."""
    text = talker(demo_shop, "chat")("Do you do oil changes on diesel trucks?").message.text

    assert text == (
        f"{VEHICLES} Oil change usually runs $59 to $107 for a diesel. The final price is "
        "confirmed after we look at the car. Would you like to book it?"
    )


def test_work_asked_of_a_kind_the_shop_declines_is_not_priced(demo_shop):
    text = talker(demo_shop, "chat")("do you do alignments on motorcycles").message.text

    assert text.startswith(VEHICLES)
    assert "$" not in text


@pytest.mark.parametrize(
    "asked",
    [
        "can you work on a 2012 BMW 328i",
        "I have a 2012 BMW 328i, do you work on them?",
        # Said not to be on the service list: "those" was read as the work asked for.
        "my car is a 2012 BMW 328i, do you work on those",
    ],
)
def test_a_make_and_model_asked_about_is_told_the_cars_worked_on(demo_shop, asked):
    assert talker(demo_shop, "chat")(asked).message.text.startswith(VEHICLES)
