""" "Saturday evening or monday morning" of a shop that closes at 1 PM on Saturdays offered
Monday's times with no word of Saturday, as if the customer had not asked for it. The part of
a day with nothing open in it is said to be so, briefly, before the times of the other; where
none has a time, each is said, then the times nearest the soonest of them."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "empty", "other"),
    [
        (
            "saturday evening or monday morning",
            "Sorry, we close at 1 PM on Saturday, December 12.",
            "Monday, December 14",
        ),
        (
            "tuesday at 7pm or wednesday morning",
            "Sorry, we close at 5:30 PM on Tuesday, December 8.",
            "Wednesday, December 9",
        ),
        (
            "wednesday before 7am or thursday afternoon",
            "Sorry, we open at 7:30 AM on Wednesday, December 9.",
            "Thursday, December 10",
        ),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_an_alternative_with_nothing_open_is_said_to_be_empty(
    demo_shop, channel, said, empty, other
):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    talk("I need an oil change")

    text = talk(said).message.text

    assert text.startswith(f"{empty} For Oil change on {other}")


@pytest.mark.parametrize(
    ("said", "empty", "nearest"),
    [
        (
            "sunday or saturday evening",
            "Sorry, we're closed on Sunday, December 13 and we close at 1 PM on Saturday, "
            "December 12.",
            "Saturday, December 12 I can do 11:30 AM, 12 PM or 12:30 PM.",
        ),
        (
            "friday after 6 or saturday after 2",
            "Sorry, we close at 5:30 PM on Friday, December 11 and we close at 1 PM on "
            "Saturday, December 12.",
            "Friday, December 11 I can do 4 PM, 4:30 PM or 5 PM.",
        ),
    ],
)
def test_alternatives_with_nothing_open_are_each_said_to_be_empty(demo_shop, said, empty, nearest):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change")

    text = talk(said).message.text

    assert text.startswith(f"{empty} For Oil change on {nearest}")


@pytest.mark.parametrize(
    ("said", "empty", "nearest"),
    [
        (
            "oil change sunday or monday after 6",
            "We're closed on Sunday, December 13 and we close at 5:30 PM on Monday, December 14.",
            "Monday, December 14 at 4 PM",
        ),
        (
            "oil change sunday morning or christmas day",
            "We're closed on Sunday, December 13 and we're closed on Friday, December 25 "
            "(Christmas Day).",
            "Monday, December 14 at 7:30 AM",
        ),
    ],
)
def test_a_closed_day_or_a_closed_window_are_both_said(demo_shop, said, empty, nearest):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    text = talk(said).message.text

    assert text.startswith(f"{empty} The next open times for Oil change are on {nearest}")
