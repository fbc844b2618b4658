"""A part of the day the customer can do ("I can only do afternoons") still stands when they
ask about another day, and is said to be full where it is."""

from __future__ import annotations

from datetime import datetime

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


def hours_offered(result) -> list[int]:
    """ "Tuesday, December 8 at 12:30 PM" -> 12."""
    times = [choice.split(" at ")[1] for choice in result.choices]
    return [
        datetime.strptime(t if ":" in t else t.replace(" ", ":00 "), "%I:%M %p").hour for t in times
    ]


def test_afternoons_still_stand_on_the_next_day_asked():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")

    first = say("I need an oil change tuesday, I can only do afternoons")
    then = say("what about wednesday")

    assert "Wednesday" in then.message.text
    assert min(hours_offered(first)) >= 12 and min(hours_offered(then)) >= 12


@pytest.mark.parametrize("said", ["actually friday", "wait, can we do friday instead"])
def test_another_day_for_the_time_held_is_offered_from_that_time(said):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")
    say("oil change thursday at 9")

    moved = say(said)

    assert moved.message.text.startswith("For Oil change on Friday, December 11 I can do 9 AM")
    assert hours_offered(moved)[0] == 9
