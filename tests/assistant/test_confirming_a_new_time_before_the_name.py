"""Another time said right after one is held, before the name ("no make that eleven",
"hmm actually 11 would be better"): the hold moves to it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("channel", "opening", "said"),
    [
        ("phone", "i need a tire rotation tomorrow at ten thirty", "no make that eleven"),
        ("phone", "i need a tire rotation tomorrow at ten thirty", "make it eleven"),
        ("chat", "oil change tomorrow at 10:30", "hmm actually 11 would be better"),
        ("sms", "oil change tomorrow at 10:30", "no make that 11"),
        ("chat", "oil change tomorrow at 10:30", "wait no, can you do 11:30?"),
    ],
)
def test_the_hold_moves_to_the_new_time(demo_shop, channel, opening, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    assert talk(opening).message.text.startswith("I'm holding 10:30 AM on Tuesday, December 8")
    reply = talk(said).message.text
    at = "11:30 AM" if "11:30" in said else "11 AM"
    assert reply.startswith(f"I'm holding {at} on Tuesday, December 8"), reply
