""" "Tomorrow morning or thursday afternoon" was offered Thursday afternoon's times only: the
first of the two windows was lost. The first open times of each window are offered, and
either can be picked."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

BOTH = "Tuesday, December 8 at 7:30 AM or 8 AM, or Thursday, December 10 at 12 PM or 12:30 PM"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_two_windows_offer_times_from_each(demo_shop, channel):
    say = talker(demo_shop, channel)

    text = say("oil change tomorrow morning or thursday afternoon").message.text

    assert BOTH in text


def test_a_time_of_the_second_window_can_be_picked(demo_shop):
    say = talker(demo_shop, "sms")
    say("oil change tomorrow morning or thursday afternoon")

    text = say("12:30 thursday").message.text

    assert text.startswith("I'm holding 12:30 PM on Thursday, December 10")
    assert Appointment.objects.filter(status=Appointment.Status.HELD).count() == 1


def test_one_window_said_for_two_days_holds_for_both(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("need an oil change, i'm free tuesday or wednesday after 2").message.text

    assert "Tuesday, December 8 at 2 PM or 2:30 PM" in text
    assert "Wednesday, December 9 at 2 PM or 2:30 PM" in text


def test_a_day_or_whenever_is_no_second_window(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("oil change friday afternoon or whenever").message.text

    assert text.startswith("For Oil change on Friday, December 11 I can do 12 PM")


def test_next_said_once_holds_for_both_weekdays(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("oil change next tuesday or wednesday morning").message.text

    assert "Tuesday, December 15 at 7:30 AM or 8 AM" in text
    assert "Wednesday, December 16 at 7:30 AM or 8 AM" in text


def test_next_tuesday_or_wednesday_is_next_weeks_tuesday(demo_shop):
    say = talker(demo_shop, "sms")

    text = say("oil change next tuesday or wednesday").message.text

    assert "Tuesday, December 15 at 7:30 AM or 8 AM" in text
    assert "Wednesday, December 16 at 7:30 AM or 8 AM" in text


@pytest.mark.parametrize(
    "said",
    [
        "oil change please, I work 9 to 5 so early morning or saturday",
        "can you do early morning or saturday for an oil change",
    ],
)
def test_a_window_before_a_day_said_alone_is_the_soonest_such_window(demo_shop, said):
    """ "Early morning or saturday" was Saturday's early morning or Saturday: the weekday
    mornings asked for were never offered."""
    say = talker(demo_shop, "sms")

    text = say(said).message.text

    assert text == (
        "For Oil change I can do Tuesday, December 8 at 7:30 AM or 8 AM, or Saturday, "
        "December 12 at 8 AM or 8:30 AM. Which works for you?"
    )


def test_next_week_that_the_visit_comes_before_holds_for_neither_day(demo_shop):
    """ "Out of town next week, need it before then. Tomorrow or Wednesday?" offered next
    week's Wednesday, when the customer is away."""
    say = talker(demo_shop, "sms")

    text = say(
        "I'm going out of town next week, need oil change before then. Tomorrow or Wednesday?"
    ).message.text

    assert "Tuesday, December 8 at 7:30 AM or 8 AM" in text
    assert "Wednesday, December 9 at 7:30 AM or 8 AM" in text
