""" "Oil change friday, as late as possible" was offered Friday's first times (7:30, 8 and 8:30
AM): the wish for a late time was not heard. The day's last open times are offered, within a
part of the day where one is said."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_as_late_as_possible_offers_the_days_last_times(demo_shop, channel):
    say = talker(demo_shop, channel)

    text = say("oil change friday, as late as possible").message.text

    assert "Friday, December 11" in text
    assert "4 PM, 4:30 PM or 5 PM" in text


def test_a_caller_asking_for_the_latest_time_on_a_day_hears_its_last_times(demo_shop):
    say = talker(demo_shop, "phone")

    text = say("i need an oil change, whatever's the latest you have on thursday").message.text

    assert "Thursday, December 10" in text
    assert "4 PM, 4:30 PM or 5 PM" in text


def test_as_late_as_you_can_in_the_morning_is_the_mornings_last_times(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("oil change friday morning, as late as you can").message.text

    assert "10:30 AM, 11 AM or 11:30 AM" in text


def test_as_late_as_possible_to_the_times_offered_gives_the_days_last(demo_shop):
    say = talker(demo_shop, "sms")
    say("oil change wednesday")

    text = say("hmm as late as possible please").message.text

    assert "Wednesday, December 9" in text
    assert "4 PM, 4:30 PM or 5 PM" in text


def test_friday_at_the_latest_is_a_deadline_not_the_last_time(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("oil change friday at the latest").message.text

    assert "7:30 AM, 8 AM or 8:30 AM" in text


@pytest.mark.parametrize(
    "said", ["oil change end of the day friday", "oil change friday before closing"]
)
def test_the_end_of_the_day_offers_its_last_times(demo_shop, said):
    """ "End of day friday" was offered 3 PM, 3:30 PM and 4 PM: the start of its window."""
    text = talker(demo_shop, "chat")(said).message.text

    assert text.startswith("For Oil change on Friday, December 11 I can do")
    assert "4:30 PM" in text and "3 PM" not in text


@pytest.mark.parametrize(
    ("first", "asked", "day", "times"),
    [
        (
            "need an oil change",
            "what's the latest on saturday",
            "Saturday, December 12",
            "11:30 AM, 12 PM or 12:30 PM",
        ),
        (
            "oil change tomorrow",
            "what's the latest?",
            "Tuesday, December 8",
            "4 PM, 4:30 PM or 5 PM",
        ),
    ],
)
def test_the_latest_asked_of_the_times_offered_is_the_days_last(
    demo_shop, first, asked, day, times
):
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    say(first)

    assert (
        say(asked).message.text == f"For Oil change on {day}, I have {times}. Which works for you?"
    )
