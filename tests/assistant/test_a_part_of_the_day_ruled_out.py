""" "Oil change tomorrow, I can't do mornings" and "thursday, no mornings" were offered 7:30, 8
and 8:30 AM; "mornings work best" was not heard at all (only "morning" was read, never
"mornings"). A part of the day ruled out leaves the rest of the day as the window; a part
said in the plural is that part."""

from __future__ import annotations

import pytest

from assistant.understand.times import read_window
from assistant.understanding_grammar import UnderstandingGrammar
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("channel", "said"),
    [
        ("chat", "oil change tomorrow, i can't do mornings"),
        ("sms", "oil change tmrw, no mornings"),
        ("phone", "i need an oil change tomorrow but mornings don't work for me"),
    ],
)
def test_mornings_ruled_out_offer_the_afternoon(demo_shop, channel, said):
    say = talker(demo_shop, channel)

    text = say(said).message.text

    assert "Tuesday, December 8" in text
    assert "12 PM, 12:30 PM or 1 PM" in text


def test_the_afternoon_ruled_out_to_the_times_offered_is_the_morning(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change friday, as late as possible")

    text = say("oh wait, i can't come in the afternoon").message.text

    assert "Friday, December 11" in text
    assert "PM" not in text


@pytest.mark.parametrize(
    ("said", "window"),
    [
        ("mornings work best for me", ("07:00", "12:00")),
        ("afternoons are better", ("12:00", "17:00")),
        ("no afternoons", ("07:00", "12:00")),
        ("i work mornings", ("12:00", "17:00")),
        ("afternoon please since i work mornings", ("12:00", "17:00")),
        ("no mornings, after 2 is best", ("14:00", "17:00")),
        ("good morning! tomorrow?", (None, None)),
    ],
)
def test_parts_of_the_day_said_or_ruled_out(said, window):
    found = read_window(said)
    assert (found.time_from, found.time_to) == window


def test_the_model_may_write_the_rest_of_the_day_ruled_out():
    grammar = UnderstandingGrammar("oil change tomorrow, no mornings")
    assert grammar.accepts('{"time_from":"12:00","time_to":"17:00"}')
