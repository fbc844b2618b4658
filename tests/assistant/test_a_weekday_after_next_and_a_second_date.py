""" "Oil change monday after next" said on a Monday offered the coming Monday, and "the 14th
or 15th" offered the 14th alone, the "15th" without its "the" being no day. "After next" is
the one a week after the coming one, and either date said is offered."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("oil change monday after next", "Monday, December 21"),
        ("oil change the monday after next", "Monday, December 21"),
        ("oil change the friday after next", "Friday, December 18"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_a_weekday_after_next(demo_shop, channel, said, day):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text.startswith(f"For Oil change on {day} I can do 7:30 AM")


@pytest.mark.parametrize("said", ["oil change the 14th or 15th", "oil change on the 14th or 15th?"])
def test_either_date_said_is_offered(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text.startswith(
        "For Oil change I can do Monday, December 14 at 7:30 AM or 8 AM, or Tuesday, "
        "December 15 at 7:30 AM or 8 AM."
    )


def test_the_hours_of_two_dates_said_together(demo_shop):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    assert talk("are you open the 24th and 26th?").message.text == (
        "Here are our hours for those days: Thursday, December 24: open 8 AM to 12 PM; "
        "Saturday, December 26: open 8 AM to 1 PM."
    )
