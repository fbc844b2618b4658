""" "Oil change later this week" said on a Monday morning offered that morning's times.
"Later this week" starts tomorrow."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("oil change later this week", "7:30 AM, 8 AM or 8:30 AM"),
        ("can you do an oil change later this week in the afternoon", "12 PM, 12:30 PM or 1 PM"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_later_this_week_is_offered_from_tomorrow(demo_shop, channel, said, offered):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == (
        f"For Oil change on Tuesday, December 8 I can do {offered}. Which works for you?"
    )
