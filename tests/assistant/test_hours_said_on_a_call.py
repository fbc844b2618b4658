"""A caller asking "when are you open?" heard every holiday of the next month read out, and at
a time the shop was open was told "Yes, we're open now". On a call: the week's hours and only
the days of other hours in the next two weeks; a chat still lists them all."""

from __future__ import annotations

from datetime import date

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

WEEK = "Monday to Friday 7:30 AM to 5:30 PM; Saturday 8 AM to 1 PM; closed Sunday"


@pytest.mark.parametrize("asked", ["when are you open?", "what are your hours?"])
def test_a_caller_hears_the_week_and_only_the_nearest_holiday(demo_shop, asked):
    demo_shop.closures.create(date=date(2026, 12, 14), reason="Staff training")
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    reply = say(asked).message.text

    assert reply.startswith(f"Our hours are {WEEK}.")
    assert "Monday, December 14: closed (Staff training)" in reply
    assert "Christmas" not in reply and "December 24" not in reply


@pytest.mark.parametrize("asked", ["when are you open?", "what time are you open?"])
def test_when_open_asks_the_hours_not_whether_open_now(demo_shop, asked):
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    assert say(asked).message.text == f"Our hours are {WEEK}."


def test_a_chat_still_lists_every_holiday_ahead(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("when are you open?").message.text

    assert reply.startswith(f"Our hours are {WEEK}.")
    assert "Christmas Day" in reply and "December 24" in reply
