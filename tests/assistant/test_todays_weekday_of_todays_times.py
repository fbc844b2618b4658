"""Today's times offered on a Monday, "book it for monday" means those: a Monday said alone on
a Monday is next week's only when today's times are not the ones talked of."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    """Monday 7 December 2026, 9 AM."""
    shop = make_shop()
    make_service(shop, "Oil change", minutes=30, aliases=["oil"])
    return talker(shop, "sms", phone="+13035550178", proven=True)


@pytest.mark.parametrize("monday", ["book it for monday", "monday", "Monday works"])
def test_monday_of_todays_times_is_today(say, monday):
    assert "Monday, December 7" in say("oil change please").message.text

    result = say(monday)

    assert result.choices and all(c.startswith("Monday, December 7") for c in result.choices)


@pytest.mark.parametrize("monday", ["next monday", "monday next week"])
def test_next_monday_of_todays_times_is_next_weeks(say, monday):
    say("oil change please")

    result = say(monday)

    assert result.choices and all(c.startswith("Monday, December 14") for c in result.choices)


def test_monday_with_nothing_talked_of_is_next_weeks(say):
    result = say("oil change monday")

    assert result.choices and all(c.startswith("Monday, December 14") for c in result.choices)
