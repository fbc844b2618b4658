"""A customer who names one time that is not free, or a window with nothing open in it, hears
so before the nearest open times, instead of a list that silently leaves their time out."""

from __future__ import annotations

from datetime import time

import pytest

from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_pm_taken():
    """Tuesday 8 December 2026: the shop's one bay is booked at 2 PM."""
    shop = make_shop(bays=1)
    oil = make_service(shop, "Oil change", aliases=["oil"])
    book(shop, oil, make_customer(shop), local(shop, 2026, 12, 8, 14), local(shop, 2026, 12, 1, 9))
    return shop


@pytest.mark.parametrize("channel", ["chat", "phone"])
def test_a_named_time_that_is_taken_is_said_to_be_taken(two_pm_taken, channel):
    say = talker(two_pm_taken, channel, phone="+13035550177")

    result = say("oil change tuesday at 2pm")

    assert result.message.text.startswith("Sorry, 2 PM isn't available.")
    assert result.choices and all("2 PM" not in choice for choice in result.choices)
    assert all(choice.startswith("Tuesday, December 8") for choice in result.choices)


def test_a_time_named_with_its_part_of_the_day_is_one_time(two_pm_taken):
    say = talker(two_pm_taken, "phone", phone="+13035550177")

    text = say("oil change tuesday at two in the afternoon").message.text

    assert text.startswith("Sorry, 2 PM isn't available.")


def test_a_named_time_taken_when_moving_an_offer_is_said_too(two_pm_taken):
    say = talker(two_pm_taken, "chat")
    say("oil change tuesday morning")

    assert say("2pm?").message.text.startswith("Sorry, 2 PM isn't available.")


def test_a_window_is_not_said_to_be_taken(two_pm_taken):
    say = talker(two_pm_taken, "chat")

    text = say("oil change tuesday after 2pm").message.text

    assert "isn't available" not in text
    assert "2:30 PM" in text


def test_a_free_named_time_is_held(two_pm_taken):
    say = talker(two_pm_taken, "chat")

    assert (
        "I'm holding 3 PM on Tuesday, December 8" in say("oil change tuesday at 3pm").message.text
    )


def test_a_window_after_closing_is_said_to_be_after_closing(two_pm_taken):
    """The shop closes at 5:30 PM, so an oil change starts at 5 PM at the latest."""
    say = talker(two_pm_taken, "chat")

    result = say("oil change tuesday after 6pm")

    assert result.message.text.startswith("Sorry, we close at 5:30 PM.")
    assert result.choices[-1] == "Tuesday, December 8 at 5 PM"


def test_after_work_is_the_last_times_of_the_day(two_pm_taken):
    say = talker(two_pm_taken, "chat")

    result = say("can i bring it in after work tuesday for an oil change")

    assert result.choices == ["Tuesday, December 8 at 5 PM"]
    assert "Sorry" not in result.message.text


def test_after_work_on_a_short_day_is_said_to_be_after_closing(two_pm_taken):
    """Saturday closes at 1 PM: nothing "after work", which is not "between 5 PM and 9 PM"."""
    say = talker(two_pm_taken, "phone", phone="+13035550177")
    say("oil change after work like five")

    text = say("what about saturday then").message.text

    assert text.startswith("Sorry, we close at 1 PM.")


def test_the_afternoon_of_a_day_that_closes_at_noon_is_said_to_be_after_closing(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    text = say("oil change on the 24th in the afternoon").message.text

    assert text == (
        "Sorry, we close at 12 PM. For Oil change on Thursday, December 24 I can do 10:30 AM, "
        "11 AM or 11:30 AM. Which works for you?"
    )


def test_the_apology_is_not_repeated_on_the_next_message(two_pm_taken):
    say = talker(two_pm_taken, "chat")
    assert say("oil change tuesday after 6pm").message.text.startswith("Sorry")

    assert "Sorry" not in say("dana").message.text


def test_a_reply_that_names_no_time_asks_about_the_times_offered_again(two_pm_taken):
    say = talker(two_pm_taken, "chat")
    offered = say("oil change tuesday at 2pm").choices

    again = say("Sam")

    assert again.choices == offered
    # The name is kept (and said to be), then the times asked about again.
    assert again.message.text.startswith(
        "Thanks, Sam. Which time works for you on Tuesday, December 8:"
    )


def test_working_hours_said_with_nothing_after_them_offer_the_first_weekend_day():
    """A 90-minute job cannot start after 5 PM at a shop that closes at 5:30: Saturday's
    times, a day with no work to wait for."""
    shop = make_shop()
    make_service(shop, "Brake pad replacement", minutes=90, aliases=["brakes"])
    say = talker(shop, "chat")

    result = say("do you have anything this week for a brake job? I work 9-5")

    assert result.message.text.startswith("Sorry, nothing's open after 5 PM.")
    assert result.choices == [
        f"Saturday, December 12 at {at}" for at in ("8 AM", "8:30 AM", "9 AM")
    ]


def test_working_hours_said_at_a_shop_shut_at_weekends_offer_the_soonest_days_last_times():
    weekdays = {day: [(time(7, 30), time(17, 30))] for day in range(5)}
    shop = make_shop(weekly=weekdays)
    make_service(shop, "Brake pad replacement", minutes=90, aliases=["brakes"])
    say = talker(shop, "chat")

    result = say("do you have anything this week for a brake job? I work 9-5")

    assert result.message.text.startswith("Sorry, nothing's open after 5 PM.")
    assert result.choices[-1] == "Monday, December 7 at 4 PM"


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        (
            "brake pads on the 31st at 1pm",
            "Sorry, Brake pad replacement takes about an hour and a half and we close at 2 PM. "
            "For Brake pad replacement on Thursday, December 31 I can do 11:30 AM, 12 PM or "
            "12:30 PM.",
        ),
        (
            "oil change tomorrow at 5:15pm",
            "Sorry, Oil change takes about 30 minutes and we close at 5:30 PM. For Oil change on "
            "Tuesday, December 8 I can do 4 PM, 4:30 PM or 5 PM.",
        ),
    ],
)
def test_a_time_too_late_to_finish_by_closing_says_so(demo_shop, asked, said):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text.startswith(said)
