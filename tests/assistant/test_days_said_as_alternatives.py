""" "Any time wednesday or thursday" was offered Wednesday's times only, and "sunday morning or
monday morning" of a shop closed Sundays dropped Sunday without a word. Times from each day
named are offered, and a named day with no time at all is said to be so."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_times_from_each_day_named(demo_shop, channel):
    say = talker(demo_shop, channel)
    say("I need an oil change")

    text = say("any time wednesday or thursday").message.text

    assert "Wednesday, December 9 at 7:30 AM or 8 AM" in text
    assert "Thursday, December 10 at 7:30 AM or 8 AM" in text


def test_a_weekend_or_a_weekday(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need an oil change")

    text = say("this weekend or monday").message.text

    assert "Saturday, December 12" in text
    assert "Monday, December 14" in text


def test_a_time_of_the_second_day_can_be_booked(demo_shop):
    say = talker(demo_shop, "sms")
    say("I need an oil change")
    say("wednesday or thursday")

    say("thursday at 8")
    say("Dana Reyes")
    say("2019 Honda Civic")
    say("yes")

    visit = Appointment.objects.get(shop=demo_shop)
    assert visit.start.astimezone(demo_shop.zone).strftime("%a %H:%M") == "Thu 08:00"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_closed_day_named_is_said_to_be_closed(demo_shop, channel):
    say = talker(demo_shop, channel)
    say("I need an oil change")

    text = say("sunday morning or monday morning").message.text

    assert text.startswith("Sorry, we're closed on Sunday, December 13.")
    assert "Monday, December 14" in text
    assert "7:30 AM" in text
