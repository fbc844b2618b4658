"""A confirmation Twilio reported undelivered (a landline or a mistyped number) was "texted again"
when the customer said it never came, to the same number it could not reach. They are told the
booking and the number it is under, so a wrong one is caught, and no text is claimed."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("status", ["undelivered", "failed"])
@pytest.mark.parametrize(
    "asked", ["I never got the confirmation", "can you resend the confirmation"]
)
def test_the_number_is_said_instead(demo_shop, texts_go_to_memory, status, asked):
    chat = talker(demo_shop, "chat", phone=PHONE)
    for said in ("oil change tomorrow at 10", "Dana Reyes", PHONE, "yes"):
        chat(said)
    OutboundText.objects.filter(kind=OutboundText.Kind.CONFIRMATION).update(
        status=status, error="Twilio error 30006"
    )
    texts_go_to_memory.clear()

    assert chat(asked).message.text == (
        "I can't text your confirmation again, but you're booked for Oil change on Tuesday, "
        "December 8 at 10 AM, under (303) 555-0177."
    )
    assert not [to for to, _ in texts_go_to_memory if to == PHONE]
