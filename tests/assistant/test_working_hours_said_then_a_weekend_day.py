""" "I work from 8 to 4" held 4 PM outright, as if a time to book had been named; and "I work
9-5", then "saturday then", was told "nothing's open after 5 PM" and offered Saturday's noon.
Working hours are a window of weekdays: times after them are offered, and a Saturday's from
its opening (the first weekend day's, where no weekday has a time after work)."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_times_after_work_are_offered_not_held(demo_shop, channel):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    text = talk("oil change please. I work from 8 to 4").message.text

    assert "Monday, December 7 at 4:30 PM or 5 PM" in text
    assert "4 PM" not in text  # still at work at 4
    assert not Appointment.objects.exists()


def test_a_saturday_after_working_hours_is_offered_from_its_opening(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change please. I work from 8 to 4")

    assert talk("saturday then").message.text == (
        "For Oil change on Saturday, December 12 I can do 8 AM, 8:30 AM or 9 AM. "
        "Which works for you?"
    )


@pytest.mark.parametrize(
    "said", ["i need an oil change, i work 9-5 weekdays", "Oil change please. I work until 5"]
)
def test_work_that_ends_after_the_last_weekday_time_offers_the_first_weekend_day(demo_shop, said):
    """It offered today's 4 PM and 4:30 PM to someone still at work then."""
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert talk(said).message.text == (
        "Sorry, nothing's open after 5 PM. For Oil change on Saturday, December 12 I can do "
        "8 AM, 8:30 AM or 9 AM. Which works for you?"
    )
    assert talk("saturday then").message.text == (
        "Which time works for you on Saturday, December 12: 8 AM, 8:30 AM or 9 AM?"
    )


@pytest.mark.parametrize(
    "said",
    [
        "I work 9-5, do you have anything early for an oil change?",
        "oil change, I work 9 to 5 so it has to be before or after",
    ],
)
def test_before_work_asked_for_offers_the_first_hours_of_a_weekday(demo_shop, said):
    """It read "after 5", found the weekdays full by then, and offered Saturday."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say(said).message.text

    assert reply == (
        "For Oil change on Tuesday, December 8 I can do 7:30 AM, 8 AM or 8:30 AM. Which works "
        "for you?"
    )


def test_before_work_with_its_start_offers_the_times_before_it(demo_shop):
    """ "Oil change before work tomorrow, I start at 9" offered 9, 9:30 and 10 AM."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say("oil change before work tomorrow, I start at 9").message.text

    assert reply == (
        "For Oil change on Tuesday, December 8 I can do 7:30 AM, 8 AM or 8:30 AM. Which works "
        "for you?"
    )
