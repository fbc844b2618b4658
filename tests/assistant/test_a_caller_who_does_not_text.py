"""A caller who says "I don't text" at "Shall I book it?" was read as saying nothing: the
question came again, and the booking promised a text. It is booked without one, said plainly,
and the team told to call, as for "I don't have a cell phone"."""

from __future__ import annotations

import pytest

from assistant.notifications import MemoryBackend
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CALLER = "+13035550177"


@pytest.mark.parametrize("said", ["i dont text", "I don't text, sorry", "we never text"])
def test_booked_without_a_text(demo_shop, texts_go_to_memory, said):
    MemoryBackend.sent.clear()
    call = talker(demo_shop, "phone", phone=CALLER, proven=True)
    call("I need an oil change tomorrow at 10")
    call("Sam Ortiz")

    assert call(said).message.text.endswith(
        "There'll be no text confirmation, so please keep a note of it. Shall I book it?"
    )
    assert call("yes").message.text == (
        "You're booked, Sam Ortiz: Oil change on Tuesday, December 8 at 10 AM. I can't text a "
        "confirmation to that number, so please keep a note of it."
    )
    assert [to for to, _ in MemoryBackend.sent] == ["+13035550142"]


def test_no_texts_please_asks_for_another_number(demo_shop, texts_go_to_memory):
    call = talker(demo_shop, "phone", phone=CALLER, proven=True)
    call("I need an oil change tomorrow at 10")
    call("Sam Ortiz")

    assert call("no texts please, just call me").message.text.startswith(
        "Got it, I won't text this number."
    )
