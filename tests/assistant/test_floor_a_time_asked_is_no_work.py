"""The model's reading of "wait what time" as a service passed the merge's check that a service
names car work ("time" stems as "timing" of "timing belt" does): after booking, the customer who
asked what time was offered another booking "for a second car"."""

from __future__ import annotations

import pytest

from assistant import tasks
from assistant.schema import Understanding
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("said", ["wait what time", "sorry what time", "hold on what time"])
def test_asking_what_time_after_booking_books_nothing_more(shop, settings, monkeypatch, said):
    say = talker(shop, "chat")
    for text in ["oil change wednesday at 9am", "Dana Lee", "303 555 0101", "yes"]:
        say(text)
    # The model reads the message as the small model did: the whole of it a service. Turned on
    # only now, so no real model is loaded for the test.
    settings.ASSISTANT_MODEL_UNDERSTANDS = True
    monkeypatch.setattr(tasks, "model_understanding", lambda **kw: Understanding(service=said))

    reply = say(said).message.text

    assert "another one" not in reply and "second car" not in reply, reply
