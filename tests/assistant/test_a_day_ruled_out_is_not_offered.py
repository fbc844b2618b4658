""" "Oil change, not today" and "any day but tomorrow" were offered times on the very day ruled
out. The day ruled out is skipped: "not today" is tomorrow's times, and "any day but tomorrow"
the soonest times on any other day, even once today is over; "I'm busy thursday" and
"anything but this week" rule days out too. "From wednesday on" is the day the customer can
start, not a day moved from, and "I'm at work tomorrow morning" rules out only the morning."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_not_today_offers_tomorrows_times(demo_shop, channel):
    say = talker(demo_shop, channel)

    text = say("oil change please, but not today").message.text

    assert "Tuesday, December 8" in text
    assert "Monday" not in text


def test_any_day_but_tomorrow_in_the_morning_offers_today(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("can i get an oil change, any day but tomorrow").message.text

    assert "Monday, December 7" in text


def test_any_day_but_tomorrow_once_today_is_over_skips_to_the_day_after(demo_shop):
    evening = datetime(2026, 12, 7, 18, 0, tzinfo=demo_shop.zone)
    conversation, _ = turn.start(demo_shop, "sms", customer_phone="", verified_phone="")

    text = turn.reply(conversation, "oil change, any day but tmrw", now=evening).message.text

    assert "Wednesday, December 9" in text
    assert "Tuesday" not in text


def test_from_a_weekday_on_is_the_first_day_wanted(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("oil change any day from wednesday on").message.text

    assert "Wednesday, December 9" in text


def test_a_day_said_busy_is_not_offered(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change thursday")

    text = say("actually i'm busy thursday, what about friday").message.text

    assert text.startswith("For Oil change on Friday, December 11")


def test_anything_but_this_week_is_next_weeks_times(demo_shop):
    say = talker(demo_shop, "sms")

    text = say("oil change, anything but this week").message.text

    assert "Monday, December 14" in text


def test_busy_part_of_a_day_leaves_the_rest_of_it(demo_shop):
    say = talker(demo_shop, "phone")

    text = say("i need an oil change, i'm at work tomorrow morning so the afternoon").message.text

    assert "Tuesday, December 8, I have 12 PM, 12:30 PM or 1 PM" in text


def test_two_near_days_ruled_out_together_are_both_skipped(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("oil change sometime this week, not today or tomorrow").message.text

    assert text.startswith("For Oil change on Wednesday, December 9")


@pytest.mark.parametrize(
    "said",
    ["oil change any morning this week but wednesday", "oil change, any morning except wednesday"],
)
def test_any_part_of_a_day_but_a_weekday_rules_the_weekday_out(demo_shop, said):
    """ "Any morning this week but wednesday" offered Wednesday's mornings."""
    text = talker(demo_shop, "chat")(said).message.text

    assert "Wednesday" not in text and "AM" in text


def test_whats_open_on_a_day_is_its_open_times(demo_shop):
    """ "What's open on the 10th after 2?" with times offered was told that day's hours."""
    say = talker(demo_shop, "chat")
    say("oil change")

    assert say("what's open on the 10th after 2?").message.text.startswith(
        "For Oil change on Thursday, December 10 I can do 2 PM, 2:30 PM or 3 PM."
    )
