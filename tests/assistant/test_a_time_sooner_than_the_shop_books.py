""" "Can you do an oil change in 20 minutes?" at 9 was told "Sorry, 9:30 AM isn't available",
as if someone had it. A time sooner than the shop's notice allows is said to be so, with the
first times it can book."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked", ["can you do an oil change in 20 minutes", "oil change at 9:30 today"]
)
def test_the_shops_notice_is_said(demo_shop, asked):
    assert talker(demo_shop, "chat")(asked).message.text == (
        "Sorry, we book at least an hour ahead. For Oil change on Monday, December 7 I can do "
        "10 AM, 10:30 AM or 11 AM. Which works for you?"
    )


def test_a_time_taken_later_today_is_still_unavailable(demo_shop):
    text = talker(demo_shop, "chat")("oil change at 4:45 today").message.text

    assert text.startswith("Sorry, 4:45 PM isn't available.")
