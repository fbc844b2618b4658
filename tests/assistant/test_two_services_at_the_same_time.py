"""Two services asked "at the same time" are one visit's work, booked one after the other: not
a visit already booked, moved to the same time on another day."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "asked",
    [
        "can you do an oil change and tire rotation at the same time on friday?",
        "I need an oil change and a tire rotation at the same time, on friday if you can",
    ],
)
def test_both_at_the_same_time_are_offered_on_the_day(demo_shop, asked):
    say = talker(demo_shop, "chat")

    text = say(asked).message.text

    assert text == (
        "First the Oil change, then the Tire rotation. For Oil change on Friday, December 11 I "
        "can do 7:30 AM, 8 AM or 8:30 AM. Which works for you?"
    )
