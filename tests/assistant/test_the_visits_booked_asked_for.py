""" "What appointments do I have?", "what do I have booked?" and "so I'm booked for the 11th,
right?" were asked which service the car needs. Each asks for the visit booked on the number,
which is said; a number with none is told so."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"  # Dana's, of danas_friday_oil_change


@pytest.mark.parametrize(
    "asked",
    [
        "what appointments do I have",
        "what do I have booked?",
        "Ok so I'm booked for the 11th right?",
        "we're scheduled for friday, correct?",
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_visit_booked_is_said(demo_shop, danas_friday_oil_change, asked, channel):
    text = talker(demo_shop, channel, phone=PHONE, proven=True)(asked).message.text

    assert text == "You're booked for Oil change on Friday, December 11 at 10 AM."


def test_a_number_with_no_visit_is_told_so(demo_shop):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)("what appointments do I have")

    assert text.message.text.startswith("I don't see an upcoming appointment for this number.")
