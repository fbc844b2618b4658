"""'Same as last time' or 'the usual' from a number the channel proved books the service of
the customer's last visit again; in a chat, where the number is not proven, no visit is told."""

from __future__ import annotations

from datetime import timedelta

import pytest

from booking import services
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    alignment = make_service(shop, "Wheel alignment", minutes=60)
    dana = make_customer(shop, PHONE, "Dana Reyes")
    visit_day = local(shop, 2026, 11, 20, 10)
    visit = book(shop, alignment, dana, visit_day, now=visit_day - timedelta(days=3))
    services.appointment_complete(appointment=visit, final_amount=120)
    return shop


@pytest.mark.parametrize("asked", ["same as last time please", "can I get the usual friday"])
def test_the_last_visits_service_is_offered_again(shop, asked):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    text = say(asked).message.text

    assert text.startswith("Your last visit was Wheel alignment on Friday, November 20.")
    assert "For Wheel alignment on" in text and "Which works" in text


def test_a_chat_tells_no_visit(shop):
    text = talker(shop, "chat")("same as last time please").message.text

    assert "Wheel alignment" not in text


@pytest.mark.parametrize(
    "asked",
    ["what did i get done last time", "when was my last visit?", "when was my last alignment"],
)
def test_asked_what_was_done_last_time_it_is_told_and_offered_again(shop, asked):
    say = talker(shop, "phone", phone=PHONE, proven=True)

    text = say(asked).message.text

    assert text == (
        "Your last visit was Wheel alignment on Friday, November 20. "
        "Would you like to book it again?"
    )
    assert "For Wheel alignment on" in say("yes").message.text


def test_with_no_visit_of_the_service_named_that_is_said(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    text = say("when was my last oil change").message.text

    assert text.startswith("I don't see an earlier Oil change for that number.")


def test_no_to_booking_it_again_books_nothing(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)
    say("what did i get done last time")

    assert say("no thanks").message.text == "No problem. Is there anything else I can help with?"


def test_a_chat_is_told_no_last_visit(shop):
    text = talker(shop, "chat", phone=PHONE)("what did i get done last time").message.text

    assert "Wheel alignment" not in text


@pytest.mark.parametrize("asked", ["same as last time please", "the usual"])
def test_a_number_with_no_visit_before_is_told_so(demo_shop, asked):
    """It was asked which service, as if nothing had been said."""
    say = talker(demo_shop, "sms", phone="+13035550111", proven=True)

    assert say(asked).message.text == (
        "I don't see an earlier visit on this number. Which service does your car need?"
    )
