""" "11 then" with 9 AM held on Friday the 11th kept 9 AM ("I'm holding that time"), where
the customer asked for 11 AM; "make that 2" with a time held is 2 PM. "9 or 10 tomorrow"
asked for 9 AM, or 10 if 9 is taken, and was read as no time at all ("9 or 10" to the times
offered held 10 even where 9 was open), while "2 or 3 cars" still counts cars."""

from __future__ import annotations

import pytest

from assistant.understand.times import read_window
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("11 then", "11 AM on Friday, December 11"),
        ("ok 11 then", "11 AM on Friday, December 11"),
        ("eleven then", "11 AM on Friday, December 11"),
        ("make that 2", "2 PM on Friday, December 11"),
        ("2 then", "2 PM on Friday, December 11"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_an_hour_then_moves_the_time_held(demo_shop, channel, said, held):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    talk("oil change friday at 9")

    assert talk(said).message.text.startswith(f"I'm holding {held} for you.")


@pytest.mark.parametrize(
    "said",
    ["oil change 9 or 10 tomorrow", "oil change tomorrow at 9am or 10am", "tomorrow 9 or 10"],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_an_hour_or_another_holds_the_first(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    if not said.startswith("oil"):
        talk("I need an oil change")

    assert talk(said).message.text.startswith("I'm holding 9 AM on Tuesday, December 8")


@pytest.mark.parametrize("said", ["9 or 10", "today 8:30 or 10:30", "oil change today at 8 or 10"])
def test_the_second_hour_is_held_when_the_first_is_gone(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    if not said.startswith("oil"):
        talk("I need an oil change")

    text = talk(said).message.text

    assert text.startswith("I'm holding 10") and "on Monday, December 7 for you." in text


@pytest.mark.parametrize(
    "said", ["can you do 2 or 3 cars tomorrow", "about 2 or 3 hours tomorrow", "it takes 2-3 hours"]
)
def test_a_count_or_another_is_no_time(said):
    assert read_window(said) == read_window("")
