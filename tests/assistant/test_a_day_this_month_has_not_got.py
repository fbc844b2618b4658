""" "Oil change on the 31st" said in November offered December 31 without a word, and "the
30th" in February offered March 30: the customer counted on a day this month has not got.
They are told so and asked the day, as for "Feb 30"."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn
from booking.models import Appointment

pytestmark = pytest.mark.django_db(transaction=True)


def _talk_on(shop, channel: str, now: datetime):
    conversation, _ = turn.start(shop, channel, customer_phone="+13035550177")

    def say(text: str) -> str:
        conversation.refresh_from_db()
        return turn.reply(conversation, text, now=now).message.text

    return say


@pytest.mark.parametrize(
    ("said", "when", "lacking"),
    [
        ("oil change on the 31st", (2026, 11, 10), "November 31"),
        ("can I get an oil change the 31st at 10", (2026, 11, 10), "November 31"),
        ("oil change on the 30th", (2027, 2, 3), "February 30"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_a_day_this_month_has_not_got_is_asked_again(demo_shop, channel, said, when, lacking):
    say = _talk_on(demo_shop, channel, datetime(*when, 9, 0, tzinfo=demo_shop.zone))

    assert say(said) == f"There's no {lacking}. What day works for you?"
    assert not Appointment.objects.exists()


def test_a_day_this_month_has_is_offered(demo_shop):
    say = _talk_on(demo_shop, "chat", datetime(2026, 11, 10, 9, 0, tzinfo=demo_shop.zone))

    assert say("oil change on the 30th").startswith("For Oil change on Monday, November 30")
