"""Texts turned off in words Twilio does not take ("STOP ALL", "stop texting me") were turned on
again by the "yes" that booked a visit after them: the hook took it for Twilio's own opt-in word,
which lifts only Twilio's block. That "yes" books the visit with no text promised; after Twilio's
own STOP, its YES turns texts on again."""

from __future__ import annotations

import pytest

from booking.models import Customer
from tests.assistant.test_twilio_sms import reply_of, text
from tests.assistant.test_twilio_voice import connected_shop

pytestmark = pytest.mark.django_db(transaction=True)


def texts_off() -> bool:
    return Customer.objects.get().sms_opt_out


@pytest.mark.parametrize("stop", ["STOP ALL", "please stop texting me"])
def test_yes_to_a_booking_keeps_texts_off(client, stop):
    connected_shop()
    text(client, stop, sid="SM1")
    text(client, "oil change tomorrow at 10", sid="SM2")
    assert reply_of(text(client, "Dana Reyes", sid="SM3")).endswith("Shall I book it?")

    booked = reply_of(text(client, "yes", sid="SM4"))

    assert booked.endswith(
        "I can't text a confirmation to that number, so please keep a note of it."
    )
    assert texts_off()


def test_yes_after_twilios_stop_turns_texts_on(client):
    connected_shop()
    text(client, "STOP", sid="SM1")
    assert texts_off()

    text(client, "YES", sid="SM2")

    assert not texts_off()
