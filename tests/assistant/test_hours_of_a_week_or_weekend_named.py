""" "Hours next week?" was answered with Monday's hours, "the first week of January" with New
Year's Day's alone, and "next weekend" or "the weekend before Christmas" with this weekend's.
A week, a weekend or the end of a month named whole is answered day by day."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

HOURS = "Here are our hours for those days: "


@pytest.mark.parametrize("said", ["hours next week?", "are you open next week?"])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_next_weeks_hours_are_each_of_its_days(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == (
        f"{HOURS}Monday, December 14 to Friday, December 18: open 7:30 AM to 5:30 PM; "
        "Saturday, December 19: open 8 AM to 1 PM; Sunday, December 20: closed."
    )


@pytest.mark.parametrize(
    "said", ["are you open the first week of january?", "hours for the 1st week of jan"]
)
def test_the_first_week_of_a_month_is_each_of_its_days(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text == (
        f"{HOURS}Friday, January 1: closed (New Year's Day); Saturday, January 2: open 8 AM to "
        "1 PM; Sunday, January 3: closed; Monday, January 4 to Thursday, January 7: open "
        "7:30 AM to 5:30 PM."
    )


@pytest.mark.parametrize(
    "said", ["are you open next weekend?", "are you open the weekend before christmas?"]
)
def test_a_weekend_named_is_that_weekend(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text == (
        f"{HOURS}Saturday, December 19: open 8 AM to 1 PM; Sunday, December 20: closed."
    )


@pytest.mark.parametrize(
    "said", ["are you open end of the month?", "what are your hours at the end of the month"]
)
def test_the_end_of_the_month_is_each_of_its_days(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text == (
        f"{HOURS}Sunday, December 27: closed; Monday, December 28 to Wednesday, December 30: "
        "open 7:30 AM to 5:30 PM; Thursday, December 31: open 7:30 AM to 2 PM."
    )
