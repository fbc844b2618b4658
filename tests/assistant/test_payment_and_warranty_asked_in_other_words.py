"""The owner's answers on payment and on the warranty are found in more of the words customers
use: "what do you accept for payment?", "forms of payment", "is it warrantied?"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "asked", ["what do you accept for payment?", "what forms of payment do you take?"]
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_payment(demo_shop, channel, asked):
    proven = channel != "chat"
    say = talker(demo_shop, channel, phone=PHONE if proven else "", proven=proven)

    assert say(asked).message.text == (
        "We take Visa, Mastercard, American Express, Discover, debit cards and cash. "
        "Is there anything else I can help with?"
    )


@pytest.mark.parametrize("asked", ["is the oil change warrantied?", "are brake jobs warrantied"])
def test_warranty(demo_shop, asked):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say(asked).message.text == (
        "Our repairs come with a 24-month, 24,000-mile warranty on parts and labor. "
        "Is there anything else I can help with?"
    )
