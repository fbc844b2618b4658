"""Asked the hours of a holiday by a nickname ("xmas eve", "x-mas"), of several days named one
by one ("Christmas Eve and the day after Christmas") or of a run of weekdays ("Monday to
Friday?"), the demo shop answers for each day meant, not the last one alone or the wrong day."""

from __future__ import annotations

import pytest

from assistant.schema import Act
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("said", "day", "hours"),
    [
        ("are you open xmas eve?", "December 24", "open 8 AM to 12 PM"),
        ("you guys open on x-mas eve", "December 24", "open 8 AM to 12 PM"),
        ("are you open christmas eve?", "December 24", "open 8 AM to 12 PM"),
        ("open on xmas?", "December 25", "closed"),
        ("are you open x-mas day?", "December 25", "closed"),
        ("are you open new years eve?", "December 31", "open 7:30 AM to 2 PM"),
        ("are you open new year's day?", "January 1", "closed"),
    ],
)
def test_a_holiday_by_its_nickname_is_its_own_day(demo_shop, channel, said, day, hours):
    result = talker(demo_shop, channel)(said)
    assert result.message.act == Act.HOURS
    assert day in result.message.text and hours in result.message.text


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_each_day_named_is_answered(demo_shop, channel):
    reply = talker(demo_shop, channel)(
        "Are you open Christmas Eve and the day after Christmas?"
    ).message.text
    assert "Thursday, December 24: open 8 AM to 12 PM" in reply
    assert "Saturday, December 26: open 8 AM to 1 PM" in reply


def test_one_day_and_a_question_about_it_is_one_day(demo_shop):
    reply = talker(demo_shop, "chat")("Are you open saturday, and till when?").message.text
    assert "Saturday, December 12" in reply
    assert "Here are our hours for those days" not in reply


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_run_of_weekdays_after_the_hours_is_each_day(demo_shop, channel):
    say = talker(demo_shop, channel)
    say("what are your hours?")
    reply = say("Monday to Friday?").message.text
    # Said on Monday, December 7: this week's, today included, not Friday's alone.
    assert "Monday, December 7 to Friday, December 11: open 7:30 AM to 5:30 PM" in reply


def test_weekdays_of_a_holiday_week_are_that_weeks(demo_shop):
    reply = talker(demo_shop, "chat")("are you open monday through saturday the week of christmas?")
    assert "December 24: open 8 AM to 12 PM" in reply.message.text
    assert "December 25: closed (Christmas Day)" in reply.message.text


def test_hours_of_a_holiday_not_on_file_yet_are_not_guessed(demo_shop):
    # Thanksgiving 2026 is past; 2027's has no closure or hours on file.
    reply = talker(demo_shop, "chat")("Are you open on Thanksgiving?").message.text
    assert "November 25" in reply
    assert "aren't set yet" in reply and "team can confirm" in reply
    assert "7:30 AM" not in reply


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_hours_of_a_holiday_not_on_file_yet_by_text_and_call(demo_shop, channel):
    reply = talker(demo_shop, channel)("you open thanksgiving day?").message.text
    assert "aren't set yet" in reply and "5:30 PM" not in reply


def test_a_holiday_on_file_keeps_its_hours(demo_shop):
    reply = talker(demo_shop, "chat")("are you open on christmas?").message.text
    assert "closed (Christmas Day)" in reply
