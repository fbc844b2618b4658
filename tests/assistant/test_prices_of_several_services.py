"""A price asked for several services at once gives each one's price (and, asked for together,
their total), and the booking that follows takes them one after another."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", price=(49, 89))
    make_service(shop, "Tire rotation", price=(25, 40))
    return shop


def test_each_service_asked_about_gets_its_price(shop):
    say = talker(shop, "chat")

    text = say("how much for an oil change and a tire rotation").message.text

    assert text.startswith("Oil change usually runs $49 to $89; Tire rotation $25 to $40.")


@pytest.mark.parametrize(
    "asked",
    [
        "how much for an oil change and tire rotation together?",
        "what's the total for an oil change and a tire rotation?",
        "how much for both an oil change and a tire rotation?",
    ],
)
def test_asked_together_they_are_added_up(shop, asked):
    """The total asked for was left to the customer to work out."""
    text = talker(shop, "chat")(asked).message.text

    assert text.startswith(
        "Oil change usually runs $49 to $89; Tire rotation $25 to $40: about $74 to $129 in all."
    )


def test_on_the_phone_the_prices_are_said_in_words(shop):
    say = talker(shop, "phone", phone="+13035550177", proven=True)

    text = say("how much for an oil change and a tire rotation").message.text

    assert "Oil change usually runs 49 to 89 dollars; Tire rotation 25 to 40 dollars." in text


def test_yes_books_the_first_then_offers_the_next(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("how much for an oil change and a tire rotation")

    assert say("yes").message.text.startswith(
        "First the Oil change, then the Tire rotation. For Oil change on"
    )
    say("the first one")
    say("Jess Park")
    booked = say("yes").message.text
    assert "For Tire rotation on" in booked and "as well" not in booked


@pytest.mark.parametrize("asked", ["ok book both for tuesday", "can i do all of them tuesday"])
def test_booking_both_after_pricing_each_in_turn_books_each(shop, asked):
    say = talker(shop, "chat")
    say("how much is an oil change?")
    say("and a tire rotation?")

    first = say(asked).message.text
    say("the first one")
    say("Jess Park")
    say("303 555 0124")
    booked = say("yes").message.text

    assert first.startswith("First the Oil change, then the Tire rotation.")
    assert "For Oil change on Tuesday" in first
    # Both were asked for: the next one's times follow, with no "as well?" to answer first.
    assert booked.startswith("You're booked, Jess Park: Oil change on Tuesday, December 8 at")
    assert "For Tire rotation on Tuesday, December 8 I can do" in booked
    assert "as well" not in booked


def test_both_cars_is_not_both_services(shop):
    say = talker(shop, "chat")
    say("how much is an oil change?")
    say("and a tire rotation?")

    text = say("can you do both cars tuesday").message.text

    assert text.startswith("First the Tire rotation for one car, then the other's.")
    assert "For Tire rotation on Tuesday" in text


def test_booking_both_after_pricing_them_in_one_message_books_each(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("do you guys do oil changes? also how much is a tire rotation")

    first = say("ok can i get both on tuesday").message.text
    say("the first one")
    say("Jess Park")
    booked = say("yes")

    assert "For Oil change on Tuesday" in first
    assert "For Tire rotation on Tuesday, December 8 I can do 8 AM" in booked.message.text
    assert booked.appointment.service.name == "Oil change"  # the chat shows the visit booked
    say("the first one")
    assert say("yes").message.text.startswith("You're booked, Jess Park: Tire rotation on Tuesday")


def test_only_prices_asked_for_the_next_service_is_asked_about(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("how much for an oil change and a tire rotation")
    say("book the oil change tuesday at 10")
    say("Jess Park")

    assert say("yes").message.text.endswith("Would you like to book Tire rotation as well?")


@pytest.mark.parametrize(
    ("answer", "offered"),
    [
        ("sure, same day", "For Tire rotation on Tuesday, December 8 I can do 10:30 AM"),
        (
            "can we do that one friday instead",
            "For Tire rotation on Friday, December 11 I can do 7:30 AM",
        ),
    ],
)
def test_the_next_service_asked_for_a_day_is_offered_that_day(shop, answer, offered):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("how much for an oil change and a tire rotation")
    say("book the oil change tuesday at 10")
    say("Jess Park")
    say("yes")

    text = say(answer).message.text

    assert text.startswith(offered)


@pytest.mark.parametrize(
    ("answer", "offered"),
    [
        ("the first one", "Tire rotation on Tuesday, December 8 at 10:30 AM"),
        (
            "can we do that one friday instead",
            "For Tire rotation on Friday, December 11 I can do 7:30 AM",
        ),
    ],
)
def test_both_booked_at_once_the_next_starts_after_the_first_on_its_day(shop, answer, offered):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("oil change and tire rotation tuesday at 10")
    say("Jess Park")
    assert "Tire rotation on Tuesday, December 8 I can do 10:30 AM" in say("yes").message.text

    assert offered in say(answer).message.text


def test_how_long_in_all_after_booking_both_spans_the_two_visits(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change and tire rotation tuesday at 10", "Jess Park", "yes"):
        say(text)
    say("the first one")
    say("yes")

    text = say("how long will i be there total?").message.text

    assert text == (
        "Your Oil change and Tire rotation on Tuesday, December 8 run from 10 AM to 11 AM:"
        " about an hour in all."
    )


def test_two_services_asked_for_are_both_said_once_before_the_times(shop):
    say = talker(shop, "chat")

    first = say("an oil change and a tire rotation tuesday").message.text
    other = say("anything in the afternoon?").message.text

    assert first.startswith("First the Oil change, then the Tire rotation. For Oil change on")
    assert other.startswith("For Oil change on Tuesday")


def test_two_services_at_a_time_named_say_both_with_the_time_held(shop):
    say = talker(shop, "chat")

    text = say("Can I get a tire rotation and an oil change on friday at 10").message.text

    assert text == (
        "First the Tire rotation, then the Oil change. I'm holding 10 AM on Friday, December 11 "
        "for you. What name should I put it under?"
    )
    assert "First the" not in say("Jess Park").message.text  # said once


@pytest.mark.parametrize(
    ("asked", "whose"),
    [
        ("can I get an oil change for my 2019 Honda Accord and also my wife's 2020 CR-V?", "wife"),
        ("oil change for my car and my son's truck", "son"),
    ],
)
def test_a_second_car_named_as_someones_is_a_second_booking(shop, asked, whose):
    text = talker(shop, "chat")(asked).message.text

    assert text.startswith(f"First the Oil change for your car, then your {whose}'s.")


def test_one_car_named_as_someones_is_one_booking(shop):
    text = talker(shop, "chat")("my wife's car needs an oil change").message.text

    assert text.startswith("For Oil change on")
