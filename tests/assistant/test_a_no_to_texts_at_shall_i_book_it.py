""" "Please don't text me, just call" at "Shall I book it?" on a call was read as a no to the
booking ("What other day or time would work for you?"). It is a no to texts: the visit is said
back without a text, and booked at the yes."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CALLER = "+13035550177"


@pytest.mark.parametrize(
    "said", ["please don't text me, just call", "no texting, call me instead", "do not text me"]
)
def test_the_booking_goes_on_without_a_text(demo_shop, texts_go_to_memory, said):
    call = talker(demo_shop, "phone", phone=CALLER, proven=True)
    call("I need an oil change tomorrow at 10")
    assert call("Sam Ortiz").message.text.endswith("Shall I book it?")

    assert call(said).message.text.endswith(
        "There'll be no text confirmation, so please keep a note of it. Shall I book it?"
    )
    assert call("yes").message.text.startswith(
        "You're booked, Sam Ortiz: Oil change on Tuesday, December 8 at 10 AM."
    )
    assert Appointment.objects.get().status == Appointment.Status.CONFIRMED
    assert [to for to, _ in texts_go_to_memory] == ["+13035550142"]
