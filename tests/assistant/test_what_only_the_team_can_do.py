"""A car broken down on the road and the paperwork of a past visit are the team's: the message
reaches them, and the customer is told so, not asked which service or told a "receipt" is not
one the shop offers."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

STAFF = "+13035550100"


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("my car broke down on I-70", "asked for work away from the shop"),
        ("im stranded on the side of the highway", "asked for work away from the shop"),
        ("my car died on the highway", "asked for work away from the shop"),
        ("i need a jump, my battery is dead", "asked for work away from the shop"),
        ("can you inspect a car at the seller's house?", "asked for work away from the shop"),
        ("pre purchase inspection at the sellers place?", "asked for work away from the shop"),
        ("can i get a receipt for my last visit", "asked for a receipt or paperwork"),
        ("can you email me the invoice", "asked for a receipt or paperwork"),
        # What is owed is for work done, which only the team can tell.
        ("how much do I owe?", "asked about a past bill"),
        ("hi what's my bill for the brakes", "asked about a past bill"),
    ],
)
def test_it_reaches_the_team(said, told):
    shop = make_shop(staff_phone=STAFF)
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say(said).message.text

    assert "pass that to the team" in text
    assert told in OutboundText.objects.get(to=STAFF).body
