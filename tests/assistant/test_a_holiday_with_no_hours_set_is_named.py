""" "Are you open on Thanksgiving?" in December, of next year's Thanksgiving whose hours the
owner has not set: the answer said "Our hours for Thursday, November 25 aren't set yet", with
no word of the holiday or the year. It names the holiday and says the day with its year;
"Black Friday" is the day after Thanksgiving and "Good Friday" the one before Easter, not the
coming Friday, and "MLK day" is a holiday too."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

LATER = "aren't set yet; the team can confirm them closer to the day."


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("are you open on thanksgiving?", "Thanksgiving (Thursday, November 25, 2027)"),
        ("open thanksgiving day?", "Thanksgiving (Thursday, November 25, 2027)"),
        ("are you open black friday?", "Black Friday (Friday, November 26, 2027)"),
        ("will you be open on Black Friday", "Black Friday (Friday, November 26, 2027)"),
        ("are you open memorial day?", "Memorial Day (Monday, May 31, 2027)"),
        ("are you open MLK day?", "Martin Luther King Jr. Day (Monday, January 18)"),
        ("open on martin luther king day", "Martin Luther King Jr. Day (Monday, January 18)"),
        ("are you open good friday?", "Good Friday (Friday, March 26, 2027)"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_holiday_with_no_hours_set_is_named(demo_shop, channel, said, named):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == f"Our hours for {named} {LATER}"


@pytest.mark.parametrize(
    ("said", "answer"),
    [
        ("are you open on Christmas Eve?", "On Thursday, December 24 we're open 8 AM to 12 PM."),
        ("open new year's eve?", "On Thursday, December 31 we're open 7:30 AM to 2 PM."),
    ],
)
def test_a_holiday_whose_hours_are_set_is_answered_with_them(demo_shop, said, answer):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text == answer
