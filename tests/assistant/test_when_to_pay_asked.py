""" "Can I pay when I pick it up?" was answered with the cards the shop takes, which says nothing
of when. The owner's answer lists the ways to pay only, so the cards are said and the question
of when goes to the team."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
CARDS = "We take Visa, Mastercard, American Express, Discover, debit cards and cash."


@pytest.mark.parametrize(
    "asked", ["Can I pay when I pick it up?", "do I pay at drop off or when it's done?"]
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_when_to_pay_goes_to_the_team(demo_shop, channel, asked):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = say(asked).message.text

    assert reply.startswith(f"{CARDS} I've passed your question about when to pay to the team"), (
        reply
    )
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert told == f'Frontdesk: {PHONE} asked about when to pay: "{asked}"'


def test_the_cards_alone_when_only_the_cards_are_asked(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say("do you take credit cards?").message.text.startswith(CARDS)
    assert not OutboundText.objects.filter(to=demo_shop.staff_phone).exists()
