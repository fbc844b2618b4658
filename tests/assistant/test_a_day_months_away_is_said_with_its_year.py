""" "Are you open the day after Thanksgiving?" asked on December 7 was answered "On Friday,
November 26 we're open", next year's day said as if it were the one just gone. A day months
away is said with its year; one in the coming weeks is not."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CHANNELS = ["chat", "sms", "phone"]


@pytest.mark.parametrize(
    "said",
    ["what day after Thanksgiving are you open?", "are you open the day after thanksgiving"],
)
@pytest.mark.parametrize("channel", CHANNELS)
def test_next_years_day_after_thanksgiving_is_said_with_its_year(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == (
        "On Friday, November 26, 2027 we're open 7:30 AM to 5:30 PM."
    )


@pytest.mark.parametrize("said", ["are you open on the 4th of july?", "open july 4th?"])
def test_a_day_next_summer_is_said_with_its_year(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text == "On Sunday, July 4, 2027 we're closed."


@pytest.mark.parametrize("said", ["are you open january 4?", "open on 1/4?"])
def test_a_day_in_the_coming_weeks_is_said_without_a_year(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text == "On Monday, January 4 we're open 7:30 AM to 5:30 PM."
