"""A mobile number typed with the letter O for a zero or l for a one ("720-555-01O7") is the
number meant: the booking goes ahead and the confirmation is texted there."""

from __future__ import annotations

import pytest

from assistant.notifications import MemoryBackend
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("typed", ["720-555-01O7", "7205550l07", "(72O) 555-0107"])
def test_the_number_meant_gets_the_confirmation(shop, typed):
    say = talker(shop, "chat")
    say("oil change tomorrow at 10")
    say("Mo Ibrahim")

    assert "Shall I book it?" in say(typed).message.text

    say("yes")
    assert Appointment.objects.get(status=Appointment.Status.CONFIRMED).customer.phone == (
        "+17205550107"
    )
    assert "+17205550107" in [to for to, _ in MemoryBackend.sent]
