"""A customer who names one time that is not free hears so before the nearest open times,
instead of a list that silently leaves their time out."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_pm_taken():
    """Tuesday 8 December 2026: the shop's one bay is booked at 2 PM."""
    shop = make_shop(bays=1)
    oil = make_service(shop, "Oil change", aliases=["oil"])
    book(shop, oil, make_customer(shop), local(shop, 2026, 12, 8, 14), local(shop, 2026, 12, 1, 9))
    return shop


@pytest.mark.parametrize("channel", ["chat", "phone"])
def test_a_named_time_that_is_taken_is_said_to_be_taken(two_pm_taken, channel):
    say = talker(two_pm_taken, channel, phone="+13035550177")

    result = say("oil change tuesday at 2pm")

    assert result.message.text.startswith("Sorry, 2 PM isn't available.")
    assert result.choices and all("2 PM" not in choice for choice in result.choices)
    assert all(choice.startswith("Tuesday, December 8") for choice in result.choices)


def test_a_named_time_taken_when_moving_an_offer_is_said_too(two_pm_taken):
    say = talker(two_pm_taken, "chat")
    say("oil change tuesday morning")

    assert say("2pm?").message.text.startswith("Sorry, 2 PM isn't available.")


def test_a_window_is_not_said_to_be_taken(two_pm_taken):
    say = talker(two_pm_taken, "chat")

    text = say("oil change tuesday after 2pm").message.text

    assert "isn't available" not in text
    assert "2:30 PM" in text


def test_a_free_named_time_is_held(two_pm_taken):
    say = talker(two_pm_taken, "chat")

    assert (
        "I'm holding 3 PM on Tuesday, December 8" in say("oil change tuesday at 3pm").message.text
    )
