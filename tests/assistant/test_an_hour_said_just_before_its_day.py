""" "Oil change 10 tomorrow" offered 7:30 AM, 8 AM or 8:30 AM, the 10 read as no time at all,
and "2mrw at 3" held 3 PM today. An hour said just before its day is the time asked for, and
"2mrw" is tomorrow; "room for 2 tomorrow" still counts cars, and "model 3 wednesday" names
one."""

from __future__ import annotations

from datetime import date

import pytest

from assistant.understand.times import read_window
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("oil change 10 tomorrow", "10 AM on Tuesday, December 8"),
        ("need an oil change, 11 tomorrow if you can", "11 AM on Tuesday, December 8"),
        ("can I get an oil change 9 on friday", "9 AM on Friday, December 11"),
        ("oil change 11 on the 15th", "11 AM on Tuesday, December 15"),
        ("oil change 2mrw at 3", "3 PM on Tuesday, December 8"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_an_hour_said_just_before_its_day_is_held(demo_shop, channel, said, held):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text.startswith(f"I'm holding {held} for you.")


@pytest.mark.parametrize(
    "said",
    [
        "any room for 2 tomorrow",
        "i have 2 cars tomorrow",
        "oil change for my tesla model 3 wednesday",
        "my mazda 6 tomorrow",
    ],
)
def test_a_count_before_a_day_is_no_time(said):
    assert read_window(said, day=date(2026, 12, 8)).time_from is None
