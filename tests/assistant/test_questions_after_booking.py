"""Questions about a service just booked are answered as about that booking, not with an offer
to book it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


def test_how_long_right_after_booking_says_it_of_the_booking():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_customer(shop, PHONE, "Dana Reyes")
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    def say(text):
        return talk(text).message.text

    say("oil change Wednesday at 11am")
    say("yes")
    before = say("how long will it take?")
    price = say("and how much?")

    assert before.startswith("Your Oil change takes about 30 minutes")
    assert "book it" not in before and "book it" not in price
