"""The end of a call cut off before its booking, reported twice (Twilio retries a webhook it got
no answer to in time), texted the caller "sorry we got cut off" twice. It is texted once."""

from __future__ import annotations

import pytest

from assistant import turn
from assistant.models import Conversation
from assistant.notifications import MemoryBackend
from tests.assistant.test_twilio_voice import CALLER, answered_call, call

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("said", ["oil change tomorrow at 10", "I need an oil change"])
def test_the_caller_is_texted_once(client, django_capture_on_commit_callbacks, said):
    answered_call(client)
    turn.reply(Conversation.objects.get(), said)

    for _ in range(2):
        with django_capture_on_commit_callbacks(execute=True):
            call(client, "twilio_voice_ended", SessionStatus="ended", CallStatus="completed")

    assert MemoryBackend.sent == [
        (
            CALLER,
            "Ridgeline Auto Repair: sorry we got cut off before your Oil change was booked. "
            "Reply here with a day and time that suit you, and we'll finish booking it.",
        )
    ]
