"""Questions about a service just booked are answered as about that booking, not with an offer
to book it."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


def test_how_long_right_after_booking_says_it_of_the_booking():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_customer(shop, PHONE, "Dana Reyes")
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "sms", customer_phone=PHONE, verified_phone=PHONE)

    def say(text):
        conversation.refresh_from_db()
        return turn.reply(conversation, text, now=now).message.text

    say("oil change Wednesday at 11am")
    say("yes")
    before = say("how long will it take?")
    price = say("and how much?")

    assert before.startswith("Your Oil change takes about 30 minutes")
    assert "book it" not in before and "book it" not in price
