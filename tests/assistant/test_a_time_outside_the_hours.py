"""A time asked for before the shop opens or after it closes is answered with the hours, not
with "isn't available", which sounds like someone else took it: the customer learns why and
is offered the nearest times that day."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("asked", ["oil change tomorrow at 7pm", "oil change tomorrow at 6"])
def test_a_time_after_closing_is_told_the_closing_time(shop, asked):
    say = talker(shop, "chat")

    text = say(asked).message.text

    assert text.startswith("Sorry, we close at 5:30 PM. For Oil change on Tuesday, December 8")
    assert "isn't available" not in text
    assert "5 PM" in text  # the last time that still fits


def test_a_time_before_opening_is_told_the_opening_time(shop):
    say = talker(shop, "phone", phone="+13035550177", proven=True)

    text = say("can I bring it in for an oil change at 6am tomorrow").message.text

    assert text.startswith("Sorry, we open at 7:30 AM.")
    assert "7:30 AM" in text.partition(".")[2]  # the first time of the day is offered


def test_a_time_within_the_hours_too_soon_is_said_to_be_too_soon(shop):
    say = talker(shop, "chat")  # Monday 9 AM, an hour's notice: 9:30 is too soon

    text = say("oil change today at 9:30").message.text

    assert text.startswith("Sorry, we book at least an hour ahead.")


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        # Monday, 9 AM: 2 PM is still ahead today, 8 AM has passed and is tomorrow's.
        ("oil change at 2", "I'm holding 2 PM on Monday, December 7 for you."),
        ("can I come in at 8am for an oil change", "I'm holding 8 AM on Tuesday, December 8"),
        ("oil change at 7am", "Sorry, we open at 7:30 AM. For Oil change on Tuesday, December 8"),
        ("oil change at 6pm", "Sorry, we close at 5:30 PM. For Oil change on Monday, December 7"),
    ],
)
def test_a_time_with_no_day_is_its_next_one(shop, asked, told):
    text = talker(shop, "chat")(asked).message.text

    assert text.startswith(told)
