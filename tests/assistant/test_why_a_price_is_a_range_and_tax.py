""" "Why is the price a range?" and "can you give me an exact price?" asked which service, and
"is tax included?" too: why a price is a range is said, and tax, which the shop's settings do
not say, goes to the team (with the price, where a service is named)."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "asked",
    [
        "why is the price a range?",
        "can you give me an exact price?",
        # Passed to the team.
        "why is it a range",
        "why such a big range?",
    ],
)
def test_why_a_price_is_a_range_is_said(demo_shop, asked):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say(asked).message.text

    assert reply.startswith("The price depends on the car: its size, the parts and fluids")
    assert "Which service" not in reply


def test_an_exact_price_of_a_service_named_is_its_price(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say("can you give me an exact price for an oil change?").message.text

    assert reply.startswith("Oil change usually runs $49 to $89.")


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("is tax included?", ""),
        ("how much is an oil change plus tax", "Oil change usually runs $49 to $89. "),
    ],
)
def test_tax_goes_to_the_team(demo_shop, asked, said):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say(asked).message.text

    assert reply == (
        f"{said}I've passed your question about tax to the team, and someone will get back to "
        "you shortly."
    )
    assert OutboundText.objects.filter(
        to=demo_shop.staff_phone, body__contains="asked about tax"
    ).exists()
