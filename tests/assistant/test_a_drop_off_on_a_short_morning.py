"""A drop-off job's window is the shop's usual one (7:30 to 9 AM), but on a Saturday the shop
opens at 8: a customer told to bring the car at 7:30 finds the door locked. The window said is
the visit's own day's, as its hours cut it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.assistant.test_scenarios import shop  # noqa: F401

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_saturday_drop_off_is_from_when_the_shop_opens(shop):  # noqa: F811
    say = talker(shop, "chat")

    say("timing belt replacement saturday at 8")
    say("Dana Reyes")
    confirm = say("303-555-0177").message.text
    booked = say("yes").message.text

    for reply in (confirm, booked):
        assert "between 8 AM and 9 AM" in reply, reply
        assert "7:30" not in reply


def test_a_weekday_drop_off_keeps_the_usual_window(shop):  # noqa: F811
    say = talker(shop, "chat")

    say("timing belt replacement thursday at 7:30")
    say("Dana Reyes")
    confirm = say("303-555-0177").message.text

    assert "between 7:30 AM and 9 AM" in confirm, confirm
