""" "What's my confirmation number?" was asked which service the car needs. There is no such
number: the visit booked on the number is said, as "when's my appointment?" says it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import book, local, make_customer

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "asked", ["whats my confirmation number", "do I need a confirmation code or anything"]
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_confirmation_number_asked_is_the_visit_said(demo_shop, asked, channel):
    oil = demo_shop.services.get(name="Oil change")
    customer = make_customer(demo_shop, PHONE, "Dana Reyes")
    book(
        demo_shop,
        oil,
        customer,
        local(demo_shop, 2026, 12, 10, 10),
        local(demo_shop, 2026, 12, 6, 9),
    )

    text = talker(demo_shop, channel, phone=PHONE, proven=True)(asked).message.text

    assert text == "You're booked for Oil change on Thursday, December 10 at 10 AM."
