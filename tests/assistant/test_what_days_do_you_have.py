""" "What days do you have?": the next days with an open time for the service, said as a list
to pick a day from (closed days left out), not a question passed to the team or one day's
times; "what days are you open" still asks the hours."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_days_of_the_week_asked_are_listed_and_one_picked(demo_shop, channel):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("coolant flush next week")

    reply = talk("what days do you have").message.text

    assert reply == (
        "Coolant flush has open times on Monday, December 14, Tuesday the 15th, "
        "Wednesday the 16th and Thursday the 17th. Which day works for you?"
    )
    assert "question" not in reply
    picked = talk("wed").message.text
    assert "Coolant flush on Wednesday, December 16" in picked


@pytest.mark.parametrize(
    "said",
    [
        "what days do you have open for an alignment",
        "which days are available for an alignment?",
        "I need an alignment, what days work",
    ],
)
def test_asked_with_the_service_the_days_from_today(demo_shop, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = talk(said).message.text

    assert reply.startswith("Wheel alignment has open times on Monday, December 7, Tuesday the 8th")


def test_other_days_are_those_after_the_day_offered(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("oil change")

    reply = talk("what other days do you have").message.text

    assert reply.startswith("Oil change has open times on Tuesday, December 8, Wednesday the 9th")


def test_a_closed_day_is_left_out_and_a_new_month_named(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("coolant flush on the 30th")

    reply = talk("what days do you have?").message.text

    # Friday, January 1 is New Year's Day, and Sundays are closed.
    assert reply == (
        "Coolant flush has open times on Wednesday, December 30, Thursday the 31st, "
        "Saturday, January 2 and Monday the 4th. Which day works for you?"
    )


def test_what_days_you_are_open_is_still_the_hours(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("oil change")

    reply = talk("what days are you open").message.text

    assert "Monday to Friday 7:30 AM to 5:30 PM" in reply
    assert "open times on" not in reply
