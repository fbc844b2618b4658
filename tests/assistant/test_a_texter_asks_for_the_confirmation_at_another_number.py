"""By text, "wrong number, text 720-555-0123 instead" at "Shall I book it?" was not heard: the
confirmation went to the number texting. The number asked for is said back and texted, as on
a call."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked",
    [
        "wrong number, text 720-555-0123 instead",
        "can you text the confirmation to my work cell 720-555-0123",
    ],
)
def test_the_confirmation_goes_to_the_number_asked_for(demo_shop, texts_go_to_memory, asked):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change friday at 10", "Dana Reyes"):
        talk(text)

    confirm = talk(asked).message.text
    booked = talk("yes").appointment

    assert "I'll text the confirmation to (720) 555-0123. Shall I book it?" in confirm
    assert booked.customer.phone == "+17205550123"
    assert "+17205550123" in [to for to, _ in texts_go_to_memory]
