"""A supplier calling ("I'm calling from Napa Auto Parts") or someone asking about a job was
asked which service their car needs. Each is a message for the team, who is told who called;
a customer calling from work, or from a spouse's phone, still books."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CALLER = "+13035550177"


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("I'm calling from Napa Auto Parts", "is calling from a business"),
        ("hi, I'm calling about the job posting for a mechanic", "asked about a job"),
        ("are you guys hiring?", "asked about a job"),
    ],
)
def test_a_caller_who_is_not_a_customer_is_a_message_for_the_team(demo_shop, said, told):
    text = talker(demo_shop, "phone", phone=CALLER, proven=True)(said).message.text

    assert text == "I'll pass that to the team and someone will get back to you shortly."
    team = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert team == f'Frontdesk: {CALLER} {told}: "{said}"'


@pytest.mark.parametrize(
    "said",
    [
        "hi this is Dana calling from work, need an oil change friday",
        "im calling from my wife's phone, need an oil change friday",
    ],
)
def test_a_customer_calling_from_somewhere_still_books(demo_shop, said):
    text = talker(demo_shop, "phone", phone=CALLER, proven=True)(said).message.text

    assert text.startswith("For Oil change on Friday, December 11, I have")
