""" "Today at 8am or 9am" is one time and another should it be gone, as "today at 8 or 9" is,
not two windows of which neither is held (the shop's "now" is Monday 9 AM)."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("asked", ["today at 8am or 9am", "today 8 am or 9 am please"])
def test_both_hours_gone_are_each_said(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("I need an oil change")

    reply = talk(asked).message.text

    assert reply.startswith("Sorry, 8 AM and 9 AM aren't available.")


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("asked", "held"),
    [
        ("tomorrow at 9am or 10am", "9 AM on Tuesday, December 8"),
        ("today at 8am or 11am", "11 AM on Monday, December 7"),
        ("today at 1pm or 2pm", "1 PM on Monday, December 7"),
    ],
)
def test_the_first_open_hour_is_held(demo_shop, channel, asked, held):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("I need an oil change")

    reply = talk(asked).message.text

    assert reply.startswith(f"I'm holding {held} for you.")
