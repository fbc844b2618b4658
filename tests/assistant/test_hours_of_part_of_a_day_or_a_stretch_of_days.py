"""Asked about part of a day the shop's hours miss ("are you open Christmas Eve afternoon?"),
the customer is told no, with that day's hours; asked about a stretch of days ("the week
between Christmas and New Year's", "the week of Christmas"), each day's hours or closure in
turn, not one day of it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_an_afternoon_after_an_early_close_is_answered_no(demo_shop, channel):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    reply = say("Are you open Christmas Eve afternoon?").message.text

    assert reply == "No, not then: on Thursday, December 24 we're only open 8 AM to 12 PM."


def test_a_time_within_the_hours_gets_the_days_hours(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("are you open dec 24 at 10am?").message.text

    assert reply == "On Thursday, December 24 we're open 8 AM to 12 PM."


def test_an_afternoon_the_hours_reach_into_is_no_no(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("are you open saturday afternoon?").message.text

    assert reply == "On Saturday, December 12 we're open 8 AM to 1 PM."


def test_the_week_between_christmas_and_new_years_is_said_day_by_day(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("Are you open the week between Christmas and New Year's?").message.text

    assert reply == (
        "Here are our hours for those days: Friday, December 25: closed (Christmas Day); "
        "Saturday, December 26: open 8 AM to 1 PM; Sunday, December 27: closed; "
        "Monday, December 28 to Wednesday, December 30: open 7:30 AM to 5:30 PM; "
        "Thursday, December 31: open 7:30 AM to 2 PM; Friday, January 1: closed (New Year's Day)."
    )


def test_the_week_of_christmas_is_that_monday_to_sunday(demo_shop):
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    reply = say("what are your hours the week of christmas").message.text

    assert reply.startswith(
        "Here are our hours for those days: Monday, December 21 to Wednesday, December 23: "
        "open 7:30 AM to 5:30 PM; Thursday, December 24: open 8 AM to 12 PM;"
    )
    assert reply.endswith("Sunday, December 27: closed.")


def test_between_two_times_is_no_stretch_of_days(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("are you open tomorrow between 8 and 5?").message.text

    assert reply == "On Tuesday, December 8 we're open 7:30 AM to 5:30 PM."


def test_a_text_asking_open_from_one_day_to_another(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say("open from the 24th to the 26th?").message.text

    assert reply == (
        "Here are our hours for those days: Thursday, December 24: open 8 AM to 12 PM; "
        "Friday, December 25: closed (Christmas Day); Saturday, December 26: open 8 AM to 1 PM."
    )


@pytest.mark.parametrize("question", ["are you open on the weekends?", "open weekends?"])
def test_the_weekend_is_saturday_and_sunday(demo_shop, question):
    say = talker(demo_shop, "chat")

    reply = say(question).message.text

    assert reply == (
        "Here are our hours for those days: Saturday, December 12: open 8 AM to 1 PM; "
        "Sunday, December 13: closed."
    )


def test_an_afternoon_asked_with_a_service_is_said_once_then_the_times(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("Are you open Christmas Eve afternoon? I need an oil change").message.text

    assert reply == (
        "No, not then: on Thursday, December 24 we're only open 8 AM to 12 PM. For Oil change "
        "on Thursday, December 24 I can do 10:30 AM, 11 AM or 11:30 AM. Which works for you?"
    )
