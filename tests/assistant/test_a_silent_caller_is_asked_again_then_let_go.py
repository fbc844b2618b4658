"""A caller who said nothing after the greeting or a question held the line open for as long as
they stayed on it: Twilio sends nothing while a caller is silent. After a silence the question
waiting is asked again; after two unanswered, the assistant says it hears nothing and ends the
call, and the caller is texted as one who hung up. A caller who speaks up is not hung up on."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import async_to_sync

from assistant import voice_relay
from assistant.notifications import MemoryBackend
from tests.assistant.test_twilio_voice import (
    CALLER,
    call,
    call_in_progress,
    say,
    spoken_reply,
)

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def quick_silences(monkeypatch):
    """Silences and speech a blink long, so the test need not wait out a real one."""
    monkeypatch.setattr(voice_relay, "WORDS_SPOKEN_PER_SECOND", 1000.0)
    monkeypatch.setattr(voice_relay, "SILENCE_SECONDS", 0.3)
    monkeypatch.setattr(voice_relay, "PAUSE_AFTER_GOODBYE_SECONDS", 0.1)


async def frames_until_the_end(socket) -> list[dict]:
    frames = []
    while True:
        frame = await socket.receive_json_from(timeout=10)
        frames.append(frame)
        if frame["type"] == "end":
            return frames


def test_silence_after_the_greeting_ends_the_call_and_is_texted(
    client, django_capture_on_commit_callbacks
):
    async def silence(client):
        _token, socket = await call_in_progress(client)
        assert (await spoken_reply(socket)).startswith("Hi, thanks for calling")
        assert (await spoken_reply(socket)).startswith("Sorry, I didn't catch that.")
        frames = await frames_until_the_end(socket)
        await socket.disconnect()
        return frames

    frames = async_to_sync(silence)(client)

    assert [f["token"] for f in frames if f["type"] == "text" and f["token"]] == [
        voice_relay.NOBODY_THERE
    ]
    assert json.loads(frames[-1]["handoffData"]) == {"reason": "goodbye"}
    with django_capture_on_commit_callbacks(execute=True):
        call(client, "twilio_voice_ended", SessionStatus="ended", CallStatus="completed")
    [(to, body)] = MemoryBackend.sent
    assert to == CALLER and "missed your call" in body


@pytest.mark.parametrize("said", ["I need an oil change", "oil change please"])
def test_a_question_is_asked_again_and_an_answer_keeps_the_call(client, said):
    async def silence_then_an_answer(client):
        _token, socket = await call_in_progress(client)
        asked = await say(socket, said)
        again = await spoken_reply(socket)
        answered = await say(socket, "tomorrow")
        quiet = await socket.receive_nothing(timeout=0.2)
        await socket.disconnect()
        return asked, again, answered, quiet

    asked, again, answered, quiet = async_to_sync(silence_then_an_answer)(client)

    assert again == f"Sorry, I didn't catch that. {asked}"
    # Late in the shop's evening the first offer is already tomorrow's, and "tomorrow" asks
    # which of them again; earlier it is a new day's times.
    assert "works for you" in answered and " or " in answered
    assert quiet
