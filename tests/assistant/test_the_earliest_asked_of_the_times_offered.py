""" "Is 8 the earliest?" of Thursday's times was told "Sorry, 8 AM isn't available" (read as 8
AM today, "earliest" being the soonest day), and "is 12 the earliest?" of Thursday afternoon's
held noon on Monday. The day's first times are offered, with which is the earliest."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

FIRST = (
    "7:30 AM is the earliest that day. For Oil change on Thursday, December 10 I can do 7:30 AM, "
    "8 AM or 8:30 AM. Which works for you?"
)


@pytest.mark.parametrize(
    ("asked_for", "asked"),
    [
        ("oil change thursday", "is 8 the earliest?"),
        ("oil change thursday", "is that the earliest?"),
        ("oil change thursday afternoon", "is 12 the earliest?"),
        ("oil change thursday afternoon", "are those the earliest times you have?"),
    ],
)
def test_the_days_first_times_are_offered(demo_shop, asked_for, asked):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say(asked_for)

    assert say(asked).message.text == FIRST
