"""After "sometime next week", a weekday said alone is that week's: "Wednesday works" is next
week's Wednesday, not the one two days away. Said with "this", it is this week's."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    """Monday 7 December 2026, 9 AM: next week starts on Monday the 14th."""
    shop = make_shop()
    make_service(shop, "Wheel alignment", minutes=60, aliases=["alignment"])
    return talker(shop, "phone", phone="+13035550177", proven=True)


@pytest.mark.parametrize("weekday", ["wednesday works", "uh wed i guess", "Wednesday?"])
def test_a_weekday_after_next_week_is_next_weeks(say, weekday):
    assert "Monday, December 14" in say("I need an alignment sometime next week").message.text

    result = say(weekday)

    assert result.choices and all(c.startswith("Wednesday, December 16") for c in result.choices)


def test_this_weekday_after_next_week_is_this_weeks(say):
    say("I need an alignment sometime next week")

    result = say("actually this wednesday if you can")

    assert all(choice.startswith("Wednesday, December 9") for choice in result.choices)


def test_a_date_after_next_week_is_that_date(say):
    say("I need an alignment sometime next week")

    result = say("wednesday the 9th")

    assert all(choice.startswith("Wednesday, December 9") for choice in result.choices)


def test_a_weekday_then_another_stays_in_the_coming_week(say):
    say("I need an alignment wednesday")

    result = say("thursday would be better")

    assert all(choice.startswith("Thursday, December 10") for choice in result.choices)
