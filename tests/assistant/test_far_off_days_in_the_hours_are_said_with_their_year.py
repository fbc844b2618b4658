""" "Are you open the week of thanksgiving?" asked in December listed next November's days
with no year, which reads as the November just gone, and "christmas eve and black friday?"
said Black Friday with no year nor its name (or, alone, was asked which service). Far-off days
are said with their year wherever the hours are said, a holiday with no hours set by its name,
and holidays alone ask the hours."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

EACH = "Here are our hours for those days: "


@pytest.mark.parametrize(
    "said",
    ["are you open the week of thanksgiving?", "what are your hours the week of thanksgiving"],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_week_of_next_thanksgiving_is_said_with_its_year(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == (
        f"{EACH}Monday, November 22, 2027 to Friday, November 26, 2027: open 7:30 AM to 5:30 PM; "
        "Saturday, November 27, 2027: open 8 AM to 1 PM; Sunday, November 28, 2027: closed."
    )


@pytest.mark.parametrize(
    ("said", "answer"),
    [
        (
            "christmas eve and black friday?",
            "Thursday, December 24: open 8 AM to 12 PM; "
            "Friday, November 26, 2027 (Black Friday): hours not set yet.",
        ),
        (
            "are you open on thanksgiving and black friday?",
            "Thursday, November 25, 2027 (Thanksgiving): hours not set yet; "
            "Friday, November 26, 2027 (Black Friday): hours not set yet.",
        ),
        (
            "christmas eve or new years eve",
            "Thursday, December 24: open 8 AM to 12 PM; Thursday, December 31: open 7:30 AM to 2 PM.",
        ),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_holidays_named_together_are_each_answered(demo_shop, channel, said, answer):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == f"{EACH}{answer}"


def test_a_holiday_alone_asks_its_hours(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert talk("thanksgiving?").message.text == (
        "Our hours for Thanksgiving (Thursday, November 25, 2027) aren't set yet; "
        "the team can confirm them closer to the day."
    )


def test_a_holiday_said_while_booking_is_the_day_to_book(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("oil change")

    assert talk("christmas eve?").message.text.startswith(
        "For Oil change on Thursday, December 24 I can do 8 AM"
    )


@pytest.mark.parametrize(
    "said",
    ["I'd like an oil change the day before thanksgiving", "oil change on thanksgiving please"],
)
def test_a_far_off_day_past_the_horizon_is_said_with_its_year(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert ", 2027 is too far out." in talk(said).message.text
