"""A call cut off before its booking was texted "sorry we got cut off, reply here" even when the
number takes no texts (the caller had said it is a landline, or it replied STOP): nothing reached
them and nobody knew to call. The team is texted to call them back, and the call is on the
call-back list."""

from __future__ import annotations

import pytest

from assistant import turn
from assistant.models import Conversation
from assistant.notifications import MemoryBackend
from booking.models import Customer
from tests.assistant.test_twilio_voice import CALLER, STAFF, answered_call, call

pytestmark = pytest.mark.django_db(transaction=True)


def cut_off_after(client, capture, *said: str) -> Conversation:
    conversation = Conversation.objects.get()
    for words in said:
        conversation.refresh_from_db()
        turn.reply(conversation, words)
    with capture(execute=True):
        call(client, "twilio_voice_ended", SessionStatus="ended", CallStatus="completed")
    conversation.refresh_from_db()
    return conversation


@pytest.mark.parametrize(
    "landline", ["this is a landline, I can't get texts", "I don't have a cell phone"]
)
def test_a_landline_is_called_back(client, django_capture_on_commit_callbacks, landline):
    answered_call(client)
    conversation = cut_off_after(
        client, django_capture_on_commit_callbacks, "oil change tomorrow at 10", landline
    )

    assert MemoryBackend.sent == [
        (
            STAFF,
            f"Frontdesk: a call from {CALLER} was cut off before their Oil change was booked, "
            "and the number takes no texts. Please call them back.",
        )
    ]
    assert conversation.to_call_back


def test_a_number_that_said_stop_is_called_back(client, django_capture_on_commit_callbacks):
    shop, _ = answered_call(client)
    Customer.objects.create(shop=shop, phone=CALLER, sms_opt_out=True)

    conversation = cut_off_after(
        client, django_capture_on_commit_callbacks, "oil change tomorrow at 10", "Hal Jordan"
    )

    [(to, body)] = MemoryBackend.sent
    assert to == STAFF
    assert body.startswith(f"Frontdesk: a call from Hal Jordan ({CALLER}) was cut off before")
    assert conversation.to_call_back
