""" "How about the day after?" is the day after the one whose times are offered or held, not
the same day asked again."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    shop = make_shop()  # Monday 7 December 2026, 9 AM
    make_service(shop, "Oil change", aliases=["oil"])
    return talker(shop, "chat")


@pytest.mark.parametrize("asked", ["how about the day after", "what about the next day?"])
def test_the_day_after_the_offered_one(say, asked):
    assert say("oil change friday").choices[0].startswith("Friday, December 11")

    result = say(asked)

    assert result.choices and all(c.startswith("Saturday, December 12") for c in result.choices)


def test_the_day_after_a_held_time_keeps_the_time(say):
    assert "holding 10 AM on Friday" in say("oil change friday at 10").message.text

    result = say("can we do the following day instead")

    assert result.choices[0] == "Saturday, December 12 at 10 AM"


def test_the_day_after_tomorrow_is_still_that_day(say):
    say("oil change friday")

    assert say("the day after tomorrow").choices[0].startswith("Wednesday, December 9")
