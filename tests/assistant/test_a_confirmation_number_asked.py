""" "What's my confirmation number?" was asked which service the car needs. There is no such
number: the visit booked on the number is said, as "when's my appointment?" says it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"  # Dana's, of danas_friday_oil_change


@pytest.mark.parametrize(
    "asked", ["whats my confirmation number", "do I need a confirmation code or anything"]
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_confirmation_number_asked_is_the_visit_said(
    demo_shop, danas_friday_oil_change, asked, channel
):
    text = talker(demo_shop, channel, phone=PHONE, proven=True)(asked).message.text

    assert text == "You're booked for Oil change on Friday, December 11 at 10 AM."
