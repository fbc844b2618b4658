""" "Asap" or "this week" asked after today's last slot: the soonest times, with no word about
today, which the customer never asked for; "today" itself is still told it is full."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn

pytestmark = pytest.mark.django_db


def first_reply(shop, text: str) -> str:
    evening = datetime(2026, 12, 7, 19, 30, tzinfo=shop.zone)  # a Monday, after closing
    conversation, _ = turn.start(shop, "chat")
    return turn.reply(conversation, text, now=evening).message.text


@pytest.mark.parametrize(
    "text", ["oil change asap", "can i get an oil change sometime this wk", "soonest oil change?"]
)
def test_the_soonest_times_are_offered_without_todays_being_gone(shop, text):
    reply = first_reply(shop, text)

    assert reply.startswith("For Oil change on Tuesday, December 8 I can do")
    assert "Monday" not in reply


def test_today_asked_after_closing_is_said_to_be_over(shop):
    reply = first_reply(shop, "oil change today")

    assert reply.startswith("There's no time left on Monday, December 7")
    assert "Tuesday, December 8" in reply


@pytest.mark.parametrize("text", ["the earliest", "earliest you have", "whichever is soonest"])
def test_the_earliest_of_a_day_offered_is_its_first_time(shop, text):
    offered, held = replies(shop, "oil change thursday", text)

    assert offered.startswith("For Oil change on Thursday, December 10 I can do 7:30 AM")
    assert held.startswith("I'm holding 7:30 AM on Thursday, December 10")


def replies(shop, *texts: str, hour: int = 9) -> list[str]:
    """Each reply to `texts` in one chat, on Monday 7 December at `hour`."""
    now = datetime(2026, 12, 7, hour, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "chat")
    said = []
    for text in texts:
        said.append(turn.reply(conversation, text, now=now).message.text)
        conversation.refresh_from_db()
    return said


def test_this_week_while_a_day_is_offered_is_the_soonest_from_now(shop):
    _, reply = replies(shop, "oil change thursday", "anything sometime this week?")

    assert reply.startswith("For Oil change on Monday, December 7 I can do 10 AM")


def test_the_latest_of_a_day_offered_is_its_last_times(shop):
    _, reply = replies(shop, "oil change thursday", "what's the latest you have")

    assert reply.startswith(
        "For Oil change on Thursday, December 10 I can do 4 PM, 4:30 PM or 5 PM."
    )


def test_once_today_is_said_to_be_over_the_talk_is_of_the_day_offered(shop):
    # After closing: today is said to be full, and the next day's times offered.
    _, reply = replies(shop, "oil change today", "what's the latest you have", hour=19)

    assert reply.startswith("For Oil change on Tuesday, December 8 I can do 4 PM, 4:30 PM or 5 PM.")


@pytest.mark.parametrize("day", ["today", "thursday"])
def test_the_latest_asked_of_the_day_offered_by_its_name(shop, day):
    first = "oil change" if day == "today" else "oil change thursday"
    _, reply = replies(shop, first, f"what's the latest you have {day}?")

    assert "4 PM, 4:30 PM or 5 PM" in reply
