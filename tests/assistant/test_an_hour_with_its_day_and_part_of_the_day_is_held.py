""" "Oil change 10 tomorrow morning", "friday afternoon at 3": one time, held as "10 tomorrow"
is, where the part of the day used to make it a window with three times offered. The part of
a day alone ("tomorrow morning") is still a window."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("asked", "held"),
    [
        ("oil change 10 tomorrow morning", "10 AM on Tuesday, December 8"),
        ("oil change tomorrow morning at 10", "10 AM on Tuesday, December 8"),
        ("oil change friday afternoon at 3", "3 PM on Friday, December 11"),
    ],
)
def test_the_hour_is_held(demo_shop, channel, asked, held):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(asked).message.text.startswith(f"I'm holding {held} for you.")


@pytest.mark.parametrize(
    ("asked", "offered"),
    [
        ("oil change tomorrow morning", "I can do 7:30 AM, 8 AM or 8:30 AM"),
        ("oil change tomorrow morning after 10", "I can do 10 AM, 10:30 AM or 11 AM"),
    ],
)
def test_a_part_of_the_day_alone_is_a_window(demo_shop, asked, offered):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert offered in talk(asked).message.text
