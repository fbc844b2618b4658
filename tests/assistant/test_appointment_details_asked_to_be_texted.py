""" "Can you text me my appointment details" was asked which service to book: the visit's
confirmation is texted again, as for "send me the confirmation again"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "asked",
    ["can you text me my appointment details", "could you send me my appointment info please"],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_confirmation_is_texted_again(demo_shop, texts_go_to_memory, channel, asked):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    texts_go_to_memory.clear()
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert say(asked).message.text == (
        "I've texted your confirmation again to (303) 555-0177: "
        "Oil change on Friday, December 11 at 10 AM."
    )
    [(to, body)] = texts_go_to_memory
    assert to == PHONE and body.startswith("Ridgeline Auto Repair: your Oil change is confirmed")
