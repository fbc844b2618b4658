""" "Oil change the week of Christmas" offered Christmas Day (closed), "the week after
Christmas" only the day after, "are you open New Year's weekend?" this weekend's hours, "two
weeks from tuesday" and "the last day of the month" today's times. Each is the days it names."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CHANNELS = ["chat", "sms", "phone"]


def offered_on(text: str, day: str) -> bool:
    return text.startswith(f"For Oil change on {day}")


@pytest.mark.parametrize("said", ["oil change the week of christmas", "oil change christmas week"])
@pytest.mark.parametrize("channel", CHANNELS)
def test_the_week_of_a_holiday_is_offered_from_its_monday(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert offered_on(talk(said).message.text, "Monday, December 21")


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("oil change two weeks from tuesday", "Tuesday, December 22"),
        ("oil change a week from tomorrow", "Tuesday, December 15"),
        ("oil change on the last day of the month", "Thursday, December 31"),
        ("oil change the last day of december", "Thursday, December 31"),
    ],
)
def test_a_day_counted_from_another_is_offered(demo_shop, said, day):
    talk = talker(demo_shop, "chat")

    assert offered_on(talk(said).message.text, day)


@pytest.mark.parametrize(
    "said", ["are you open new years weekend?", "what are your hours new year's weekend"]
)
def test_a_holidays_weekend_is_the_one_nearest_it(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text == (
        "Here are our hours for those days: Saturday, January 2: open 8 AM to 1 PM; "
        "Sunday, January 3: closed."
    )


@pytest.mark.parametrize(
    "said", ["are you open the week after christmas?", "hours the week after xmas?"]
)
def test_the_week_after_a_holiday_is_the_seven_days_after_it(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text == (
        "Here are our hours for those days: Saturday, December 26: open 8 AM to 1 PM; "
        "Sunday, December 27: closed; Monday, December 28 to Wednesday, December 30: open "
        "7:30 AM to 5:30 PM; Thursday, December 31: open 7:30 AM to 2 PM; Friday, January 1: "
        "closed (New Year's Day)."
    )
