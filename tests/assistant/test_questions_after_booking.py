"""Questions about a service just booked are answered as about that booking, not with an offer
to book it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


def test_how_long_right_after_booking_says_it_of_the_booking():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_customer(shop, PHONE, "Dana Reyes")
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    def say(text):
        return talk(text).message.text

    say("oil change Wednesday at 11am")
    say("yes")
    before = say("how long will it take?")
    price = say("and how much?")

    assert before.startswith("Your Oil change takes about 30 minutes")
    assert "book it" not in before and "book it" not in price


@pytest.mark.parametrize("opening", ["what are your hours", "how much is an oil change"])
def test_yes_to_anything_else_asks_what(opening):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")
    say(opening)
    assert say("thanks").message.text.endswith("Is there anything else I can help with?")

    assert say("yes").message.text == "Sure. What else can I help with?"
    # Then the question they had is answered as any other.
    assert "$" in say("how much is an oil change?").message.text


@pytest.fixture
def booked_and_thanked():
    """Dana, by text, booked an oil change and said thanks: "Is there anything else ...?"."""
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_customer(shop, PHONE, "Dana Reyes")
    say = talker(shop, "sms", phone=PHONE, proven=True)
    say("oil change Wednesday at 11am")
    say("yes")
    assert say("thanks!").message.text == "You're all set. Is there anything else I can help with?"
    return shop, say


def test_yes_to_anything_else_after_booking_books_nothing_more(booked_and_thanked):
    shop, say = booked_and_thanked

    assert say("yes").message.text == "Sure. What else can I help with?"
    assert shop.appointments.filter(status="confirmed").count() == 1


@pytest.mark.parametrize("said", ["yep thx", "yes thank you"])
def test_yes_with_thanks_to_anything_else_after_booking_is_goodbye(booked_and_thanked, said):
    """ "Yep thx" to "Is there anything else I can help with?" was asked "What else?"."""
    _, say = booked_and_thanked

    assert say(said).message.text.endswith("See you soon, and have a good day!")
